import { d1BatchByName } from "~/db/batch.server";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import { dispatchEmail, RECENT_EMAILS_TO_SQL } from "~/lib/mail/outbox.server";
import { renderEmail } from "~/lib/mail/templates.server";
import type { Settings } from "~/lib/settings/definitions";
import { getSettings } from "~/lib/settings/settings.server";
import { emailHash } from "~/lib/privacy/hash.server";
import { privacyLinkUrl } from "~/lib/privacy/link.server";

/** `secret`: signs the personal link at the foot of the e-mail (docs/decisions/342). */
export type NewsletterDeps = { db: Db; queue: Queue; origin: string; secret: string };

export const NEWSLETTER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function randomToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export const confirmPath = (token: string) => `/newsletter/confirmer/${token}`;
export const unsubscribePath = (token: string) => `/newsletter/desinscription/${token}`;

export function confirmationEmail(settings: Settings, origin: string, email: string, token: string, subscriberId: number, privacyUrl: string) {
  const { text, html } = renderEmail(settings, {
    audience: { kind: "visitor", privacyLink: privacyUrl },
    greeting: "Bonjour,",
    title: "Confirmez votre inscription à la newsletter",
    blocks: [
      {
        kind: "paragraph",
        text: `Vous avez demandé à recevoir les actualités de ${settings.general.site_name} (études de sol, réglementation, conseils pour vos projets). Pour confirmer votre inscription, cliquez sur le bouton ci-dessous.`,
      },
      { kind: "button", label: "Confirmer mon inscription", href: `${origin}${confirmPath(token)}` },
      { kind: "note", text: "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement cet e-mail : vous ne serez pas inscrit(e)." },
    ],
    footerNote: `Se désinscrire à tout moment : ${origin}${unsubscribePath(token)}`,
  });
  return {
    type: "newsletter-confirmation" as const,
    to: [{ email }],
    subject: `Confirmez votre inscription – ${settings.general.site_name}`,
    text,
    html,
    related: { type: "newsletter_subscriber", id: subscriberId },
  };
}

/** Confirmation e-mails one address may receive per hour (re-submissions of a pending address). */
export const CONFIRMATIONS_PER_HOUR = 3;

/**
 * Whether a confirmation e-mail was written, for the tests and logs only: the visitor gets
 * the same answer in every case, so that the form does not reveal who subscribed.
 */
export type SubscribeResult = { ok: true; confirmationQueued: boolean } | { ok: false; reason: "unavailable" };

// Stands for the subscriber's token in the e-mail rendered before the row is read: the
// batch swaps in the stored token (kept for a pending address, new for an unsubscribed one).
const TOKEN_MARK = "__newsletter_token__";

// New: pending. Pending: consent time renewed, same token. Unsubscribed: pending again with
// a new token. Confirmed: unchanged. (The SET expressions read the row before the update.)
// An erased address (its hash in newsletter_suppressions) is never written: this statement is
// the only way a subscription is created, by the public form or any import (docs/decisions/341).
const UPSERT_SUBSCRIBER = `
  insert into newsletter_subscribers (email, token, status, consent_at, source, updated_at)
  select ?, ?, 'pending', ?, ?, ?
  where not exists (select 1 from newsletter_suppressions where email_hash = ?)
  on conflict do update set
    token = case when status = 'unsubscribed' then excluded.token else token end,
    consent_at = case when status = 'confirmed' then consent_at else excluded.consent_at end,
    unsubscribed_at = case when status = 'confirmed' then unsubscribed_at else null end,
    updated_at = case when status = 'confirmed' then updated_at else excluded.updated_at end,
    status = case when status = 'confirmed' then 'confirmed' else 'pending' end`;

// The confirmation e-mail, written for a pending address under its hourly cap only.
const INSERT_CONFIRMATION = `
  insert into email_outbox (message_id, type, "to", subject, text, html, attachments, related_type, related_id)
  select ?, ?, ?, ?, replace(?, ?, s.token), replace(?, ?, s.token), '[]', ?, s.id
  from newsletter_subscribers s
  where lower(s.email) = ? and s.status = 'pending'
    and not exists (select 1 from newsletter_suppressions where email_hash = ?)
    and ${RECENT_EMAILS_TO_SQL} < ?`;

/**
 * Double opt-in: stores the address (pending, with the consent time), then queues the
 * confirmation e-mail. A confirmed address gets nothing new; a pending or unsubscribed
 * one gets a new confirmation e-mail, at most CONFIRMATIONS_PER_HOUR an hour.
 *
 * The request does the same work whatever the address's state, so that its duration does
 * not tell a subscriber from a stranger (docs/decisions/320): one settings read, one
 * D1 batch of the same two statements, one queue message. The state only decides, inside
 * SQLite, whether the outbox statement writes a row; the consumer acks a message whose
 * row was not written (there is nothing to claim).
 */
export async function subscribeToNewsletter(deps: NewsletterDeps, input: { email: string; source?: string }): Promise<SubscribeResult> {
  const { db } = deps;
  const email = input.email.trim().toLowerCase();
  const now = Date.now();
  try {
    const [settings, hash, privacyUrl] = await Promise.all([getSettings(db), emailHash(email), privacyLinkUrl(deps.secret, deps.origin, email)]);
    const mail = confirmationEmail(settings, deps.origin, email, TOKEN_MARK, 0, privacyUrl);
    const messageId = crypto.randomUUID();
    // Plain D1 statements: Drizzle's batch cannot bind the parameters of a raw `sql` statement.
    const { outbox } = await d1BatchByName(db.$client, {
      subscriber: db.$client.prepare(UPSERT_SUBSCRIBER).bind(email, randomToken(), now, input.source || "actualites", now, hash),
      outbox: db.$client
        .prepare(INSERT_CONFIRMATION)
        .bind(
          messageId,
          mail.type,
          JSON.stringify(mail.to),
          mail.subject,
          mail.text,
          TOKEN_MARK,
          mail.html,
          TOKEN_MARK,
          mail.related.type,
          email,
          hash,
          mail.type,
          now - 3600_000,
          email,
          CONFIRMATIONS_PER_HOUR,
        ),
    });
    await dispatchEmail(deps, messageId);
    return { ok: true, confirmationQueued: outbox.meta.changes === 1 };
  } catch (error) {
    console.warn("newsletter subscription failed", error);
    return { ok: false, reason: "unavailable" };
  }
}

export async function findSubscriberByToken(db: Db, token: string) {
  if (!NEWSLETTER_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.token, token));
  return row ?? null;
}

/** Confirms a pending subscription; true when the token is known and not unsubscribed. */
export async function confirmSubscription(db: Db, token: string): Promise<boolean> {
  const subscriber = await findSubscriberByToken(db, token);
  if (!subscriber || subscriber.status === "unsubscribed") return false;
  if (subscriber.status === "pending") {
    const now = new Date();
    await db.update(newsletterSubscribers).set({ status: "confirmed", confirmedAt: now, updatedAt: now }).where(eq(newsletterSubscribers.id, subscriber.id));
  }
  return true;
}

/** Unsubscribes; true when the token is known. */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const subscriber = await findSubscriberByToken(db, token);
  if (!subscriber) return false;
  if (subscriber.status !== "unsubscribed") {
    const now = new Date();
    await db.update(newsletterSubscribers).set({ status: "unsubscribed", unsubscribedAt: now, updatedAt: now }).where(eq(newsletterSubscribers.id, subscriber.id));
  }
  return true;
}
