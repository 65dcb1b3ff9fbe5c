// « Planifier l'intervention » and « Déplacer l'intervention »: the life cycle says whether
// the dossier may move (app/lib/devis/lifecycle.ts), then ONE batch moves it (guarded on its
// version), stores the planning (never changed: a new date is the next sequence), writes the
// history, the Journal and the client's e-mail with its .ics; the queue comes last (a queue
// outage leaves the outbox row to the recovery). docs/decisions/645-visit-planning-and-calendar.md
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { batchByName } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { devis, devisAcceptances, devisInterventions, devisPayments } from "~/db/schema";
import type { Actor } from "~/lib/auth/actor";
import { auditInsert } from "~/lib/audit/audit.server";
import { parisDay } from "~/lib/dates";
import { dispatchEmail, outboxInsert } from "~/lib/mail/outbox.server";
import { privacyLinkUrl } from "~/lib/privacy/link.server";
import { buildSettings } from "~/lib/settings/definitions";
import { settingsQuery } from "~/lib/settings/settings.server";
import { type DevisRow, devisEventInsert, getDevis } from "./devis.server";
import { startOfWork } from "./dossier-dates";
import { engineerVisitEmail, visitChanges, visitEmail } from "./visit-report-emails.server";
import { type PlanVisitInput, VISIT_MESSAGES } from "./visit-report-schema";
import { fromStatuses, transition } from "./lifecycle";
import { devisLink, openLinkToken } from "./link.server";
import { ownerRecipient } from "./send.server";
import { engineerContact, isEngineer } from "./visit-people.server";

export type VisitRow = typeof devisInterventions.$inferSelect;

export type DossierDeps = { db: Db; queue: Queue; origin: string; jwtSecret: string };

export type StepOutcome =
  | { ok: true; messageId: string | null; replanned?: boolean }
  | { ok: false; reason: "not-found" | "storage" | "conflict" }
  | { ok: false; reason: "refused"; message: string }
  | { ok: false; reason: "invalid"; fieldErrors: Record<string, Array<string>> };

/** The current planning of a dossier (its highest sequence), or null. */
export async function currentVisit(db: Db, devisId: number): Promise<VisitRow | null> {
  const [row] = await db.select().from(devisInterventions).where(eq(devisInterventions.devisId, devisId)).orderBy(desc(devisInterventions.sequence)).limit(1);
  return row ?? null;
}

/** The day work starts (dossier-dates.ts: the later of the deposit and the end of the period a particulier chose to wait for). */
export async function startOfWorkOf(db: Db, row: Pick<DevisRow, "id" | "clientType" | "answeredAt">, now: Date): Promise<string | null> {
  const [facts] = await db
    .select({ acceptedAt: devisAcceptances.acceptedAt, withdrawalChoice: devisAcceptances.withdrawalChoice, depositOn: devisPayments.paidOn })
    .from(devisAcceptances)
    .leftJoin(devisPayments, and(eq(devisPayments.devisId, devisAcceptances.devisId), eq(devisPayments.kind, "acompte")))
    .where(eq(devisAcceptances.devisId, row.id))
    .limit(1);
  const acceptedAt = facts?.acceptedAt ?? row.answeredAt ?? now;
  return startOfWork({ clientType: row.clientType, withdrawalChoice: facts?.withdrawalChoice ?? null, acceptedOn: parisDay(acceptedAt), depositOn: facts?.depositOn ?? null });
}

/** The client's personal link, opened from its sealed copy. */
export async function clientLinkOf(deps: Pick<DossierDeps, "origin" | "jwtSecret">, row: { tokenSealed: string | null }): Promise<string> {
  const token = await openLinkToken(deps.jwtSecret, row.tokenSealed);
  return token ? devisLink(deps.origin, token) : `${deps.origin}/contact`;
}

const same = (a: VisitRow, b: PlanVisitInput) =>
  a.day === b.day &&
  a.window === b.window &&
  a.engineerId === b.engineerId &&
  a.accessNotes === b.accessNotes &&
  a.clientPresence === b.clientPresence &&
  (a.dtDeclaredOn ?? "") === b.dtDeclaredOn &&
  (a.dtAnsweredOn ?? "") === b.dtAnsweredOn;

/**
 * Plans the visit (first time) or moves it (next times) on the dossier `id` as loaded at
 * `version`. Refused in French by the life cycle (no visit before the deposit, none after the
 * report), by the dates (a past day, before the DT-DICT answers) or an unknown engineer.
 */
