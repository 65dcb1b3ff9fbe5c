// The CGV are versioned (docs/decisions/630): staff edit the CGV page, a super admin publishes
// its saved text as the next version, /cgv shows the version in force, a devis carries the
// version in force when it is sent and its acceptance records that one; a published version
// never changes. The seed makes the reviewed text version 1 (docs/decisions/631).
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { cgvVersions, devisAcceptances } from "~/db/schema";
import { CGV_MESSAGES } from "~/lib/cgv/versions.server";
import { acceptDevis } from "~/lib/devis/client.server";
import { sha256Hex } from "~/lib/sha256.server";
import { cgvStatements, seedDatabase } from "../../seed";
import { CGV_SEEDED_2025_05_10 } from "../../seed/data/cgv-previous";
import { CGV_V1_SHA256, pages as seededPages } from "../../seed/data/pages";
import { clientDeps, completeDraft, devisRow, editor, fillLegalFacts, sendDeps, sentDevis, signerCodeFor } from "../factories/devis";
import { db, flashOf, request } from "../helpers";
import { lastAudit, postForm, publicPage, staffCookie } from "./admin-content-helpers";
import { sendDevis } from "~/lib/devis/send.server";

beforeAll(async () => {
  await seedDatabase(db());
  await fillLegalFacts();
});

const SEEDED = seededPages.find((page) => page.slug === "cgv")?.content ?? "";
const cgvPageId = async () => (await env.DB.prepare("select id from pages where slug = 'cgv'").first<{ id: number }>())?.id;
const versions = () => db().select().from(cgvVersions).orderBy(cgvVersions.version);

test("the seed makes the reviewed CGV version 1, once, with the SHA-256 of its text; an earlier seeded text nobody edited is brought up to date, an edited one is left alone", async () => {
  expect(await sha256Hex(SEEDED)).toBe(CGV_V1_SHA256);
  const [first, ...others] = await versions();
  expect(others).toEqual([]);
  expect(first).toMatchObject({ version: 1, content: SEEDED, sha256: CGV_V1_SHA256, publishedBy: null });

  // Seeding again changes nothing.
  await seedDatabase(db());
  expect(await versions()).toEqual([first]);

  // A database seeded before versioning: the old text is replaced, then becomes version 1.
  await env.DB.prepare("delete from cgv_versions").run();
  await env.DB.prepare("update pages set content = ? where slug = 'cgv'").bind(CGV_SEEDED_2025_05_10).run();
  for (const statement of cgvStatements(db())) await statement;
  expect((await env.DB.prepare("select content from pages where slug = 'cgv'").first<{ content: string }>())?.content).toBe(SEEDED);
  expect(await versions()).toMatchObject([{ version: 1, sha256: CGV_V1_SHA256 }]);

  // A page staff edited is not overwritten and does not become a version by itself.
  await env.DB.prepare("delete from cgv_versions").run();
  await env.DB.prepare("update pages set content = ? where slug = 'cgv'").bind("## Préambule\n\nTexte modifié par l'équipe.").run();
  for (const statement of cgvStatements(db())) await statement;
  expect((await env.DB.prepare("select content from pages where slug = 'cgv'").first<{ content: string }>())?.content).toBe("## Préambule\n\nTexte modifié par l'équipe.");
  expect(await versions()).toEqual([]);

  // Back to the seeded state for the next tests.
  await env.DB.prepare("update pages set content = ? where slug = 'cgv'").bind(SEEDED).run();
  for (const statement of cgvStatements(db())) await statement;
  expect(await versions()).toHaveLength(1);
});

