import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { newsletterSuppressions, privacyRequests } from "~/db/schema";
import { correctPerson } from "~/lib/privacy/correct.server";
import { findPerson } from "~/lib/privacy/find.server";
import { emailHash } from "~/lib/privacy/hash.server";
import { countingD1 } from "../d1-counter";
import { lookAlikes, personEmail, randomPhone, seedPerson } from "../factories/person";
import { createStaff } from "../factories/staff";
import { db } from "../helpers";

const value = (query: string, ...binds: Array<unknown>) =>
  env.DB.prepare(query)
    .bind(...binds)
    .first<Record<string, unknown>>();

test("a new address and phone are written on every record of the person in one batch, journaled; a look-alike is untouched", async () => {
  const staff = await createStaff("super_admin");
  const email = personEmail();
  const phone = randomPhone();
  const person = await seedPerson(email, phone);
  const alike = await seedPerson(lookAlikes(email)[1], "01 99 88 77 66");
  const newEmail = personEmail("jean.nouveau");
  const counter = countingD1(env.DB);
  const result = await correctPerson(createDb(counter.binding), staff, { email, phone: `+33 ${phone.slice(1)}`, newEmail: newEmail.toUpperCase(), newPhone: "07 00 11 22 33" });
  expect(result).toEqual({ ok: true, updated: 6, byKind: { contact_request: 1, simulation: 1, devis: 1, visitor_info: 1, terrain_request: 1, newsletter_subscriber: 1 } });
  // The writes are one batch: updates, register answer and journal together.
  const writes = counter.calls.filter((call) => call.startsWith("batch"));
  expect(writes.at(-1)).toBe("batch of 12");

  expect(await value("select email, phone from contact_requests where id = ?", person.contact.id)).toEqual({ email: newEmail, phone: "07 00 11 22 33" });
  expect(await value("select user_email, user_phone from simulations where id = ?", person.simulation.id)).toEqual({ user_email: newEmail, user_phone: "07 00 11 22 33" });
  expect(await value("select email, phone from visitor_info where id = ?", person.consent.id)).toEqual({ email: newEmail, phone: "07 00 11 22 33" });
  expect(await value("select email from terrain_requests where id = ?", person.terrain.id)).toEqual({ email: newEmail });
  expect(await value("select client_email, client_phone from devis where id = ?", person.quote.id)).toEqual({ client_email: newEmail, client_phone: "07 00 11 22 33" });
  expect(await value("select email from newsletter_subscribers where id = ?", person.subscriber.id)).toEqual({ email: newEmail });
  expect(await value("select email, phone from contact_requests where id = ?", alike.contact.id)).toEqual({ email: alike.contact.email, phone: "01 99 88 77 66" });

  // The person is found under the new address, with what was sent to the old one kept as sent.
  const found = await findPerson(db(), { email: newEmail });
  expect(found.groups.find((g) => g.kind === "contact_request")?.records.map((r) => r.id)).toContain(person.contact.id);
  expect(await value(`select "to" from email_outbox where id = ?`, person.recap.id)).toEqual({ to: JSON.stringify([{ email: person.contact.email }]) });

  const [request] = await db()
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.emailHash, await emailHash(email)));
  expect(request).toMatchObject({ type: "rectification", handledBy: staff.id });
  expect(request.outcome).toBe("Rectification (adresse e-mail et téléphone) : 6 enregistrements modifiés.");
  const journal = await value("select details from audit_log where action = 'privacy.correct' order by id desc limit 1");
  expect(String(journal?.details)).not.toContain(newEmail);
  expect(String(journal?.details)).not.toContain(email);
});

test("a subscription never moves to an address already subscribed or erased; nothing changes", async () => {
  const staff = await createStaff("super_admin");
  const email = personEmail();
  const person = await seedPerson(email);
  const other = personEmail("deja");
  await seedPerson(other);
  expect(await correctPerson(db(), staff, { email, newEmail: other })).toEqual({ ok: false, reason: "newsletter-taken" });
  const erased = personEmail("efface");
  await db()
    .insert(newsletterSuppressions)
    .values({ emailHash: await emailHash(erased) });
  expect(await correctPerson(db(), staff, { email, newEmail: erased })).toEqual({ ok: false, reason: "newsletter-suppressed" });
  expect(await value("select email from contact_requests where id = ?", person.contact.id)).toEqual({ email: person.contact.email });
  expect(await correctPerson(db(), staff, { email, newEmail: email })).toEqual({ ok: false, reason: "nothing" });
  expect(await correctPerson(db(), staff, { email: personEmail("inconnu"), newEmail: personEmail("x") })).toEqual({ ok: false, reason: "not-found" });
});
