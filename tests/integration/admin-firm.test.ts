// The firm's back-office screens (docs/decisions/753): Équipe, Qualifications et assurances,
// Références — built with the admin kit: saves audited, 409 on a stale version, médiathèque
// photos that must exist and, once shown to the public, have a text alternative.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { missingAltMessage } from "~/lib/media/alt.server";
import { MEDIA_REFERENCE_MESSAGE } from "~/lib/media/url";
import { seedDatabase } from "../../seed";
import { createMediaFile } from "../factories/content";
import { db, flashOf, request } from "../helpers";
import { esc, lastAudit, postForm, staffCookie } from "./admin-content-helpers";

beforeAll(async () => {
  await seedDatabase(db());
});

const one = <T = Record<string, unknown>>(query: string, ...binds: Array<unknown>) =>
  env.DB.prepare(query)
    .bind(...binds)
    .first<T>();

describe("Équipe", () => {
  const PATH = "/admin/equipe";
  const fields = (name: string, photo = "") => ({ name, jobTitle: "Ingénieure géotechnicienne", photo, bio: "Missions G2 en Seine-et-Marne.", displayOrder: "2" });

  test("a photo without alt text is refused in French and nothing is stored; with alt text the member is created and audited", async () => {
    const { staff, cookie } = await staffCookie("editor");
    const bare = await createMediaFile(staff.id, { name: "portrait-sans-alt.png" });
    const refused = await postForm(`${PATH}?dialog=new`, cookie, { intent: "create", ...fields("Claire Martin", bare.url) });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(esc(missingAltMessage("portrait-sans-alt.png")));
    expect(await one("select id from team_members where name = 'Claire Martin'")).toBeNull();

    const unknown = await postForm(`${PATH}?dialog=new`, cookie, { intent: "create", ...fields("Claire Martin", `/media/${"a".repeat(32)}.png`) });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain(esc(MEDIA_REFERENCE_MESSAGE));

    const portrait = await createMediaFile(staff.id, { name: "portrait-claire.png", alt: "Portrait de Claire Martin" });
    const created = await postForm(`${PATH}?dialog=new`, cookie, { intent: "create", ...fields("Claire Martin", portrait.url) });
    expect(created.status).toBe(302);
    expect(flashOf(created)?.message).toBe("Membre de l'équipe ajouté");
    const row = await one<{ id: number; photo: string; display_order: number; updated_by: number; version: number }>("select * from team_members where name = 'Claire Martin'");
    expect(row).toMatchObject({ photo: portrait.url, display_order: 2, updated_by: staff.id, version: 1 });
    expect(await lastAudit("team.create")).toMatchObject({ actor_id: staff.id, target_id: String(row?.id) });
    expect(await (await request(`${PATH}?q=Martin`, { headers: { cookie } })).text()).toContain("Ingénieure géotechnicienne");
  });

  test("an edit at an old version answers 409 and overwrites nothing; deleting audits", async () => {
    const { staff, cookie } = await staffCookie("editor");
    await postForm(`${PATH}?dialog=new`, cookie, { intent: "create", ...fields("Hugo Petit") });
    const id = Number((await one<{ id: number }>("select id from team_members where name = 'Hugo Petit'"))?.id);
    const edit = (version: number, jobTitle: string) => postForm(`${PATH}?dialog=edit&id=${id}`, cookie, { intent: "update", id, version, ...fields("Hugo Petit"), jobTitle });
    expect((await edit(1, "Technicien sondeur")).status).toBe(302);
    const stale = await edit(1, "Écrasement");
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("a été modifié par");
    expect(await one("select job_title, version from team_members where id = ?", id)).toEqual({ job_title: "Technicien sondeur", version: 2 });
    expect(await lastAudit("team.update")).toMatchObject({ actor_id: staff.id, target_id: String(id) });
    const deleted = await postForm(`${PATH}?dialog=delete&id=${id}`, cookie, { intent: "delete", id });
    expect(flashOf(deleted)?.message).toBe("Membre de l'équipe supprimé");
    expect(await one("select id from team_members where id = ?", id)).toBeNull();
    expect(await lastAudit("team.delete")).toMatchObject({ actor_id: staff.id, target_id: String(id) });
  });
});

describe("Qualifications et assurances", () => {
  const PATH = "/admin/qualifications";
  const fields = (label: string, validUntil = "2031-12-31") => ({ kind: "qualification", label, number: "17 04 1234", issuer: "OPQIBI", validUntil, displayOrder: "1" });

  test("created, listed with its validity and audited; an impossible day is refused; a stale edit answers 409; deleting audits", async () => {
    const { staff, cookie } = await staffCookie("editor");
    const bad = await postForm(`${PATH}?dialog=new`, cookie, { intent: "create", ...fields("OPQIBI 1001", "2031-02-30") });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(esc("Date de fin de validité invalide"));

    const created = await postForm(`${PATH}?dialog=new`, cookie, { intent: "create", ...fields("Qualification OPQIBI 1001 – Étude géotechnique") });
    expect(created.status).toBe(302);
    const row = await one<{ id: number }>("select id from credentials where label like 'Qualification OPQIBI 1001%'");
    expect(await lastAudit("credential.create")).toMatchObject({ actor_id: staff.id, target_id: String(row?.id) });
    expect(await (await request(`${PATH}?kind=qualification`, { headers: { cookie } })).text()).toContain("Jusqu&#x27;au 31/12/2031");

    const id = Number(row?.id);
    const edit = (version: number, issuer: string) =>
      postForm(`${PATH}?dialog=edit&id=${id}`, cookie, { intent: "update", id, version, ...fields("Qualification OPQIBI 1001 – Étude géotechnique"), issuer });
    expect((await edit(1, "OPQIBI (Paris)")).status).toBe(302);
    expect((await edit(1, "Écrasement")).status).toBe(409);
    expect(await one("select issuer, version from credentials where id = ?", id)).toEqual({ issuer: "OPQIBI (Paris)", version: 2 });
    await postForm(`${PATH}?dialog=delete&id=${id}`, cookie, { intent: "delete", id });
    expect(await one("select id from credentials where id = ?", id)).toBeNull();
    expect(await lastAudit("credential.delete")).toMatchObject({ target_id: String(id) });
  });
});

