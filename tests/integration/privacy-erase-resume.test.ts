// An erasure finishes even when new rows point at what it deletes, and a super admin can
// erase their own address. docs/decisions/729-privacy-search-boundaries.md
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { devisEvents, privacyErasures } from "~/db/schema";
import { recordAudit } from "~/lib/audit/audit.server";
import { erasePerson, finishPendingErasures, planErasure, planFingerprint } from "~/lib/privacy/erase.server";
import { findPerson } from "~/lib/privacy/find.server";
import { faultyD1, isWrite } from "../faulty-d1";
import { personEmail, seedPerson } from "../factories/person";
import { createStaff } from "../factories/staff";
import { db } from "../helpers";

const one = (query: string, ...binds: Array<unknown>) =>
  env.DB.prepare(query)
    .bind(...binds)
    .first<number>("n");

test("an erasure whose first attempt failed finishes at the nightly retry even though the client opened the devis link meanwhile (a new event of the devis)", async () => {
  const staff = await createStaff("super_admin");
  const email = personEmail();
  const person = await seedPerson(email);
  const fingerprint = await planFingerprint(planErasure(await findPerson(db(), { email })));
  const faulty = faultyD1(env.DB, { counts: (query) => isWrite(query) && /^delete from "contact_requests"/i.test(query), failAt: 1 });
  const result = await erasePerson({ db: createDb(faulty.binding), bucket: env.ATTACHMENTS }, staff, { email }, fingerprint);
  expect(result).toMatchObject({ ok: true, done: false });
  // Between the failed attempt and the retry: the link is opened, the expiry cron runs.
  await db().insert(devisEvents).values({ devisId: person.quote.id, type: "consulted", fromStatus: "envoye", toStatus: "consulte" });
  await db().insert(devisEvents).values({ devisId: person.quote.id, type: "expired", fromStatus: "consulte", toStatus: "expire" });

  expect(await finishPendingErasures({ db: db(), bucket: env.ATTACHMENTS })).toBeGreaterThanOrEqual(1);
  const [job] = await db()
    .select()
    .from(privacyErasures)
    .where(eq(privacyErasures.id, result.ok ? result.id : 0));
  expect(job.status).toBe("done");
  expect(await one("select count(*) as n from devis where id = ?", person.quote.id)).toBe(0);
  expect(await one("select count(*) as n from devis_events where devis_id = ?", person.quote.id)).toBe(0);
  expect(await one("select count(*) as n from contact_requests where id = ?", person.contact.id)).toBe(0);
});

test("a super admin erases their own address: the journal line of their own preview does not turn the confirmation into « changed »", async () => {
  const admin = await createStaff("super_admin");
  const found = await findPerson(db(), { email: admin.email });
  const fingerprint = await planFingerprint(planErasure(found));
  // What the preview journals (app/lib/privacy/actions.server.ts): a line naming the admin.
  await recordAudit(db(), { action: "privacy.find", actor: admin, details: { total: found.total, kinds: found.groups.length } });
  const result = await erasePerson({ db: db(), bucket: env.ATTACHMENTS }, admin, { email: admin.email }, fingerprint);
  expect(result).toMatchObject({ ok: true, done: true });
});
