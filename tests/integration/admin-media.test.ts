// The médiathèque: uploads checked by size and content, R2 object + D1 row, usages before
// deletion, and the public delivery at /media/{key}.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { media, services } from "~/db/schema";
import { createArticle, createMediaFile } from "../factories/content";
import { fixtures, imageBytes } from "../factories/images";
import { createPhotoWithVariants } from "../factories/media-variants";
import { pdfBytes, pngBytes, svgBytes } from "../factories/media";
import { createStaff, sessionCookieHeader } from "../factories/staff";
import { db, flashOf, request } from "../helpers";

async function author() {
  const user = await createStaff("author");
  return { user, cookie: await sessionCookieHeader(user) };
}

function upload(cookie: string, name: string, bytes: Uint8Array<ArrayBuffer>, type = "application/octet-stream", headers: Record<string, string> = {}) {
  const body = new FormData();
  body.append("file", new File([bytes], name, { type }));
  return request("/admin/media/upload", { method: "POST", headers: { cookie, accept: "application/json", ...headers }, body });
}

type Uploaded = { ok: boolean; message: string; media?: { id: number; key: string; url: string; width: number | null; height: number | null; variants: Array<unknown> } };

async function uploaded(cookie: string, name: string, bytes: Uint8Array<ArrayBuffer>) {
  const res = await upload(cookie, name, bytes);
  expect(res.status).toBe(201);
  return ((await res.json()) as Uploaded).media!;
}

describe("upload", () => {
  test("an image is stored in R2 under a new key with its D1 row, size and audit entry", async () => {
    const { user, cookie } = await author();
    const res = await upload(cookie, "Coupe géologique Saclay.png", await imageBytes(1600, 900), "image/png");
    expect(res.status).toBe(201);
    const answer = (await res.json()) as Uploaded;
    expect(answer).toMatchObject({ ok: true, message: "Fichier téléversé avec succès", media: { width: 1600, height: 900 } });
    const key = answer.media!.key;
    expect(key).toMatch(/^[a-f0-9]{32}-1600x900\.png$/);
    const object = await env.MEDIA.head(key);
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    const [row] = await db().select().from(media).where(eq(media.r2Key, key));
    expect(row).toMatchObject({ name: "Coupe géologique Saclay.png", mimeType: "image/png", width: 1600, height: 900, uploadedBy: user.id });
    const audit = await env.DB.prepare("select actor_id from audit_log where action = 'media.upload' and target_id = ?").bind(key).first();
    expect(audit).toEqual({ actor_id: user.id });

    const again = await uploaded(cookie, "Coupe géologique Saclay.png", await imageBytes(1600, 900));
    expect(again.key).not.toBe(key);
  });

  test("a PDF is accepted without dimensions", async () => {
    const { cookie } = await author();
    const file = await uploaded(cookie, "Rapport G2 AVP.pdf", pdfBytes());
    expect(file).toMatchObject({ width: null, height: null });
    expect(file.key).toMatch(/^[a-f0-9]{32}\.pdf$/);
  });

  test("a PNG renamed .pdf, an SVG and an SVG renamed .png are refused", async () => {
    const { cookie } = await author();
    const before = (await db().select().from(media)).length;
    const renamed = await upload(cookie, "rapport.pdf", pngBytes(10, 10));
    expect(renamed.status).toBe(415);
    expect(((await renamed.json()) as Uploaded).message).toBe("« rapport.pdf » : Le contenu du fichier ne correspond pas à son extension.");
    const svg = await upload(cookie, "logo.svg", svgBytes(), "image/svg+xml");
    expect(svg.status).toBe(400);
    expect(((await svg.json()) as Uploaded).message).toMatch(/^Les fichiers SVG ne sont pas acceptés/);
    const disguised = await upload(cookie, "logo.png", svgBytes(), "image/png");
    expect(disguised.status).toBe(415);
    expect(((await disguised.json()) as Uploaded).message).toMatch(/^Les fichiers SVG ne sont pas acceptés/);
    expect((await db().select().from(media)).length).toBe(before);
  });

  test("an 11 MB file is refused by its announced size, before the body is read", async () => {
    const { cookie } = await author();
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(pngBytes(4000, 3000));
    const res = await upload(cookie, "orthophoto.png", big, "image/png");
    expect(res.status).toBe(413);
    expect(((await res.json()) as Uploaded).message).toBe("Le fichier dépasse la taille maximale de 10 Mo.");
  });

  test("no file: 'Veuillez sélectionner un fichier à téléverser'; without JavaScript the answer is a redirect with the message", async () => {
    const { cookie } = await author();
    const empty = await request("/admin/media/upload", { method: "POST", headers: { cookie, accept: "application/json" }, body: new FormData() });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as Uploaded).message).toBe("Veuillez sélectionner un fichier à téléverser");
    const body = new FormData();
    body.append("file", new File([await imageBytes(1200, 630, "webp")], "forage.webp", { type: "image/webp" }));
    const document = await request("/admin/media/upload", { method: "POST", headers: { cookie, "sec-fetch-mode": "navigate" }, body });
    expect(document.status).toBe(302);
    expect(document.headers.get("location")).toBe("/admin/media");
    expect(flashOf(document)).toEqual({ message: "Fichier téléversé avec succès", tone: "success" });
  });
});

