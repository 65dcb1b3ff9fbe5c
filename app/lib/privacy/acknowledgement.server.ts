// The acknowledgement of a personal data request, written at once to the address the request
// is about (from the personal link, or recorded by hand): what was asked, when, the one-month
// deadline and whom to contact (RGPD art. 12.3; docs/decisions/345). The request is recorded
// first: a mail problem never loses it (the register shows it as not acknowledged).
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { privacyRequests } from "~/db/schema";
import { formatDate } from "~/lib/dates";
import { dispatchEmail, type OutgoingEmail, outboxInsert } from "~/lib/mail/outbox.server";
import { renderEmail } from "~/lib/mail/templates.server";
import { addressFact, type Settings, settingFact } from "~/lib/settings/definitions";
import { getSettings } from "~/lib/settings/settings.server";
import { PRIVACY_REQUEST_TYPE_LABELS } from "./labels";
import { privacyLinkUrl } from "./link.server";

export const ACKNOWLEDGEMENT_EMAIL_TYPE = "privacy-request-acknowledgement" as const;

/** One acknowledgement per request, whatever retries or double submissions happen. */
export const acknowledgementMessageId = (requestId: number) => `privacy-ack-${requestId}`;

export type MailDeps = { db: Db; queue: Queue; origin: string; secret: string };

type RequestRow = typeof privacyRequests.$inferSelect;

/** Where to write about one's data: the privacy address, else the contact address, and the postal address. */
export function privacyContactRows(settings: Settings) {
  const email = settingFact(settings, "contact", "privacy_email") ?? settingFact(settings, "contact", "email");
  const address = addressFact(settings);
  return [...(email ? [{ label: "Par e-mail", value: email }] : []), ...(address ? [{ label: "Par courrier", value: `${settings.general.legal_name}, ${address}` }] : [])];
}

export const dueDayLabel = (dueOn: string) => formatDate(`${dueOn}T12:00:00Z`);

export function acknowledgementEmail(settings: Settings, row: RequestRow & { email: string }, privacyLink: string): OutgoingEmail {
  const contact = privacyContactRows(settings);
  const { text, html } = renderEmail(settings, {
    audience: { kind: "visitor", privacyLink },
    greeting: "Bonjour,",
    title: "Nous avons bien reçu votre demande",
    blocks: [
      { kind: "paragraph", text: `Nous avons bien reçu votre demande relative à vos données personnelles, le ${formatDate(row.receivedAt)}.` },
      {
        kind: "rows",
        rows: [
          { label: "Votre demande", value: PRIVACY_REQUEST_TYPE_LABELS[row.type] },
          { label: "Adresse concernée", value: row.email },
          { label: "Reçue le", value: formatDate(row.receivedAt) },
          { label: "Réponse au plus tard le", value: `${dueDayLabel(row.dueOn)} (un mois, RGPD art. 12.3)` },
        ],
      },
      {
        kind: "paragraph",
        text: "Nous vérifions la demande, puis nous vous répondons par e-mail à cette adresse : ce que nous avons fait et, le cas échéant, ce que la loi nous oblige à conserver, avec la raison et la durée. Rien n'est effacé ni communiqué avant cette vérification. Si la demande est complexe, le délai peut être prolongé de deux mois : nous vous le dirions avant la date ci-dessus.",
      },
      ...(contact.length > 0 ? [{ kind: "rows" as const, heading: "Pour toute question sur vos données", rows: contact }] : []),
      { kind: "note", text: "Vous n'êtes pas à l'origine de cette demande ? Répondez simplement à ce message : nous n'y donnerons pas suite." },
    ],
  });
  const replyTo = settingFact(settings, "contact", "privacy_email") ?? settingFact(settings, "contact", "email");
  return {
    type: ACKNOWLEDGEMENT_EMAIL_TYPE,
    to: [{ email: row.email }],
    ...(replyTo ? { replyTo: { email: replyTo, name: settings.general.site_name } } : {}),
    subject: `Votre demande relative à vos données personnelles – ${settings.general.site_name}`,
    text,
    html,
    related: { type: "privacy_request", id: row.id },
  };
}

/**
 * Writes the acknowledgement of a recorded request and marks it acknowledged, in one batch;
 * false (and a warning) when the mail could not be written — the request itself stays.
 */
export async function acknowledgeRequest(deps: MailDeps, id: number, now = new Date()): Promise<boolean> {
  const { db } = deps;
  try {
    const [[row], settings] = await Promise.all([db.select().from(privacyRequests).where(eq(privacyRequests.id, id)), getSettings(db)]);
    if (!row?.email || row.acknowledgedAt) return false;
    const messageId = acknowledgementMessageId(id);
    const mail = acknowledgementEmail(settings, { ...row, email: row.email }, await privacyLinkUrl(deps.secret, deps.origin, row.email));
    await db.batch([outboxInsert(db, mail, messageId), db.update(privacyRequests).set({ acknowledgedAt: now, updatedAt: now }).where(eq(privacyRequests.id, id))]);
    await dispatchEmail({ db, queue: deps.queue }, messageId);
    return true;
  } catch (error) {
    console.warn("données personnelles : accusé de réception non écrit", error);
    return false;
  }
}