describe("Références", () => {
  const PATH = "/admin/references";
  const meauxId = async () => Number((await one<{ id: number }>("select id from cities where slug = 'meaux'"))?.id);
  const fields = async (title: string, extra: Record<string, string | number | Array<string>> = {}) => ({
    title,
    cityId: await meauxId(),
    year: 2025,
    missions: ["G2", "G1"],
    clientType: "particulier",
    text: "Maison sur les argiles vertes du plateau de Brie : fondations descendues sous la zone de retrait.",
    isPublished: "on",
    ...extra,
  });

  test("a city outside the territory and a published photo without alt text are refused; unpublished, the same photo is accepted", async () => {
    const { staff, cookie } = await staffCookie("editor");
    const noCity = await postForm(`${PATH}?dialog=new`, cookie, { intent: "create", ...(await fields("Extension à Meaux", { cityId: 999_999 })) });
    expect(noCity.status).toBe(400);
    expect(await noCity.text()).toContain(esc("Choisissez une ville du territoire."));

    const bare = await createMediaFile(staff.id, { name: "chantier-sans-alt.png" });
    const published = await postForm(`${PATH}?dialog=new`, cookie, { intent: "create", ...(await fields("Extension à Meaux", { "photos[0]": bare.url })) });
    expect(published.status).toBe(400);
    expect(await published.text()).toContain(esc(missingAltMessage("chantier-sans-alt.png")));
    expect(await one("select id from project_references where title = 'Extension à Meaux'")).toBeNull();

    const { isPublished: _published, ...unpublished } = await fields("Extension à Meaux", { "photos[0]": bare.url });
    const draft = await postForm(`${PATH}?dialog=new`, cookie, { intent: "create", ...unpublished });
    expect(draft.status).toBe(302);
    expect(flashOf(draft)?.message).toBe("Référence créée");
    const row = await one<{ id: number; missions: string; photos: string; is_published: number; is_example: number }>(
      "select * from project_references where title = 'Extension à Meaux'",
    );
    expect(row).toMatchObject({ missions: '["G1","G2"]', photos: JSON.stringify([bare.url]), is_published: 0, is_example: 0 });
    expect(await lastAudit("reference.create")).toMatchObject({ actor_id: staff.id, target_id: String(row?.id) });
  });

  test("a published reference enters the search index; a stale edit answers 409; editing a seeded example makes it the firm's own; deleting audits and leaves the index", async () => {
    const { staff, cookie } = await staffCookie("editor");
    const created = await postForm(`${PATH}?dialog=new`, cookie, { intent: "create", ...(await fields("Pavillon sur gypse à Meaux")) });
    expect(created.status).toBe(302);
    const id = Number((await one<{ id: number }>("select id from project_references where title = 'Pavillon sur gypse à Meaux'"))?.id);
    expect(await one("select url from search_index where kind = 'reference' and ref = ?", String(id))).toEqual({ url: `/references#reference-${id}` });

    const edit = async (version: number, title: string) => postForm(`${PATH}?dialog=edit&id=${id}`, cookie, { intent: "update", id, version, ...(await fields(title)) });
    expect((await edit(1, "Pavillon sur gypse antéludien à Meaux")).status).toBe(302);
    const stale = await edit(1, "Écrasement");
    expect(stale.status).toBe(409);
    expect(await one("select title, version from project_references where id = ?", id)).toEqual({ title: "Pavillon sur gypse antéludien à Meaux", version: 2 });
    expect(await lastAudit("reference.update")).toMatchObject({ actor_id: staff.id, target_id: String(id) });

    const example = await one<{ id: number; version: number; title: string }>("select id, version, title from project_references where is_example = 1 limit 1");
    expect(example).not.toBeNull();
    const own = await postForm(`${PATH}?dialog=edit&id=${example?.id}`, cookie, {
      intent: "update",
      id: Number(example?.id),
      version: Number(example?.version),
      ...(await fields(String(example?.title))),
    });
    expect(own.status).toBe(302);
    expect(await one("select is_example from project_references where id = ?", example?.id)).toEqual({ is_example: 0 });

    await postForm(`${PATH}?dialog=delete&id=${id}`, cookie, { intent: "delete", id });
    expect(await one("select id from project_references where id = ?", id)).toBeNull();
    expect(await one("select url from search_index where kind = 'reference' and ref = ?", String(id))).toBeNull();
    expect(await lastAudit("reference.delete")).toMatchObject({ actor_id: staff.id, target_id: String(id) });
  });

  test("an author cannot open or post to the three screens", async () => {
    const { cookie } = await staffCookie("author");
    for (const path of ["/admin/equipe", "/admin/qualifications", "/admin/references"]) {
      const page = await request(path, { headers: { cookie } });
      expect(page.status, path).not.toBe(200);
      const post = await postForm(`${path}?dialog=new`, cookie, { intent: "create", name: "X", label: "X", title: "X" });
      expect([302, 403], path).toContain(post.status);
    }
    expect(await one("select count(*) as n from team_members where name = 'X'")).toEqual({ n: 0 });
  });
});
