// A person with a record of every kind the inventory lists (the personal data tests), and
// the same records for a few look-alike addresses that must never be found with them.
import { env } from "cloudflare:test";
import { createDb } from "~/db/client.server";
import { auditLog, devis, devisEvents, emailOutbox, leadEvents, newsletterSubscribers, terrainRequests, visitorInfo } from "~/db/schema";
import type { TerrainRisks } from "~/db/types";
import { createAttachment, createContactRequest, createSimulation } from "./leads";

const ok = <T>(value: T) => ({ status: "ok" as const, value, fetchedAt: "2026-11-26T10:00:00.000Z" });
export const SAMPLE_RISKS = {
  clay: ok({ code: 3 as const }),
  seismic: ok({ zone: 1 as const }),
  radon: { status: "unavailable" as const },
  cavities: ok({ count: 0 }),
  movements: ok({ count: 0 }),
  catnat: ok({ count: 0, recent: [] }),
} satisfies TerrainRisks;

/** A mobile number of this run (« 06 41 23 45 67 »), so that phone searches find only their person. */
export function randomPhone() {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  return `06 ${digits.match(/../g)?.join(" ")}`;
}

/** A unique address of this run (« jean.dupont.x1y2@lutetia-test.fr »). */
export function personEmail(name = "jean.dupont") {
  return `${name}.${crypto.randomUUID().slice(0, 8)}@lutetia-test.fr`;
}

export type SeededPerson = Awaited<ReturnType<typeof seedPerson>>;

/**
 * Every kind of record for `email` (typed with capitals, as visitors do): a contact request
 * with a file, a simulation, the simulator's consent, a '/mon-terrain' request, a newsletter
 * subscription, e-mails to them and about them, a note and a reply on their request, a
 * failed sign-in typed with their address, and a devis they refused with its history.
 */
export async function seedPerson(email: string, phone = randomPhone()) {
  const db = createDb(env.DB);
  const typed = email.replace(/^./, (c) => c.toUpperCase());
  const contact = await createContactRequest({ email: typed, phone, fullName: "Jean Dupont" });
  const attachment = await createAttachment(contact.id, "%PDF-1.4 plan du terrain", "plan du terrain.pdf");
  const simulation = await createSimulation({ userEmail: typed, userPhone: phone.replace(/ /g, ""), userFirstName: "Jean", userLastName: "Dupont" });
  const [consent] = await db.insert(visitorInfo).values({ firstName: "Jean", lastName: "Dupont", email: typed, phone, consentCgu: true, consentAt: new Date() }).returning();
  const [terrain] = await db
    .insert(terrainRequests)
    .values({
      email,
      consentAt: new Date(),
      address: "12 Rue des Argiles 93100 Montreuil",
      latitude: 48.86,
      longitude: 2.44,
      cityCode: "93048",
      city: "Montreuil",
      postcode: "93100",
      risks: SAMPLE_RISKS,
    })
    .returning();
  const [subscriber] = await db
    .insert(newsletterSubscribers)
    .values({
      email: email.toLowerCase(),
      token: crypto.randomUUID().replace(/-/g, "").padEnd(43, "x").slice(0, 43),
      status: "confirmed",
      consentAt: new Date(),
      confirmedAt: new Date(),
      source: "actualites",
    })
    .returning();
  const mail = (values: Partial<typeof emailOutbox.$inferInsert>) =>
    db
      .insert(emailOutbox)
      .values({
        messageId: crypto.randomUUID(),
        type: "simulation-recap",
        to: [{ email: typed }],
        subject: "Votre estimation",
        text: "Bonjour Jean",
        html: "<p>Bonjour Jean</p>",
        ...values,
      })
      .returning();
  const [recap] = await mail({ relatedType: "simulation", relatedId: simulation.id });
  const [notification] = await mail({
    type: "contact-notification",
    to: [{ email: "demandes@example.fr" }],
    replyTo: { email: typed },
    subject: "Nouvelle demande",
    relatedType: "contact_request",
    relatedId: contact.id,
  });
  const [note] = await db.insert(leadEvents).values({ kind: "contact", leadId: contact.id, type: "note", body: "Rappeler M. Dupont le matin." }).returning();
  const [reply] = await db
    .insert(leadEvents)
    .values({ kind: "simulation", leadId: simulation.id, type: "reply", body: "Votre devis est prêt.", details: { recipient: typed, subject: "Re : votre simulation" } })
    .returning();
  // A note on SOMEONE ELSE's request that cites the address: anonymised, not deleted.
  const other = await createContactRequest({ phone: randomPhone() });
  const [mention] = await db
    .insert(leadEvents)
    .values({ kind: "contact", leadId: other.id, type: "note", body: `Voisin de ${email} : même lotissement, contacter ${email}.` })
    .returning();
  const [signIn] = await db.insert(auditLog).values({ action: "auth.sign_in_failed", actorEmail: typed }).returning();
  // A devis the person refused (an accepted one is a contract: kept, see devis-retention.test.ts).
  const [quote] = await db
    .insert(devis)
    .values({
      number: `D-2026-${String(Math.floor(Math.random() * 9000) + 1000)}${crypto.randomUUID().slice(0, 4)}`,
      status: "refuse",
      clientName: "Jean Dupont",
      clientEmail: typed,
      clientPhone: phone,
      sitePostcode: "93100",
      siteCity: "Montreuil",
      answeredAt: new Date(),
    })
    .returning();
  const [quoteEvent] = await db
    .insert(devisEvents)
    .values({ devisId: quote.id, type: "refused", fromStatus: "envoye", toStatus: "refuse", details: { reason: "prix" } })
    .returning();
  return { email, phone, contact, attachment, simulation, consent, terrain, subscriber, recap, notification, note, reply, other, mention, signIn, quote, quoteEvent };
}

/** The look-alikes of an address: a letter before it, a domain after it, another case. */
export function lookAlikes(email: string) {
  return [`a${email}`, `${email}.evil`, email.replace("@", "x@")];
}
