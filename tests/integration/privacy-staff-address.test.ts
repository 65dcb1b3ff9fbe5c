// A search for a staff member's address finds what concerns them, not the e-mails of the
// clients whose devis carry them as Reply-To; and an e-mail of an accepted devis is kept as
// part of the contract whoever's search finds it. docs/decisions/729-privacy-search-boundaries.md
import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { createPersonExport } from "~/lib/privacy/export.server";
import { erasureSummary, planErasure } from "~/lib/privacy/erase.server";
import { findPerson } from "~/lib/privacy/find.server";
import { seedDatabase } from "../../seed";
import { editor, fillLegalFacts, sentDevis, signerCodeFor } from "../factories/devis";
import { createContactRequest } from "../factories/leads";
import { createStaff } from "../factories/staff";
import { BROWSER_USER_AGENT, db, request } from "../helpers";
import { readZip } from "../zip-reader";

let staff: Awaited<ReturnType<typeof editor>>;

beforeAll(async () => {
  await seedDatabase(db());
  await fillLegalFacts();
  staff = await editor();
});

const ACCEPT = { intent: "accept", signerName: "Claire Dubois", signerQuality: "Propriétaire du terrain", approval: "on", withdrawalChoice: "commencer" };

test("searching an engineer's address lists none of the clients' devis e-mails (their Reply-To), and keeps the acceptance e-mail of an accepted devis", async () => {
  const open = await sentDevis(staff, { clientEmail: "marc.lenoir@example.fr" });
  const accepted = await sentDevis(staff, { clientEmail: "paul.girard@example.fr" });
  const res = await request(`/devis/${accepted.token}`, {
    method: "POST",
    headers: { "cf-connecting-ip": "198.51.100.77", "user-agent": BROWSER_USER_AGENT },
    body: new URLSearchParams({ ...ACCEPT, code: await signerCodeFor(accepted) }),
  });
  expect(res.status).toBe(303);
  const replyToEngineer = await env.DB.prepare("select count(*) as n from email_outbox where related_id in (?, ?) and lower(json_extract(reply_to, '$.email')) = lower(?)")
    .bind(open.id, accepted.id, staff.email)
    .first<number>("n");
  expect(replyToEngineer).toBeGreaterThanOrEqual(2);

  const found = await findPerson(db(), { email: staff.email });
  const mails = found.groups.find((g) => g.kind === "email_outbox")?.records ?? [];
  const types = mails.map((r) => (r.row as { type: string }).type);
  for (const clientType of ["devis-sent", "devis-accepted-client"]) expect(types, clientType).not.toContain(clientType);
  const ownerCopy = mails.find((r) => (r.row as { type: string; relatedId: number }).type === "devis-accepted-owner" && (r.row as { relatedId: number }).relatedId === accepted.id);
  expect(ownerCopy).toMatchObject({ action: "keep" });
  expect(ownerCopy?.reason).toContain("Devis accepté");
  const plan = planErasure(found);
  expect(plan.deletes.find((d) => d.kind === "email_outbox")?.ids ?? []).not.toContain(ownerCopy?.id);
  expect(erasureSummary(found).some((line) => line.kind === "email_outbox" && line.action === "keep")).toBe(true);

  // The export holds no client's devis link.
  const admin = await createStaff("super_admin");
  const exported = await createPersonExport({ db: db(), bucket: env.ATTACHMENTS }, admin, { email: staff.email });
  const key = await env.DB.prepare("select r2_key as k from privacy_exports where id = ?").bind(exported.id).first<string>("k");
  const object = (await env.ATTACHMENTS.get(key ?? "")) as R2ObjectBody;
  const text = readZip(new Uint8Array(await object.arrayBuffer()))
    .filter((e) => e.path.endsWith(".json"))
    .map((e) => e.text())
    .join("\n");
  expect(text).not.toContain("marc.lenoir@example.fr");
  expect(text).not.toMatch(/\/devis\/[A-Za-z0-9_-]{43}/);
});

test("a visitor's own contact request notification is still found by their address (its Reply-To)", async () => {
  const email = `visiteur-${crypto.randomUUID().slice(0, 8)}@example.fr`;
  const contact = await createContactRequest({ email });
  await env.DB.prepare(
    "insert into email_outbox (message_id, type, \"to\", reply_to, subject, text, html, status, related_type, related_id, created_at, updated_at) values (?, 'contact-notification', ?, ?, 'Nouvelle demande', 'Demande', '<p>Demande</p>', 'sent', 'contact_request', ?, ?, ?)",
  )
    .bind(
      crypto.randomUUID(),
      JSON.stringify([{ email: "equipe@lutetia-geotechnique.test" }]),
      JSON.stringify({ email: email.toUpperCase(), name: "Visiteur" }),
      contact.id + 100000,
      Date.now(),
      Date.now(),
    )
    .run();
  const found = await findPerson(db(), { email });
  const types = (found.groups.find((g) => g.kind === "email_outbox")?.records ?? []).map((r) => (r.row as { type: string }).type);
  expect(types).toContain("contact-notification");
});