export async function planVisit(deps: DossierDeps, actor: Actor, id: number, version: number, input: PlanVisitInput, now = new Date()): Promise<StepOutcome> {
  const { db } = deps;
  const row = await getDevis(db, id);
  if (!row) return { ok: false, reason: "not-found" };
  const previous = await currentVisit(db, id);
  const step = previous ? "replanVisit" : "planVisit";
  const moved = transition(step, row.status);
  if (!moved.ok) return { ok: false, reason: "refused", message: moved.message };
  if (row.version !== version) return { ok: false, reason: "conflict" };
  const fieldErrors: Record<string, Array<string>> = {};
  const start = await startOfWorkOf(db, row, now);
  if (input.day < parisDay(now)) fieldErrors.day = [VISIT_MESSAGES.dayPast];
  else if (start && input.day < start) fieldErrors.day = [`${VISIT_MESSAGES.beforeStart} La mission commence le ${start.split("-").reverse().join("/")}.`];
  else if (input.dtAnsweredOn && input.day < input.dtAnsweredOn) fieldErrors.day = [VISIT_MESSAGES.beforeDtAnswers];
  if (!(await isEngineer(db, input.engineerId))) fieldErrors.engineerId = [VISIT_MESSAGES.unknownEngineer];
  if (Object.keys(fieldErrors).length > 0) return { ok: false, reason: "invalid", fieldErrors };
  if (previous && same(previous, input)) return { ok: false, reason: "refused", message: VISIT_MESSAGES.unchanged };

  const sequence = previous ? previous.sequence + 1 : 0;
  const [settingRows, owner, engineerPerson, previousEngineerPerson, link, privacyUrl] = await Promise.all([
    settingsQuery(db),
    ownerRecipient(db, row.ownerId),
    engineerContact(db, input.engineerId),
    previous ? engineerContact(db, previous.engineerId) : Promise.resolve(null),
    clientLinkOf(deps, row),
    privacyLinkUrl(deps.jwtSecret, deps.origin, row.clientEmail),
  ]);
  const engineer = engineerPerson?.name ?? null;
  const previousEngineer = previousEngineerPerson?.name ?? null;
  const settings = buildSettings(settingRows);
  const visit = { ...input, sequence, dtDeclaredOn: input.dtDeclaredOn || null, dtAnsweredOn: input.dtAnsweredOn || null };
  const email = visitEmail(settings, row, {
    visit,
    engineer,
    previous: previous ? { ...previous, engineer: previousEngineer } : null,
    link,
    owner,
    privacyUrl,
  });
  const messageId = crypto.randomUUID();
  // Found only if the first statement moved this dossier at this version (NOT NULL guard: docs/decisions/621).
  const movedId = sql`(select ${devis.id} from ${devis} where ${devis.id} = ${id} and ${devis.version} = ${version + 1} and ${devis.updatedAt} = ${now.getTime()})`;
  const changes = previous ? visitChanges({ ...previous, engineer: previousEngineer }, { ...visit, engineer }) : [];
  // The engineers' calendars (docs/decisions/945): the one who leads it gets the REQUEST; one
  // replaced by another gets the CANCEL of the planning they had.
  const adminLink = `${deps.origin}/admin/devis/${id}`;
  const sameEngineer = previous !== null && previous.engineerId === input.engineerId;
  const engineerMails = [
    engineerPerson ? engineerVisitEmail(settings, row, { kind: sameEngineer ? "moved" : "planned", visit, engineer: engineerPerson, changes, adminLink }) : null,
    previous && !sameEngineer && previousEngineerPerson
      ? engineerVisitEmail(settings, row, {
          kind: "cancelled",
          visit: previous,
          engineer: previousEngineerPerson,
          cancelledAt: now,
          reason: `elle est désormais confiée à ${engineer ?? "un autre ingénieur"}.`,
          adminLink,
        })
      : null,
  ]
    .filter((mail) => mail !== null)
    .map((mail) => ({ mail, messageId: crypto.randomUUID() }));
  try {
    await batchByName(db, {
      move: db
        .update(devis)
        .set({ status: moved.to, version: sql`${devis.version} + 1`, updatedAt: now, updatedBy: actor.id })
        .where(and(eq(devis.id, id), eq(devis.version, version), inArray(devis.status, fromStatuses(step)))),
      visit: db.insert(devisInterventions).values({
        devisId: movedId as unknown as number,
        sequence,
        day: input.day,
        window: input.window,
        engineerId: input.engineerId,
        accessNotes: input.accessNotes,
        clientPresence: input.clientPresence,
        dtDeclaredOn: visit.dtDeclaredOn,
        dtAnsweredOn: visit.dtAnsweredOn,
        createdAt: now,
        createdBy: actor.id,
      }),
      event: devisEventInsert(db, {
        devisId: movedId,
        type: previous ? "visit_replanned" : "visit_planned",
        from: row.status,
        to: moved.to,
        authorId: actor.id,
        details: { day: input.day, window: input.window, sequence, messageId, ...(previous ? { previousDay: previous.day, previousWindow: previous.window } : {}) },
        at: now,
      }),
      outbox: outboxInsert(db, email, messageId),
      engineerOutbox: engineerMails.map(({ mail, messageId: mailId }) => outboxInsert(db, mail, mailId)),
      audit: auditInsert(db, {
        action: previous ? "devis.visit_replan" : "devis.visit_plan",
        actor,
        target: { type: "devis", id },
        details: { number: row.number, day: input.day, window: input.window, engineerId: input.engineerId, sequence, changes },
      }),
    });
  } catch (error) {
    const again = await getDevis(db, id);
    if (!again) return { ok: false, reason: "not-found" };
    if (again.version !== version) return { ok: false, reason: "conflict" };
    console.warn("visit not planned", error);
    return { ok: false, reason: "storage" };
  }
  for (const id of [messageId, ...engineerMails.map((mail) => mail.messageId)]) await dispatchEmail({ db, queue: deps.queue }, id);
  return { ok: true, messageId, replanned: previous !== null };
}

/** Every planning of a dossier, newest first (the screen shows what changed). */
export function visitsOf(db: Db, devisId: number) {
  return db.select().from(devisInterventions).where(eq(devisInterventions.devisId, devisId)).orderBy(desc(devisInterventions.sequence));
}
