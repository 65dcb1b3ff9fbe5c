// The page of the personal link (/donnees-personnelles/{token}): the visitor asks for a copy
// of their data, its erasure, or no more messages. The request goes into the register, the
// visitor gets an acknowledgement and the super admins are told through the outbox; nothing is erased by the link itself (a
// forwarded e-mail could be anyone's) — docs/decisions/342.
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { privacyRequests, users } from "~/db/schema";
import { formatDate } from "~/lib/dates";
import type { AppEnv } from "~/lib/env.server";
import { isHoneypotFilled, RATE_LIMIT_MESSAGE, withinRateLimit } from "~/lib/forms/spam.server";
import { dispatchEmail, outboxInsert } from "~/lib/mail/outbox.server";
import { renderEmail, STAFF_AUDIENCE } from "~/lib/mail/templates.server";
import { getSettings } from "~/lib/settings/settings.server";
import { acknowledgeRequest } from "./acknowledgement.server";
import { emailHash } from "./hash.server";
import { PRIVACY_REQUEST_TYPE_LABELS } from "./labels";
import { readPrivacyLinkToken } from "./link.server";
import { recordRequest } from "./register.server";
import { PUBLIC_REQUEST_HONEYPOT, PUBLIC_REQUEST_MESSAGES, publicRequestSchema } from "./schema";

export const PRIVACY_REQUEST_EMAIL_TYPE = "privacy-request-notification" as const;

export type PublicRequestView = { email: string | null; done: boolean; error: string | null; fieldError: string | null };

/** The address a link opens the form for, or null (the page says the link is invalid). */
export function linkAddress(secret: string, token: string) {
  return readPrivacyLinkToken(secret, token);
}

/** The message to every super admin: a fixed subject, the request's facts in the body only. */
function staffEmail(
  settings: Awaited<ReturnType<typeof getSettings>>,
  origin: string,
  input: { to: string; type: keyof typeof PRIVACY_REQUEST_TYPE_LABELS; email: string; dueOn: string; id: number },
) {
  const { text, html } = renderEmail(settings, {
    audience: STAFF_AUDIENCE,
    title: "Demande relative aux données personnelles",
    blocks: [
      {
        kind: "paragraph",
        text: "Une personne a utilisé le lien personnel d'un de nos e-mails pour exercer ses droits sur ses données. Rien n'a été fait automatiquement : vérifiez la demande, puis répondez-y depuis l'administration.",
      },
      {
        kind: "rows",
        rows: [
          { label: "Demande", value: PRIVACY_REQUEST_TYPE_LABELS[input.type] },
          { label: "Adresse concernée", value: input.email },
          { label: "Réponse due le", value: formatDate(`${input.dueOn}T12:00:00Z`) },
        ],
      },
      { kind: "button", label: "Ouvrir « Données personnelles »", href: `${origin}/admin/donnees-personnelles?ouvertes=1` },
    ],
  });
  return {
    type: PRIVACY_REQUEST_EMAIL_TYPE,
    to: [{ email: input.to }],
    subject: `Demande relative aux données personnelles – ${settings.general.site_name}`,
    text,
    html,
    related: { type: "privacy_request", id: input.id },
  };
}

/**
 * One POST of the page: honeypot, form, rate limit, link; then the request is recorded (the
 * same open request of the same type is not recorded twice) and the super admins told.
 */
export async function submitPublicRequest(deps: { db: Db; env: AppEnv }, request: Request, token: string): Promise<{ status: number; view: PublicRequestView }> {
  const { db, env } = deps;
  const email = await linkAddress(env.JWT_SECRET, token);
  const view: PublicRequestView = { email, done: false, error: null, fieldError: null };
  if (!email) return { status: 404, view: { ...view, error: PUBLIC_REQUEST_MESSAGES.invalidLink } };
  const form = await request.formData().catch(() => new FormData());
  if (isHoneypotFilled(form, PUBLIC_REQUEST_HONEYPOT)) return { status: 400, view: { ...view, error: PUBLIC_REQUEST_MESSAGES.generic } };
  const parsed = publicRequestSchema.safeParse({ type: form.get("type") ?? undefined });
  if (!parsed.success) return { status: 400, view: { ...view, fieldError: PUBLIC_REQUEST_MESSAGES.type } };
  if (!(await withinRateLimit(env.FORM_LIMITER, "privacy-request", request))) return { status: 429, view: { ...view, error: RATE_LIMIT_MESSAGE } };
  const type = parsed.data.type;
  try {
    const [open] = await db
      .select({ id: privacyRequests.id })
      .from(privacyRequests)
      .where(and(eq(privacyRequests.emailHash, await emailHash(email)), eq(privacyRequests.type, type), isNull(privacyRequests.answeredAt)))
      .limit(1);
    if (open) return { status: 200, view: { ...view, done: true } };
    const receivedAt = new Date();
    const id = await recordRequest(db, null, { type, email, receivedAt, source: "link" });
    // The request is stored: a mail problem from here on never loses it (the register and the dashboard show it).
    // The person is told at once what was asked, when, and by when we answer (docs/decisions/345).
    await acknowledgeRequest({ db, queue: env.MAIL_QUEUE, origin: env.SITE_ORIGIN, secret: env.JWT_SECRET }, id, receivedAt);
    try {
      const [settings, admins, [row]] = await Promise.all([
        getSettings(db),
        db
          .select({ email: users.email })
          .from(users)
          .where(and(eq(users.role, "super_admin"), eq(users.status, "active"))),
        db.select({ dueOn: privacyRequests.dueOn }).from(privacyRequests).where(eq(privacyRequests.id, id)),
      ]);
      const messages = admins.map((admin) => ({ id: crypto.randomUUID(), mail: staffEmail(settings, env.SITE_ORIGIN, { to: admin.email, type, email, dueOn: row.dueOn, id }) }));
      if (messages.length > 0) {
        await db.batch(messages.map((m) => outboxInsert(db, m.mail, m.id)) as [ReturnType<typeof outboxInsert>, ...Array<ReturnType<typeof outboxInsert>>]);
        for (const m of messages) await dispatchEmail({ db, queue: env.MAIL_QUEUE }, m.id);
      }
    } catch (error) {
      console.warn("données personnelles : notification de l'équipe non écrite", error);
    }
    return { status: 200, view: { ...view, done: true } };
  } catch (error) {
    console.warn("données personnelles : demande non enregistrée", error);
    return { status: 500, view: { ...view, error: PUBLIC_REQUEST_MESSAGES.generic } };
  }
}
