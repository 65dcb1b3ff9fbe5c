// The answer to a personal data request (RGPD art. 12.3 and 12.4; docs/decisions/345): the
// screen proposes it prefilled from what was done — for an erasure, what was deleted and what
// is kept with each reason and duration as the inventory states them; for an export, the
// download link; for a refusal, the reason — and staff may edit it before it is sent. It goes
// through the outbox with the personal link; the register keeps its date and text, and the
// request is « Traitée » from then on. The kept list only names the requester's own records
// (found by their address; a note of another file that cites it is never named).
import { and, desc, eq, isNull } from "drizzle-orm";
import { batchByName } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { type PrivacyAnswerKind, privacyErasures, privacyExports, privacyRequests } from "~/db/schema";
import type { Actor } from "~/lib/auth/actor";
import { auditInsert } from "~/lib/audit/audit.server";
import { formatDate } from "~/lib/dates";
import { dispatchEmail, type OutgoingEmail, outboxInsert } from "~/lib/mail/outbox.server";
import { renderEmail } from "~/lib/mail/templates.server";
import type { Settings } from "~/lib/settings/definitions";
import { getSettings } from "~/lib/settings/settings.server";
import { type MailDeps, privacyContactRows } from "./acknowledgement.server";
import { exportDownloadUrl } from "./export-link.server";
import { findPerson } from "./find.server";
import { inventoryEntry } from "./inventory.server";
import { privacyLinkUrl } from "./link.server";
import { getRequest } from "./register.server";
import { REFUSAL_REASONS, type RefusalReason } from "./schema";

export const ANSWER_EMAIL_TYPE = "privacy-request-answer" as const;
/** One answer per request: a second send (a colleague, a double click) conflicts on this id. */
export const answerMessageId = (requestId: number) => `privacy-answer-${requestId}`;

/** The right to complain, at the end of every answer (RGPD art. 12.4, 77 and 79). */
export const CNIL_NOTE =
  "Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la CNIL (Commission nationale de l'informatique et des libertés, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, www.cnil.fr/plaintes) et former un recours devant la juridiction compétente (RGPD, art. 12.4, 77 et 79).";

/** A passage staff must write themselves before sending (the action refuses it as is). */
export const TO_COMPLETE = "[À compléter :";

const MAX_TITLES = 5;
const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? "s" : ""}`;
const bullet = (lines: Array<string>) => lines.map((line) => `- ${line}`).join("\n");

type RequestRow = typeof privacyRequests.$inferSelect;

function asked(row: RequestRow): string {
  const on = `le ${formatDate(row.receivedAt)}`;
  switch (row.type) {
    case "acces":
      return `Vous nous avez demandé, ${on}, une copie des données personnelles que nous conservons à votre sujet (droit d'accès, RGPD art. 15).`;
    case "rectification":
      return `Vous nous avez demandé, ${on}, de rectifier vos données personnelles (RGPD, art. 16).`;
    case "effacement":
      return `Vous nous avez demandé, ${on}, d'effacer vos données personnelles (RGPD, art. 17).`;
    case "opposition":
      return `Vous nous avez demandé, ${on}, de ne plus recevoir de messages de notre part (droit d'opposition, RGPD art. 21).`;
  }
}

