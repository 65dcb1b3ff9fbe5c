import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { privacyErasures, privacyRequests } from "~/db/schema";
import { erasePerson, erasureSummary, finishPendingErasures, planErasure, planFingerprint } from "~/lib/privacy/erase.server";
import { findPerson } from "~/lib/privacy/find.server";
import { emailHash } from "~/lib/privacy/hash.server";
import { contractHold, INVENTORY, type InventoryEntry } from "~/lib/privacy/inventory.server";
import { CONTRACT_RETENTION_YEARS } from "~/lib/privacy/retention";
import { subscribeToNewsletter } from "~/lib/newsletter/newsletter.server";
import { faultyD1, isWrite } from "../faulty-d1";
import { createContactRequest } from "../factories/leads";
import { createStaff, jwtSecret } from "../factories/staff";
import { lookAlikes, personEmail, seedPerson, type SeededPerson } from "../factories/person";
import { db } from "../helpers";

const one = async (query: string, ...binds: Array<unknown>) =>
  (
    await env.DB.prepare(query)
      .bind(...binds)
      .first<{ n: number }>()
  )?.n;

/** What is left of the person in D1 and R2. */
async function leftOf(person: SeededPerson) {
  return {
    contacts: await one("select count(*) as n from contact_requests where id = ?", person.contact.id),
    attachments: await one("select count(*) as n from contact_attachments where request_id = ?", person.contact.id),
    file: (await env.ATTACHMENTS.get(person.attachment.r2Key)) !== null,
    simulations: await one("select count(*) as n from simulations where id = ?", person.simulation.id),
    consents: await one("select count(*) as n from visitor_info where id = ?", person.consent.id),
    terrain: await one("select count(*) as n from terrain_requests where id = ?", person.terrain.id),
    newsletter: await one("select count(*) as n from newsletter_subscribers where id = ?", person.subscriber.id),
    emails: await one("select count(*) as n from email_outbox where id in (?, ?)", person.recap.id, person.notification.id),
    events: await one("select count(*) as n from lead_events where id in (?, ?)", person.note.id, person.reply.id),
  };
}

const GONE = { contacts: 0, attachments: 0, file: false, simulations: 0, consents: 0, terrain: 0, newsletter: 0, emails: 0, events: 0 };
const WHOLE = { contacts: 1, attachments: 1, file: true, simulations: 1, consents: 1, terrain: 1, newsletter: 1, emails: 2, events: 2 };

async function confirmedErasure(email: string, database = db()) {
  const found = await findPerson(database, { email });
  return planFingerprint(planErasure(found));
}

test("erasing removes every record and R2 object, anonymises a note that cites the address, suppresses the newsletter address, and answers the register", async () => {
  const staff = await createStaff("super_admin");
  const email = personEmail();
  const person = await seedPerson(email);
  const alike = await seedPerson(lookAlikes(email)[0]);
  const found = await findPerson(db(), { email });
  const summary = erasureSummary(found);
  expect(summary.find((l) => l.kind === "contact_request")).toMatchObject({ action: "delete", count: 1 });
  expect(summary.find((l) => l.kind === "lead_event" && l.action === "anonymise")).toMatchObject({ count: 1 });

  const result = await erasePerson({ db: db(), bucket: env.ATTACHMENTS }, staff, { email }, await planFingerprint(planErasure(found)));
  expect(result).toMatchObject({ ok: true, done: true });

  expect(await leftOf(person)).toEqual(GONE);
  expect(await leftOf(alike)).toEqual(WHOLE);
  const mention = await env.DB.prepare("select body from lead_events where id = ?").bind(person.mention.id).first<{ body: string }>();
  expect(mention?.body).toBe("Voisin de [adresse effacée] : même lotissement, contacter [adresse effacée].");
  expect(await env.DB.prepare("select actor_email from audit_log where id = ?").bind(person.signIn.id).first("actor_email")).toBeNull();
  expect(await one("select count(*) as n from newsletter_suppressions where email_hash = ?", await emailHash(email))).toBe(1);

  const [request] = await db()
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.emailHash, await emailHash(email)));
  expect(request).toMatchObject({ type: "effacement", handledBy: staff.id });
  // Acted on, but not answered: the answer e-mail makes it « Traitée » (docs/decisions/345).
  expect(request.actedAt).not.toBeNull();
  expect(request.answeredAt).toBeNull();
  expect(request.outcome).toContain("supprimé");
  // The job and the journal hold ids and counts, never the address.
  const [job] = await db()
    .select()
    .from(privacyErasures)
    .where(eq(privacyErasures.id, result.ok ? result.id : 0));
  expect(job.status).toBe("done");
  expect(JSON.stringify(job.plan).toLowerCase()).not.toContain(email.toLowerCase());
  const journal = await env.DB.prepare("select details from audit_log where action = 'privacy.erase' order by id desc limit 1").first<{ details: string }>();
  expect(journal?.details).not.toContain(email);
  expect(JSON.parse(journal?.details ?? "{}")).toMatchObject({ deleted: expect.any(Number), kept: expect.any(Number) });

  // Found again: only what is kept, each with its reason.
  const after = await findPerson(db(), { email });
  expect(after.groups.flatMap((g) => g.records.map((r) => r.action))).toEqual(after.groups.flatMap((g) => g.records.map(() => "keep")));
  expect(after.groups.map((g) => g.kind).sort()).toEqual(["newsletter_suppression", "privacy_erasure", "privacy_request"]);
});

