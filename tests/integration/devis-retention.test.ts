// What the personal-data screen and the nightly purge do with devis (docs/decisions/340,
// 620–622): an accepted devis is a contract, kept with its proof and signed PDF for
// CONTRACT_RETENTION_YEARS after its acceptance, the reason shown to staff; any other devis
// of the person is erased with its PDFs, history and e-mails.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { acceptDevis } from "~/lib/devis/client.server";
import { purgeDevis } from "~/lib/devis/retention.server";
import { erasePerson, erasureSummary, planErasure, planFingerprint } from "~/lib/privacy/erase.server";
import { findPerson } from "~/lib/privacy/find.server";
import { CONTRACT_RETENTION_YEARS, PROSPECT_RETENTION_YEARS } from "~/lib/privacy/retention";
import { createStaff } from "../factories/staff";
import { clientDeps, signerCodeFor, devisRow, editor, fillLegalFacts, seedDevisCatalogue, sentDevis } from "../factories/devis";
import { db } from "../helpers";

const YEAR = 365.25 * 86_400_000;
const count = async (query: string, ...binds: Array<unknown>) =>
  Number(
    await env.DB.prepare(query)
      .bind(...binds)
      .first("n"),
  );
const stored = async (key: string | null) => (key ? (await env.ATTACHMENTS.head(key)) !== null : false);

let staff: Awaited<ReturnType<typeof editor>>;
beforeAll(async () => {
  await fillLegalFacts();
  await seedDevisCatalogue();
  staff = await editor();
});

/** A devis sent to `email` and accepted online by its client. */
async function acceptedDevis(email: string) {
  const sent = await sentDevis(staff, { clientEmail: email });
  const outcome = await acceptDevis(
    clientDeps(),
    sent.token,
    { signerName: "Claire Dubois", signerQuality: "Propriétaire du terrain", withdrawalChoice: "commencer", code: await signerCodeFor(sent) },
    { ip: "203.0.113.9", userAgent: "test" },
  );
  expect(outcome).toEqual({ ok: true });
  return devisRow(sent.id);
}

describe("erasing a person who has devis", () => {
  test("an accepted devis stays with its proof, signed PDF and e-mails, the reason shown; a devis never accepted goes with its PDF, history and e-mails", async () => {
    const admin = await createStaff("super_admin");
    const email = `client-${crypto.randomUUID().slice(0, 8)}@exemple.fr`;
    const accepted = await acceptedDevis(email);
    const other = await sentDevis(staff, { clientEmail: email });
    const otherRow = await devisRow(other.id);
    expect(await stored(accepted.signedPdfKey)).toBe(true);
    expect(await stored(otherRow.pdfKey)).toBe(true);

    const found = await findPerson(db(), { email });
    const devisGroup = found.groups.find((g) => g.kind === "devis");
    expect(devisGroup?.records.find((r) => r.id === accepted.id)).toMatchObject({ action: "keep" });
    expect(devisGroup?.records.find((r) => r.id === accepted.id)?.reason).toContain("Code de commerce, art. L110-4 et L123-22");
    expect(devisGroup?.records.find((r) => r.id === other.id)).toMatchObject({ action: "delete" });
    // The screen says it before anything is erased.
    expect(erasureSummary(found).find((l) => l.kind === "devis" && l.action === "keep")).toMatchObject({
      count: 1,
      note: expect.stringContaining(`${CONTRACT_RETENTION_YEARS} ans`),
    });

    const result = await erasePerson({ db: db(), bucket: env.ATTACHMENTS }, admin, { email }, await planFingerprint(planErasure(found)));
    expect(result).toMatchObject({ ok: true, done: true });

    // The contract, its proof and its files are all still there.
    expect(await count("select count(*) as n from devis where id = ? and client_email = ?", accepted.id, email)).toBe(1);
    expect(await count("select count(*) as n from devis_acceptances where devis_id = ?", accepted.id)).toBe(1);
    expect(await stored(accepted.pdfKey)).toBe(true);
    expect(await stored(accepted.signedPdfKey)).toBe(true);
    expect(await count("select count(*) as n from email_outbox where related_type = 'devis' and related_id = ?", accepted.id)).toBeGreaterThan(0);
    // The devis never accepted is gone, with everything that was its own.
    expect(await count("select count(*) as n from devis where id = ?", other.id)).toBe(0);
    expect(await count("select count(*) as n from devis_events where devis_id = ?", other.id)).toBe(0);
    expect(await count("select count(*) as n from email_outbox where related_type = 'devis' and related_id = ?", other.id)).toBe(0);
    expect(await stored(otherRow.pdfKey)).toBe(false);
  });
});

describe("the nightly purge of devis", () => {
  test("a devis not accepted goes 3 years after its last change, an accepted one 10 years after its acceptance, each with its files and history", async () => {
    const email = `purge-${crypto.randomUUID().slice(0, 8)}@exemple.fr`;
    const accepted = await acceptedDevis(email);
    const refused = await devisRow((await sentDevis(staff, { clientEmail: email })).id);
    const now = new Date();
    // Just inside each period: nothing goes.
    await env.DB.prepare("update devis set updated_at = ? where id = ?")
      .bind(now.getTime() - (PROSPECT_RETENTION_YEARS - 0.1) * YEAR, refused.id)
      .run();
    await env.DB.prepare("update devis set answered_at = ?, updated_at = ? where id = ?")
      .bind(now.getTime() - (CONTRACT_RETENTION_YEARS - 0.1) * YEAR, now.getTime() - (CONTRACT_RETENTION_YEARS - 0.1) * YEAR, accepted.id)
      .run();
    await purgeDevis({ db: db(), bucket: env.ATTACHMENTS }, now);
    expect(await count("select count(*) as n from devis where id in (?, ?)", accepted.id, refused.id)).toBe(2);

    // Past each period: both go, with their PDFs, proof, history and e-mails.
    const later = new Date(now.getTime() + 0.2 * YEAR);
    const purged = await purgeDevis({ db: db(), bucket: env.ATTACHMENTS }, later);
    expect(purged.devis).toBeGreaterThanOrEqual(2);
    expect(await count("select count(*) as n from devis where id in (?, ?)", accepted.id, refused.id)).toBe(0);
    expect(await count("select count(*) as n from devis_acceptances where devis_id = ?", accepted.id)).toBe(0);
    expect(await count("select count(*) as n from devis_events where devis_id in (?, ?)", accepted.id, refused.id)).toBe(0);
    expect(await count("select count(*) as n from email_outbox where related_type = 'devis' and related_id in (?, ?)", accepted.id, refused.id)).toBe(0);
    for (const key of [accepted.pdfKey, accepted.signedPdfKey, refused.pdfKey]) expect(await stored(key)).toBe(false);
  });
});
