import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { seedDatabase } from "../../seed";
import { db, flashOf, followRedirect } from "../helpers";
import { esc, lastAudit, postForm, publicPage, staffCookie } from "./admin-content-helpers";

beforeAll(async () => {
  await seedDatabase(db());
});

const QUOTE = "Le rapport G5 a permis à notre assureur de trancher en trois semaines : origine des fissures établie, reprise en sous-œuvre chiffrée.";

async function row(quote: string) {
  return env.DB.prepare("select * from testimonials where quote = ?").bind(quote).first<Record<string, unknown>>();
}

test("a testimonial needs a text and an author; nothing is saved without them", async () => {
  const { cookie } = await staffCookie();
  const res = await postForm("/admin/testimonials?dialog=new", cookie, { intent: "create", quote: "", author: "" });
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(html).toContain("Le témoignage est requis");
  expect(html).toContain(esc("L'auteur est requis"));
  expect(html).toContain('role="dialog"');
});

test("an active testimonial first in order shows on the home and on a city without testimonials of its own; inactive, it disappears", async () => {
  const { staff, cookie } = await staffCookie();
  const res = await postForm("/admin/testimonials?dialog=new", cookie, {
    intent: "create",
    quote: QUOTE,
    author: "Hélène V.",
    position: "Gestionnaire sinistres",
    company: "Mutuelle d'assurance, Val-de-Marne",
    isActive: "on",
    displayOrder: "0",
  });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin/testimonials");
  expect(flashOf(res)?.message).toBe("Témoignage créé");
  const created = await row(QUOTE);
  expect(created).toMatchObject({ author: "Hélène V.", is_active: 1, display_order: 0, updated_by: staff.id });
  expect(await lastAudit("testimonial.create")).toMatchObject({ actor_id: staff.id, target_id: String(created?.id) });

  const text = esc(QUOTE);
  expect((await publicPage("/")).body).toContain(text);
  expect((await publicPage("/villes/nantes")).body).toContain(text);
  // Rouen has testimonials of its own: they stay.
  const rouen = await publicPage("/villes/rouen");
  expect(rouen.body).not.toContain(text);
  expect(rouen.body).toContain("Témoignages");

  const off = await postForm(`/admin/testimonials?dialog=edit&id=${created?.id}`, cookie, {
    intent: "update",
    id: String(created?.id),
    version: String(created?.version),
    quote: QUOTE,
    author: "Hélène V.",
    position: "Gestionnaire sinistres",
    company: "Mutuelle d'assurance, Val-de-Marne",
    displayOrder: "0",
  });
  expect(off.status).toBe(302);
  expect(flashOf(off)?.message).toBe("Témoignage mis à jour");
  expect(JSON.parse(String((await lastAudit("testimonial.update"))?.details)).changes).toEqual(["isActive"]);
  expect((await publicPage("/")).body).not.toContain(text);
  expect((await publicPage("/villes/nantes")).body).not.toContain(text);

  const stale = await postForm(`/admin/testimonials?dialog=edit&id=${created?.id}`, cookie, {
    intent: "update",
    id: String(created?.id),
    version: String(created?.version),
    quote: QUOTE,
    author: "Écrasement",
  });
  expect(stale.status).toBe(409);
  expect((await row(QUOTE))?.author).toBe("Hélène V.");
});

test("the list shows authors in display order with their status; deleting asks first and audits", async () => {
  const { staff, cookie } = await staffCookie();
  const { html } = await followRedirect(new Response(null, { status: 302, headers: { location: "/admin/testimonials?active=oui" } }), cookie);
  expect(html).toContain("Nathalie R.");
  expect(html).toContain("Actif");
  await postForm("/admin/testimonials?dialog=new", cookie, { intent: "create", quote: "Témoignage à supprimer, saisi par erreur.", author: "Test" });
  const target = await row("Témoignage à supprimer, saisi par erreur.");
  expect(target?.is_active).toBe(0);
  const confirm = await followRedirect(new Response(null, { status: 302, headers: { location: `/admin/testimonials?dialog=delete&id=${target?.id}` } }), cookie);
  expect(confirm.html).toContain("Cette action est irréversible");
  const res = await postForm(`/admin/testimonials?dialog=delete&id=${target?.id}`, cookie, { intent: "delete", id: String(target?.id) });
  expect(flashOf(res)?.message).toBe("Témoignage supprimé");
  expect(await row("Témoignage à supprimer, saisi par erreur.")).toBeNull();
  expect(await lastAudit("testimonial.delete")).toMatchObject({ actor_id: staff.id, target_id: String(target?.id) });
});

test("a dialog saved with JavaScript (a .data post) goes back to the list page, not to its data URL", async () => {
  const { cookie } = await staffCookie();
  const res = await postForm("/admin/testimonials.data?dialog=new&page=1", cookie, {
    intent: "create",
    quote: "Sondages réalisés en une journée malgré un accès difficile.",
    author: "Luc P.",
  });
  expect(res.status).toBe(202);
  const body = await res.text();
  expect(body).toContain('"/admin/testimonials?page=1"');
  expect(body).not.toContain("testimonials.data");
});