test("a super admin publishes the saved CGV text as version 2: /cgv shows it, devis sent afterwards carry it, a devis sent before is accepted with version 1, and version 1 never changes", async () => {
  const staff = await editor();
  const before = await sentDevis(staff, {}, new Date("2026-03-09T09:30:00Z"));
  const [v1] = await versions();

  const id = await cgvPageId();
  const added = "## Intervention sur les terrains occupés\n\nLorsque le terrain est occupé, le Client prévient les occupants de la date de l'intervention.";
  // The page's text as staff saved it (its stored rendering is redone on the next reading).
  await env.DB.prepare("update pages set content = ?, content_html = '' where slug = 'cgv'").bind(`${SEEDED}\n\n${added}`).run();

  const { cookie: editorCookie } = await staffCookie("editor");
  const editorView = await (await fetchPage(id, editorCookie)).text();
  expect(editorView).toContain("Versions des CGV");
  expect(editorView).toContain("Version 1");
  expect(editorView).toContain("(en vigueur)");
  expect(editorView).toContain("un super administrateur peut le publier comme version 2");
  expect(editorView).not.toContain("Publier le texte enregistré comme version 2 des CGV");

  const { staff: admin, cookie } = await staffCookie("super_admin");
  expect(await (await fetchPage(id, cookie)).text()).toContain("Publier le texte enregistré comme version 2 des CGV");
  const res = await postForm(`/admin/pages/${id}`, cookie, { intent: "publish-cgv" });
  expect(res.status).toBe(302);
  expect(flashOf(res)?.message).toBe(CGV_MESSAGES.published(2));
  const all = await versions();
  expect(all).toHaveLength(2);
  expect(all[0]).toEqual(v1);
  expect(all[1]).toMatchObject({ version: 2, content: `${SEEDED}\n\n${added}`, sha256: await sha256Hex(`${SEEDED}\n\n${added}`), publishedBy: admin.id });
  expect(await lastAudit("cgv.publish")).toMatchObject({ actor_id: admin.id, target_id: "2" });

  // The same text again is refused, in French, and publishes nothing.
  const again = await postForm(`/admin/pages/${id}`, cookie, { intent: "publish-cgv" });
  expect(again.status).toBe(409);
  expect(await again.text()).toContain(CGV_MESSAGES.unchanged.replaceAll("'", "&#x27;"));
  expect(await versions()).toHaveLength(2);

  const page = await publicPage("/cgv");
  expect(page.body).toContain("Version 2, en vigueur depuis le");
  expect(page.body).toContain("Intervention sur les terrains occupés");

  const after = await sentDevis(staff, {}, new Date("2026-03-10T09:30:00Z"));
  expect(await devisRow(after.id)).toMatchObject({ cgvVersion: 2, cgvSha256: all[1].sha256 });
  const outcome = await acceptDevis(
    clientDeps(),
    before.token,
    { signerName: "Claire Dubois", signerQuality: "Propriétaire", withdrawalChoice: "attendre", code: await signerCodeFor(before, new Date("2026-03-11T09:25:00Z")) },
    { ip: null, userAgent: null },
    new Date("2026-03-11T09:30:00Z"),
  );
  expect(outcome).toEqual({ ok: true });
  const [proof] = await db().select().from(devisAcceptances).where(eq(devisAcceptances.devisId, before.id));
  expect(proof).toMatchObject({ cgvVersion: 1, cgvSha256: CGV_V1_SHA256 });
  // The client's page names the version its PDF carries, not the one /cgv shows today.
  const clientPage = await (await request(`/devis/${before.token}`)).text();
  expect(clientPage).toContain("Nos conditions générales de vente, version 1, reproduites en dernières pages du devis PDF");
});

test("an unpublished CGV page cannot become a version, and a devis cannot be sent while no CGV version exists", async () => {
  const id = await cgvPageId();
  const { cookie } = await staffCookie("super_admin");
  await env.DB.prepare("update pages set status = 'draft', content = content || '\n\nAjout non publié.' where slug = 'cgv'").run();
  const count = (await versions()).length;
  const res = await postForm(`/admin/pages/${id}`, cookie, { intent: "publish-cgv" });
  expect(res.status).toBe(409);
  expect(await res.text()).toContain(CGV_MESSAGES.notPublished.replaceAll("'", "&#x27;"));
  expect(await versions()).toHaveLength(count);

  await env.DB.prepare("delete from cgv_versions").run();
  const staff = await editor();
  const draft = await completeDraft(staff);
  const sent = await sendDevis(sendDeps(), staff, draft.id, draft.version);
  expect(sent.ok).toBe(false);
  expect(sent).toMatchObject({
    reason: "problems",
    problems: expect.arrayContaining([expect.objectContaining({ message: expect.stringContaining("Aucune version des conditions générales de vente n'est publiée") })]),
  });
  expect(await devisRow(draft.id)).toMatchObject({ status: "brouillon", pdfKey: null, cgvVersion: null });
});

/** The page's screen as HTML, React's comment separators removed. */
const fetchPage = async (id: number | undefined, cookie: string) => ({
  text: async () => (await (await request(`/admin/pages/${id}`, { headers: { cookie } })).text()).replaceAll("<!-- -->", ""),
});