describe("library", () => {
  test("the alternative text is editable at the loaded version only", async () => {
    const { cookie } = await author();
    const file = await uploaded(cookie, "sondage.png", await imageBytes(40, 30));
    const save = (version: string, alt: string) =>
      request(`/admin/media?dialog=edit&id=${file.id}`, { method: "POST", headers: { cookie }, body: new URLSearchParams({ intent: "alt", id: String(file.id), version, alt }) });
    const ok = await save("1", "Carottier sur le chantier de Massy");
    expect(ok.status).toBe(302);
    expect(flashOf(ok)?.message).toBe("Texte alternatif mis à jour avec succès");
    expect((await save("1", "Version périmée")).status).toBe(409);
    const [row] = await db().select().from(media).where(eq(media.id, file.id));
    expect(row).toMatchObject({ alt: "Carottier sur le chantier de Massy", version: 2 });
  });

  test("'Sans texte alternatif' lists images without alt text and not decorative; 'Décorative' is a versioned save like the alt text", async () => {
    const { cookie } = await author();
    const tag = `f${Date.now().toString(36)}`;
    const described = await uploaded(cookie, `${tag}-decrite.png`, await imageBytes(30, 20));
    const bare = await uploaded(cookie, `${tag}-sans-alt.png`, await imageBytes(30, 20));
    const ornament = await uploaded(cookie, `${tag}-ornement.png`, await imageBytes(30, 20));
    await uploaded(cookie, `${tag}-rapport.pdf`, pdfBytes());
    await uploaded(cookie, `${tag}-photo.jpg`, fixtures.photoGps());
    const save = (id: number, version: string, fields: Record<string, string>) =>
      request(`/admin/media?dialog=edit&id=${id}`, { method: "POST", headers: { cookie }, body: new URLSearchParams({ intent: "alt", id: String(id), version, ...fields }) });
    expect((await save(described.id, "1", { alt: "Coupe du sol" })).status).toBe(302);
    expect((await save(ornament.id, "1", { alt: "", decorative: "on" })).status).toBe(302);
    expect((await save(ornament.id, "1", { alt: "", decorative: "" })).status).toBe(409);
    const [row] = await db().select().from(media).where(eq(media.id, ornament.id));
    expect(row).toMatchObject({ decorative: true, alt: "", version: 2 });
    const dialog = await request(`/admin/media?dialog=edit&id=${ornament.id}`, { headers: { cookie } });
    expect(dialog.status).toBe(200);
    expect((await dialog.text()).replaceAll("<!-- -->", "")).toMatch(/<input[^>]*name="decorative"[^>]*checked=""/);

    const page = (await (await request(`/admin/media?q=${tag}&alt=missing`, { headers: { cookie } })).text()).replaceAll("<!-- -->", "");
    expect(page).toContain(`${tag}-sans-alt.png`);
    expect(page).not.toContain(`${tag}-decrite.png`);
    expect(page).not.toContain(`${tag}-ornement.png`);
    expect(page).not.toContain(`${tag}-rapport.pdf`);
    expect(page).toContain("Sans texte alternatif");
    expect(bare.variants.length).toBeGreaterThan(0);
    expect(page).toMatch(/Images allégées et sans métadonnées : [\d,]+ (octets|Ko|Mo) économisés au total sur \d+ images?\./);
  });

  test("the library's thumbnail of a processed photo is its 480 px WebP with that size; a file without variants keeps its own address", async () => {
    const { user, cookie } = await author();
    const photo = await createPhotoWithVariants({ width: 4000, height: 3000 });
    const plain = await createMediaFile(user.id, { width: 640, height: 400 });
    const thumbnail = (html: string, name: string) => {
      // The table row of the file (the search field above the table repeats the name).
      const row = html
        .split("<tr")
        .slice(1)
        .find((tr) => tr.includes(name));
      return row?.match(/<img[^>]*>/)?.[0];
    };
    const html = (q: string) => request(`/admin/media?q=${encodeURIComponent(q)}`, { headers: { cookie } }).then((res) => res.text());

    const small = photo.of("webp", 480)!;
    const photoImg = thumbnail(await html(photo.name), photo.name);
    expect(photoImg).toContain(`src="/media/${small.key}"`);
    expect(photoImg).toContain('width="480"');
    expect(photoImg).toContain('height="360"');
    expect(photoImg).not.toContain(photo.url);

    const plainImg = thumbnail(await html(plain.name), plain.name);
    expect(plainImg).toContain(`src="/media/${plain.r2Key}"`);
    expect(plainImg).toContain('width="640"');
  });

  test("a decorative image cannot also have an alternative text: French error, nothing changed", async () => {
    const { cookie } = await author();
    const file = await uploaded(cookie, "frise.png", await imageBytes(30, 20));
    const res = await request(`/admin/media?dialog=edit&id=${file.id}`, {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ intent: "alt", id: String(file.id), version: "1", alt: "Frise ornementale", decorative: "on" }),
    });
    expect(res.status).toBe(400);
    expect((await res.text()).replaceAll("&#x27;", "'").replaceAll("&quot;", '"')).toContain("Une image décorative n'a pas de texte alternatif");
    const [row] = await db().select().from(media).where(eq(media.id, file.id));
    expect(row).toMatchObject({ decorative: false, alt: "", version: 1 });
  });

  test("the delete confirmation lists where the file is used; deleting removes the object and the row", async () => {
    const { user, cookie } = await author();
    const file = await uploaded(cookie, "fissures.png", await imageBytes(800, 600));
    const used = await createArticle({ title: "Fissures en façade : que faire ?", content: `## Constat\n\n![Fissure en escalier](${file.url})` });
    await db()
      .insert(services)
      .values({ title: "Diagnostics de structure", slug: `diagnostic-${file.id}`, featuredImage: file.url });
    const dialog = (await (await request(`/admin/media?dialog=delete&id=${file.id}`, { headers: { cookie } })).text()).replaceAll("<!-- -->", "");
    expect(dialog).toContain("Ce fichier est utilisé par :");
    expect(dialog).toContain(`href="/admin/blog/posts/${used.id}"`);
    expect(dialog).toContain("Diagnostics de structure");

    const res = await request(`/admin/media?dialog=delete&id=${file.id}`, {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ intent: "delete", id: String(file.id) }),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/media");
    expect(flashOf(res)?.message).toBe("Fichier supprimé avec succès");
    expect(await env.MEDIA.head(file.key)).toBeNull();
    expect(await db().select().from(media).where(eq(media.id, file.id))).toEqual([]);
    expect((await request(file.url)).status).toBe(404);
    const audit = await env.DB.prepare("select actor_id from audit_log where action = 'media.delete' and target_id = ?").bind(String(file.id)).first();
    expect(audit).toEqual({ actor_id: user.id });
  });

  test("an author cannot delete or relabel another member's file: 403, file, object and articles untouched, no buttons", async () => {
    const owner = await createStaff("editor");
    const { cookie } = await author();
    const file = await createMediaFile(owner.id, { name: "coupe-editeur-saclay.png" });
    const used = await createArticle({ title: "Coupe de Saclay", featuredImage: file.url, content: `## Coupe\n\n![Coupe](${file.url})` });
    const send = (fields: Record<string, string>) => request("/admin/media", { method: "POST", headers: { cookie }, body: new URLSearchParams(fields) });

    const remove = await send({ intent: "delete", id: String(file.id) });
    expect(remove.status).toBe(403);
    expect(await remove.text()).toContain("Vous ne pouvez modifier ou supprimer que les fichiers que vous avez téléversés.");
    const relabel = await send({ intent: "alt", id: String(file.id), version: "1", alt: "Texte détourné" });
    expect(relabel.status).toBe(403);
    await relabel.arrayBuffer();
    expect(await db().select().from(media).where(eq(media.id, file.id))).toMatchObject([{ alt: "", version: 1 }]);
    expect(await env.MEDIA.head(file.key)).not.toBeNull();
    expect((await request(`/actualites/${used.slug}`)).status).toBe(200);

    const html = async (query: string) => (await (await request(`/admin/media?${query}`, { headers: { cookie } })).text()).replaceAll("&amp;", "&");
    const list = await html("q=coupe-editeur-saclay");
    expect(list).toContain("coupe-editeur-saclay.png");
    expect(list).not.toContain(`dialog=delete&id=${file.id}`);
    expect(list).not.toContain(`dialog=edit&id=${file.id}`);
    expect(await html(`dialog=delete&id=${file.id}`)).not.toContain("Supprimer le fichier");
    expect(await html(`dialog=edit&id=${file.id}`)).not.toContain("Modifier le fichier");
  });

  test("an author manages their own files; editors manage anyone's, and files without a recorded uploader", async () => {
    const me = await author();
    const mine = await createMediaFile(me.user.id, { name: "forage-auteur.png" });
    const orphan = await createMediaFile(null, { name: "forage-ancien.png" });
    const editor = await createStaff("editor");
    const editorCookie = await sessionCookieHeader(editor);
    const send = (cookie: string, fields: Record<string, string>) => request("/admin/media", { method: "POST", headers: { cookie }, body: new URLSearchParams(fields) });

    const list = (await (await request("/admin/media?q=forage-", { headers: { cookie: me.cookie } })).text()).replaceAll("&amp;", "&");
    expect(list).toContain(`dialog=delete&id=${mine.id}`);
    expect(list).not.toContain(`dialog=delete&id=${orphan.id}`);
    expect((await send(me.cookie, { intent: "alt", id: String(mine.id), version: "1", alt: "Foreuse sur chenilles" })).status).toBe(302);
    const refused = await send(me.cookie, { intent: "delete", id: String(orphan.id) });
    expect(refused.status).toBe(403);
    await refused.arrayBuffer();

    const dialog = await (await request(`/admin/media?dialog=delete&id=${mine.id}`, { headers: { cookie: editorCookie } })).text();
    expect(dialog).toContain("Supprimer le fichier");
    expect((await send(editorCookie, { intent: "alt", id: String(orphan.id), version: "1", alt: "Ancienne foreuse" })).status).toBe(302);
    expect((await send(editorCookie, { intent: "delete", id: String(mine.id) })).status).toBe(302);
    expect((await send(editorCookie, { intent: "delete", id: String(orphan.id) })).status).toBe(302);
    expect(await db().select().from(media).where(eq(media.id, mine.id))).toEqual([]);
    expect(await db().select().from(media).where(eq(media.id, orphan.id))).toEqual([]);
  });

  test("the list searches names and filters images for the picker", async () => {
    const { cookie } = await author();
    await uploaded(cookie, "piezometre-nappe-craie.png", await imageBytes(20, 20));
    await uploaded(cookie, "piezometre-releves.pdf", pdfBytes());
    const html = async (query: string) => (await (await request(`/admin/media?${query}`, { headers: { cookie } })).text()).replaceAll("<!-- -->", "");
    const all = await html("q=piezometre");
    expect(all).toContain("piezometre-nappe-craie.png");
    expect(all).toContain("piezometre-releves.pdf");
    const images = await html("q=piezometre&type=image");
    expect(images).toContain("piezometre-nappe-craie.png");
    expect(images).not.toContain("piezometre-releves.pdf");
  });
});

