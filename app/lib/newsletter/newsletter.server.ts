import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import { countRecentEmailsTo, dispatchEmail, outboxInsert } from "~/lib/mail/outbox.server";
import { renderEmail } from "~/lib/mail/templates.server";
import type { Settings } from "~/lib/settings/definitions";
import { getSettings } from "~/lib/settings/settings.server";

export type NewsletterDeps = { db: Db; queue: Queue; origin: string };

export const NEWSLETTER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function randomToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export const confirmPath = (token: string) => `/newsletter/confirmer/${token}`;
export const unsubscribePath = (token: string) => `/newsletter/desinscription/${token}`;

export function confirmationEmail(settings: Settings, origin: string, email: string, token: string, subscriberId: number) {
  const { text, html } = renderEmail(settings, {
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
    type: "newsletter-confirmation",
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
 * What happened, for the tests and logs only: the visitor gets the same answer in every
 * case, so that the form does not reveal who subscribed.
 */
export type SubscribeResult = { ok: true; outcome: "pending" | "already" | "capped" } | { ok: false };

/**
 * Double opt-in: stores the address (pending, with the consent time), then queues the
 * confirmation e-mail. A confirmed address gets nothing new; a pending or unsubscribed
 * one gets a new confirmation e-mail, at most CONFIRMATIONS_PER_HOUR an hour.
 */
export async function subscribeToNewsletter(deps: NewsletterDeps, input: { email: string; source?: string }): Promise<SubscribeResult> {
  const { db } = deps;
  const email = input.email.trim().toLowerCase();
  const now = new Date();
  try {
    const [existing] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(sql`lower(${newsletterSubscribers.email})`, email));
    if (existing?.status === "confirmed") return { ok: true, outcome: "already" };
    if (existing) {
      const sent = await countRecentEmailsTo(db, { address: email, type: "newsletter-confirmation", since: new Date(now.getTime() - 3600_000) });
      if (sent >= CONFIRMATIONS_PER_HOUR) return { ok: true, outcome: "capped" };
    }

    const settings = await getSettings(db);
    const token = existing?.status === "pending" ? existing.token : randomToken();
    const messageId = crypto.randomUUID();
    if (existing) {
      await db.batch([
        db
          .update(newsletterSubscribers)
          .set({ status: "pending", token, consentAt: now, unsubscribedAt: null, updatedAt: now })
          .where(eq(newsletterSubscribers.id, existing.id)),
        outboxInsert(db, confirmationEmail(settings, deps.origin, email, token, existing.id), messageId),
      ]);
    } else {
      const [row] = await db
        .insert(newsletterSubscribers)
        .values({ email, token, status: "pending", consentAt: now, source: input.source || "actualites" })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      // A concurrent request stored the same address first: its e-mail is on its way.
      if (!row) return { ok: true, outcome: "pending" };
      await outboxInsert(db, confirmationEmail(settings, deps.origin, email, token, row.id), messageId);
    }
    await dispatchEmail(deps, messageId);
    return { ok: true, outcome: "pending" };
  } catch (error) {
    console.warn("newsletter subscription failed", error);
    return { ok: false };
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
    await db
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: now, updatedAt: now })
      .where(eq(newsletterSubscribers.id, subscriber.id));
  }
  return true;
}