/** What an erasure deleted (from its plan: kinds and counts, never data) and what is kept (the person's own records, with the inventory's reason). */
async function erasureParagraphs(db: Db, row: RequestRow & { email: string }): Promise<Array<string>> {
  const [job] = await db
    .select({ plan: privacyErasures.plan, finishedAt: privacyErasures.finishedAt })
    .from(privacyErasures)
    .where(and(eq(privacyErasures.requestId, row.id), eq(privacyErasures.status, "done")))
    .orderBy(desc(privacyErasures.id))
    .limit(1);
  const paragraphs: Array<string> = [];
  if (job) {
    const deleted = new Map<string, number>();
    for (const d of job.plan.deletes) deleted.set(d.kind, (deleted.get(d.kind) ?? 0) + d.ids.length);
    const anonymised = new Map<string, number>();
    for (const u of job.plan.updates) anonymised.set(u.kind, (anonymised.get(u.kind) ?? 0) + 1);
    const lines = [
      ...[...deleted].map(([kind, n]) => `${inventoryEntry(kind).label} : ${plural(n, "enregistrement")} supprimé${n > 1 ? "s" : ""}`),
      ...(job.plan.r2.length > 0 ? [`Fichiers (PDF, pièces jointes) de ${plural(job.plan.r2.length, "dossier")} : supprimés`] : []),
      ...[...anonymised].map(([kind, n]) => `${inventoryEntry(kind).label} : ${plural(n, "enregistrement")} anonymisé${n > 1 ? "s" : ""} (ce qui vous identifiait a été retiré)`),
      ...(job.plan.suppress.length > 0
        ? ["Newsletter : votre adresse est remplacée par son empreinte sur notre liste d'opposition, pour qu'elle ne puisse plus y être inscrite"]
        : []),
    ];
    paragraphs.push(
      `C'est fait depuis le ${formatDate(job.finishedAt ?? new Date())}. Ce que nous avons effacé :\n${lines.length > 0 ? bullet(lines) : "- Aucune donnée effaçable n'était enregistrée à votre adresse."}`,
    );
  }
  // What remains under the address after the erasure: only what the law or the proof of the answer requires.
  const found = await findPerson(db, { email: row.email });
  const kept = new Map<string, { label: string; reason: string; titles: Array<string> }>();
  for (const group of found.groups) {
    for (const record of group.records) {
      if (record.action !== "keep" || record.mentionOnly) continue;
      const reason = record.reason ?? inventoryEntry(group.kind).eraseNote;
      const key = `${group.kind}|${reason}`;
      const entry = kept.get(key) ?? { label: group.label, reason, titles: [] };
      entry.titles.push(record.title);
      kept.set(key, entry);
    }
  }
  if (kept.size > 0) {
    const lines = [...kept.values()].map(({ label, reason, titles }) => {
      const shown = titles.slice(0, MAX_TITLES).join(" ; ");
      const more = titles.length > MAX_TITLES ? ` et ${titles.length - MAX_TITLES} autre${titles.length - MAX_TITLES > 1 ? "s" : ""}` : "";
      return `${label} (${shown}${more}) — ${reason}`;
    });
    paragraphs.push(
      `Ce que nous conservons, et pourquoi :\n${bullet(lines)}\nCes données ne servent plus qu'à ces obligations ; elles seront supprimées au terme de la durée indiquée.`,
    );
  }
  return paragraphs;
}

async function accessParagraphs(db: Db, deps: MailDeps, row: RequestRow & { email: string }): Promise<Array<string>> {
  const [exported] = await db.select().from(privacyExports).where(eq(privacyExports.requestId, row.id)).orderBy(desc(privacyExports.createdAt)).limit(1);
  if (!exported) return [];
  const url = await exportDownloadUrl(deps, row.email, exported.id);
  return [
    `Vous trouverez vos données dans une archive ZIP (${plural(exported.records, "enregistrement")}, ${plural(exported.files, "fichier")} joint${exported.files > 1 ? "s" : ""}), à télécharger jusqu'au ${formatDate(exported.expiresAt)} :\n${url}`,
    "Ce lien ne fonctionne que pour votre adresse e-mail : ne le transférez pas. Le fichier LISEZMOI.txt de l'archive décrit chaque catégorie de données, la raison pour laquelle nous la conservons et pour combien de temps.",
  ];
}

function refusalParagraph(reason: RefusalReason): string {
  return REFUSAL_REASONS[reason].answer;
}