describe("delivery at /media/{key}", () => {
  test("streams with its type, an ETag, immutable caching and nosniff; 304 on If-None-Match", async () => {
    const { cookie } = await author();
    const file = await uploaded(cookie, "carte.png", await imageBytes(64, 48));
    const res = await request(file.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^"/);
    expect(res.headers.get("vary")).toBeNull();
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(await (await env.MEDIA.get(file.key))!.arrayBuffer()));
    const cached = await request(file.url, { headers: { "if-none-match": etag! } });
    expect(cached.status).toBe(304);
    expect(cached.headers.get("etag")).toBe(etag);
    expect(await cached.text()).toBe("");
    const changed = await request(file.url, { headers: { "if-none-match": '"autre"' } });
    expect(changed.status).toBe(200);
    await changed.arrayBuffer();
  });

  test("answers byte ranges with 206 and refuses impossible ones with 416", async () => {
    const { cookie } = await author();
    const bytes = pdfBytes();
    const file = await uploaded(cookie, "releves.pdf", bytes);
    const part = await request(file.url, { headers: { range: "bytes=0-7" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-7/${bytes.length}`);
    expect(part.headers.get("content-length")).toBe("8");
    expect(await part.text()).toBe("%PDF-1.7");
    const tail = await request(file.url, { headers: { range: "bytes=-6" } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get("content-range")).toBe(`bytes ${bytes.length - 6}-${bytes.length - 1}/${bytes.length}`);
    expect(await tail.text()).toBe("%%EOF\n");
    const beyond = await request(file.url, { headers: { range: `bytes=${bytes.length + 10}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${bytes.length}`);
    await beyond.arrayBuffer();
  });

  test("an unknown or malformed key answers 404", async () => {
    const unknown = await request(`/media/${"0".repeat(32)}-10x10.png`);
    expect(unknown.status).toBe(404);
    await unknown.arrayBuffer();
    const malformed = await request("/media/..%2F..%2Fsecret");
    expect(malformed.status).toBe(404);
    await malformed.arrayBuffer();
  });
});