test("an erased newsletter address can never subscribe again, by the public form nor by an import", async () => {
  const staff = await createStaff("super_admin");
  const email = personEmail("lecteur");
  await seedPerson(email);
  await erasePerson({ db: db(), bucket: env.ATTACHMENTS }, staff, { email }, await confirmedErasure(email));
  const deps = { db: db(), queue: env.MAIL_QUEUE, origin: "https://x.test", secret: jwtSecret() };
  for (const source of ["actualites", "import"]) {
    const answer = await subscribeToNewsletter(deps, { email: email.toUpperCase(), source });
    // The same answer as for anyone: the form never tells who was erased.
    expect(answer).toEqual({ ok: true, confirmationQueued: false });
  }
  expect(await one("select count(*) as n from newsletter_subscribers where lower(email) = ?", email)).toBe(0);
  expect(await one(`select count(*) as n from email_outbox where "to" like ?`, `%${email}%`)).toBe(0);
  // Another address still subscribes.
  expect(await subscribeToNewsletter(deps, { email: personEmail("autre") })).toEqual({ ok: true, confirmationQueued: true });
});

test("a confirmation that no longer matches the records (a new request arrived) erases nothing", async () => {
  const staff = await createStaff("super_admin");
  const email = personEmail();
  const person = await seedPerson(email);
  const fingerprint = await confirmedErasure(email);
  const late = await createContactRequest({ email });
  const result = await erasePerson({ db: db(), bucket: env.ATTACHMENTS }, staff, { email }, fingerprint);
  expect(result).toEqual({ ok: false, reason: "changed" });
  expect(await leftOf(person)).toEqual(WHOLE);
  expect(await one("select count(*) as n from contact_requests where id = ?", late.id)).toBe(1);
});

test("a D1 failure in the erasing batch leaves the job pending with nothing half-done in D1; the daily cron finishes it", async () => {
  const staff = await createStaff("super_admin");
  const email = personEmail();
  const person = await seedPerson(email);
  const fingerprint = await confirmedErasure(email);
  // The job's insert is the 3rd write (request, its journal… ), the erasing batch comes after: fail a delete of it.
  const faulty = faultyD1(env.DB, { counts: (query) => isWrite(query) && /^delete from "contact_requests"/i.test(query), failAt: 1 });
  const result = await erasePerson({ db: createDb(faulty.binding), bucket: env.ATTACHMENTS }, staff, { email }, fingerprint);
  expect(faulty.failed).toHaveLength(1);
  expect(result).toMatchObject({ ok: true, done: false });
  // R2 went first; D1 rolled the whole batch back: every row is still there, the job pending.
  expect(await leftOf(person)).toEqual({ ...WHOLE, file: false });
  const [job] = await db()
    .select()
    .from(privacyErasures)
    .where(eq(privacyErasures.id, result.ok ? result.id : 0));
  expect(job).toMatchObject({ status: "pending", attempts: 1 });
  expect(job.lastError).toContain("fault_injected_by_test");

  expect(await finishPendingErasures({ db: db(), bucket: env.ATTACHMENTS })).toBeGreaterThanOrEqual(1);
  expect(await leftOf(person)).toEqual(GONE);
  const [done] = await db().select().from(privacyErasures).where(eq(privacyErasures.id, job.id));
  expect(done.status).toBe("done");
  expect(await one("select count(*) as n from audit_log where action = 'privacy.erase_finished' and target_id = ?", String(job.id))).toBe(1);
  expect(await one("select count(*) as n from privacy_requests where id = ? and acted_at is not null", job.requestId)).toBe(1);
});