/** The text staff see prefilled (and may edit) for a request, by what was done or the refusal's reason. */
export async function draftAnswer(deps: MailDeps, id: number, refusal: RefusalReason | null): Promise<{ kind: PrivacyAnswerKind; body: string } | null> {
  const row = await getRequest(deps.db, id);
  if (!row?.email || row.answeredAt) return null;
  const person = { ...row, email: row.email };
  const paragraphs = ["Bonjour,", asked(row)];
  if (refusal) {
    paragraphs.push(refusalParagraph(refusal));
  } else if (row.type === "effacement") {
    paragraphs.push(...(await erasureParagraphs(deps.db, person)));
  } else if (row.type === "acces") {
    paragraphs.push(...(await accessParagraphs(deps.db, deps, person)));
  } else if (row.type === "rectification") {
    paragraphs.push(`C'est fait. ${row.outcome ?? ""}`.trim());
  } else {
    paragraphs.push(
      "C'est fait : vous ne recevrez plus notre newsletter ni aucun message de prospection. Seuls les messages nécessaires à un devis ou à une mission en cours, s'il y en a, vous seront encore adressés.",
    );
  }
  paragraphs.push(CNIL_NOTE);
  return { kind: refusal ? "refused" : "done", body: paragraphs.join("\n\n") };
}

export function answerEmail(settings: Settings, row: RequestRow & { email: string }, body: string, privacyLink: string): OutgoingEmail {
  const contact = privacyContactRows(settings);
  const { text, html } = renderEmail(settings, {
    audience: { kind: "visitor", privacyLink },
    title: `Réponse à votre demande du ${formatDate(row.receivedAt)}`,
    blocks: [
      ...body
        .split(/\r?\n\s*\r?\n/)
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => ({ kind: "paragraph" as const, text: part })),
      ...(contact.length > 0 ? [{ kind: "rows" as const, heading: "Pour toute question sur vos données", rows: contact }] : []),
    ],
  });
  return {
    type: ANSWER_EMAIL_TYPE,
    to: [{ email: row.email }],
    subject: `Réponse à votre demande relative à vos données personnelles – ${settings.general.site_name}`,
    text,
    html,
    related: { type: "privacy_request", id: row.id },
  };
}

export type SendAnswerResult = { ok: true } | { ok: false; reason: "not-found" | "already-answered" | "not-acted" };

/** Types whose « done » answer needs the action first: the answer says what was done. */
const ACTED_TYPES = new Set(["acces", "rectification", "effacement"]);

/**
 * Sends the answer: ONE batch writes the outbox row (its id unique per request), marks the
 * request answered with its text and journals it; a colleague's answer in between makes the
 * batch fail on that id, and nothing is written twice.
 */
export async function sendAnswer(deps: MailDeps, actor: Actor, input: { id: number; kind: PrivacyAnswerKind; body: string }, now = new Date()): Promise<SendAnswerResult> {
  const { db } = deps;
  const [row, settings] = await Promise.all([getRequest(db, input.id), getSettings(db)]);
  if (!row?.email) return { ok: false, reason: "not-found" };
  if (row.answeredAt) return { ok: false, reason: "already-answered" };
  if (input.kind === "done" && ACTED_TYPES.has(row.type) && !row.actedAt) return { ok: false, reason: "not-acted" };
  const mail = answerEmail(settings, { ...row, email: row.email }, input.body, await privacyLinkUrl(deps.secret, deps.origin, row.email));
  const messageId = answerMessageId(row.id);
  try {
    const { answered } = await batchByName(db, {
      outbox: outboxInsert(db, mail, messageId),
      answered: db
        .update(privacyRequests)
        .set({ answeredAt: now, answerKind: input.kind, answerText: mail.text, handledBy: actor.id, updatedAt: now })
        .where(and(eq(privacyRequests.id, row.id), isNull(privacyRequests.answeredAt)))
        .returning({ id: privacyRequests.id }),
      audit: auditInsert(db, { action: "privacy.request_answer", actor, target: { type: "privacy_request", id: row.id }, details: { kind: input.kind } }),
    });
    if (answered.length === 0) return { ok: false, reason: "already-answered" };
  } catch (error) {
    if (/UNIQUE/i.test(String(error))) return { ok: false, reason: "already-answered" };
    throw error;
  }
  await dispatchEmail({ db, queue: deps.queue }, messageId);
  return { ok: true };
}