test("an R2 failure stops before D1: everything stays, and the cron finishes the job once R2 answers", async () => {
  const staff = await createStaff("super_admin");
  const email = personEmail();
  const person = await seedPerson(email);
  const fingerprint = await confirmedErasure(email);
  const broken = new Proxy(env.ATTACHMENTS, {
    get(target, property) {
      if (property === "delete") return async () => Promise.reject(new Error("R2 indisponible"));
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const result = await erasePerson({ db: db(), bucket: broken }, staff, { email }, fingerprint);
  expect(result).toMatchObject({ ok: true, done: false });
  expect(await leftOf(person)).toEqual(WHOLE);
  const [job] = await db()
    .select()
    .from(privacyErasures)
    .where(eq(privacyErasures.id, result.ok ? result.id : 0));
  expect(job.lastError).toContain("R2 indisponible");

  await finishPendingErasures({ db: db(), bucket: env.ATTACHMENTS });
  expect(await leftOf(person)).toEqual(GONE);
});

// The legal hold, as the devis domain will declare it: a table of devis whose accepted ones
// are contracts. The table exists for this test only; the inventory is extended, not mocked.
const testDevis = sqliteTable("test_devis_privacy", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  clientEmail: text("client_email").notNull(),
  acceptedAt: integer("accepted_at", { mode: "timestamp_ms" }),
});
const devisEntry: InventoryEntry = {
  kind: "test_devis",
  label: "Devis",
  description: "Devis de test",
  table: testDevis,
  key: testDevis.id,
  columns: [{ column: testDevis.clientEmail, holds: "email" }],
  match: { email: [sql`lower(${testDevis.clientEmail})`] },
  retention: `${CONTRACT_RETENTION_YEARS} ans après l'acceptation.`,
  legalBasis: "contrat",
  erase: "delete",
  eraseNote: "Supprimé s'il n'a pas été accepté.",
  hold: contractHold(testDevis.acceptedAt),
  title: (r) => `Devis ${r.id}`,
  date: () => null,
  fields: [],
};

test("an accepted devis (a contract) is kept for its legal period with the reason; a devis never accepted, or accepted over 10 years ago, is erased", async () => {
  await env.DB.exec("create table if not exists test_devis_privacy (id integer primary key autoincrement, client_email text not null, accepted_at integer)");
  const email = personEmail("client");
  const year = 365.25 * 86400_000;
  const insert = (acceptedAt: number | null) =>
    env.DB.prepare("insert into test_devis_privacy (client_email, accepted_at) values (?, ?) returning id").bind(email, acceptedAt).first<{ id: number }>();
  const accepted = await insert(Date.now() - 2 * year);
  const draft = await insert(null);
  const old = await insert(Date.now() - (CONTRACT_RETENTION_YEARS + 1) * year);
  const entries = [...INVENTORY.filter((e) => e.match !== "anonymous"), devisEntry];
  const found = await findPerson(db(), { email }, entries);
  const records = found.groups.find((g) => g.kind === "test_devis")?.records ?? [];
  expect(records.find((r) => r.id === accepted?.id)).toMatchObject({ action: "keep" });
  expect(records.find((r) => r.id === accepted?.id)?.reason).toContain("Code de commerce, art. L110-4 et L123-22");
  expect(records.find((r) => r.id === draft?.id)).toMatchObject({ action: "delete" });
  expect(records.find((r) => r.id === old?.id)).toMatchObject({ action: "delete" });
  const summary = erasureSummary(found, entries).filter((l) => l.kind === "test_devis");
  expect(summary).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ action: "keep", count: 1, note: expect.stringContaining("10 ans") }),
      expect.objectContaining({ action: "delete", count: 2 }),
    ]),
  );
  await env.DB.exec("drop table test_devis_privacy");
});
