// The territory screens: lists, searches, detail panels, forms and what their saves
// change on the public site.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { seedDatabase } from "../../seed";
import { createStaff, sessionCookieHeader } from "../factories/staff";
import { db, flashOf, followRedirect, request } from "../helpers";

let cookie = "";
let editorId = 0;

beforeAll(async () => {
  await seedDatabase(db());
  const editor = await createStaff("editor", { firstName: "Inès", lastName: "Garnier" });
  editorId = editor.id;
  cookie = await sessionCookieHeader(editor);
});

async function page(path: string) {
  const res = await request(path, { headers: { cookie } });
  return { status: res.status, html: (await res.text()).replaceAll("<!-- -->", "") };
}

async function publicPage(path: string) {
  const res = await request(path);
  return { status: res.status, html: (await res.text()).replaceAll("<!-- -->", "") };
}

/** Form fields as conform names them: lists as name[0], objects as name[0].field, booleans "on". */
function formFields(values: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  const add = (name: string, value: unknown) => {
    if (value === null || value === undefined || value === false) return;
    if (value === true) params.append(name, "on");
    else if (Array.isArray(value)) for (const [i, item] of value.entries()) add(`${name}[${i}]`, item);
    else if (typeof value === "object") for (const [key, inner] of Object.entries(value)) add(`${name}.${key}`, inner);
    else params.append(name, String(value).replace(".", typeof value === "number" ? "," : "."));
  };
  for (const [key, value] of Object.entries(values)) add(key, value);
  return params;
}

function post(path: string, body: URLSearchParams) {
  return request(path, { method: "POST", headers: { cookie }, body });
}

async function row<T>(sql: string, ...binds: Array<unknown>) {
  return env.DB.prepare(sql)
    .bind(...binds)
    .first<T>();
}

/** The fields of a city's form as it loads (a D1 row of cities). */
function cityFields(city: Record<string, unknown>) {
  return {
    version: city.version,
    name: city.name,
    slug: city.slug,
    departmentId: city.department_id,
    zipCode: city.zip_code,
    population: city.population,
    areaKm2: city.area_km2,
    description: city.description,
    geologicalContext: city.geological_context,
    keyServices: JSON.parse(String(city.key_services)),
  };
}

async function departmentForm(code: string) {
  const d = await row<Record<string, string | number>>("select * from departments where code = ?", code);
  return {
    id: Number(d!.id),
    fields: {
      version: d!.version,
      code: d!.code,
      name: d!.name,
      regionId: d!.region_id,
      description: d!.description,
      geologicalContext: d!.geological_context,
      keyServices: JSON.parse(String(d!.key_services)),
      specificRisks: JSON.parse(String(d!.specific_risks)),
      specificServices: JSON.parse(String(d!.specific_services)),
    } as Record<string, unknown>,
  };
}

describe("lists", () => {
  test("the territorial dashboard counts regions, departments and cities from D1 and links its real buttons", async () => {
    const counts = await row<{ r: number; d: number; c: number }>(
      "select (select count(*) from regions) as r, (select count(*) from departments) as d, (select count(*) from cities) as c",
    );
    const { status, html } = await page("/admin/territorial-dashboard");
    expect(status).toBe(200);
    expect(html).toContain(`data-count="Régions">${counts!.r}<`);
    expect(html).toContain(`data-count="Départements">${counts!.d}<`);
    expect(html).toContain(`data-count="Villes">${counts!.c}<`);
    expect(counts!.d).toBe(101);
    expect(html).not.toMatch(/>87</);
    for (const href of ["/admin/regions", "/admin/departments", "/admin/cities", "/admin/territorial-import", "/admin/territorial-map"]) expect(html).toContain(`href="${href}"`);
  });

  test("regions are cards sorted by name the French way, with their department count and N/A for unknown figures", async () => {
    const { html } = await page("/admin/regions");
    const names = [...html.matchAll(/<h2 class="text-lg font-semibold text-slate-900">([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(names.length).toBe(18);
    expect(names.indexOf("Île-de-France")).toBe(names.indexOf("Hauts-de-France") + 1);
    expect(html).toContain("N/A");
    const idf = html.slice(html.indexOf(">Île-de-France<"));
    expect(idf).toMatch(/Départements<\/dt><dd[^>]*>8</);
    expect(html).toContain('href="/regions/ile-de-france"');
  });

  test("territorial lists show 20 rows a page", async () => {
    const first = await page("/admin/departments");
    expect(first.html).toContain("Page 1 sur 6 (101 résultats)");
    expect((first.html.match(/<tr class=/g) ?? []).length).toBe(20);
    const last = await page("/admin/departments?page=6");
    expect((last.html.match(/<tr class=/g) ?? []).length).toBe(1);
  });

  test("departments are found by name, code or region, and the detail panel shows the department on the map", async () => {
    const table = async (q: string) => {
      const { html } = await page(`/admin/departments?q=${q}`);
      return html.slice(html.indexOf("<table"), html.indexOf("</table>"));
    };
    const byCode = await table("2A");
    expect(byCode).toContain("Corse-du-Sud");
    expect(byCode).not.toContain("Haute-Corse");
    const byRegion = await table("corse");
    expect(byRegion).toContain("Corse-du-Sud");
    expect(byRegion).toContain("Haute-Corse");
    expect(await table("sarthe")).toContain("Sarthe");

    const id = (await row<{ id: number }>("select id from departments where code = '2A'"))!.id;
    const panel = await page(`/admin/departments?q=2A&selected=${id}`);
    expect(panel.html).toContain("Corse-du-Sud (2A)");
    expect(panel.html).toContain('aria-label="Carte des départements de la région Corse"');
    expect(panel.html).toMatch(/aria-label="Corse-du-Sud \(2A\) : contenu court" aria-current="true"/);
    expect(panel.html).toContain('href="/carte/departements.svg#d-2A"');
    expect(panel.html).toContain('href="/departements/2A"');
    expect(panel.html).toContain("licence CC BY 4.0");
  });

  test("cities are found by name, department code or postal code", async () => {
    expect((await page("/admin/cities?q=72000")).html).toContain("Le Mans");
    const byDepartment = (await page("/admin/cities?q=69")).html;
    expect(byDepartment).toContain("Lyon");
    expect(byDepartment).not.toContain("Rouen");
    expect((await page("/admin/cities?q=rouen")).html).toContain("Rouen");
  });
});

describe("regions", () => {
  test("a new region needs a code and a slug nobody uses, and says so in French", async () => {
    const base = { name: "Région test", code: "11", slug: "ile-de-france", metropolitan: true };
    const taken = await post("/admin/regions/new", formFields(base));
    expect(taken.status).toBe(400);
    const html = (await taken.text()).replaceAll("&#x27;", "'");
    expect(html).toContain("Une région avec ce code existe déjà");
    expect(html).toContain("Une région avec ce slug existe déjà");
    expect(await row("select id from regions where name = 'Région test'")).toBeNull();
  });

  test("creating a region publishes its page, lists it on the site maps and in search, and records who did it", async () => {
    const res = await post(
      "/admin/regions/new",
      formFields({
        name: "Saint-Pierre-et-Miquelon",
        code: "975",
        metropolitan: false,
        areaKm2: 242.3,
        description: "Archipel volcanique de l'Atlantique Nord, aux sols de tourbe et de moraines.",
        keyServices: ["Étude géotechnique G2", ""],
        keyProjects: [{ title: "Extension portuaire", description: "Sondages en mer.", location: "Saint-Pierre" }],
      }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/regions");
    expect(flashOf(res)).toEqual({ message: "Région créée avec succès", tone: "success" });
    const created = await row<Record<string, unknown>>("select * from regions where code = '975'");
    // The slug is derived from the name when left empty; blank list lines are dropped.
    expect(created).toMatchObject({ slug: "saint-pierre-et-miquelon", metropolitan: 0, area_km2: 242.3, updated_by: editorId, key_services: '["Étude géotechnique G2"]' });
    const audit = await row<{ target_id: string; actor_id: number }>("select target_id, actor_id from audit_log where action = 'territory.region_create' order by id desc");
    expect(audit).toEqual({ target_id: String(created!.id), actor_id: editorId });

    expect((await publicPage("/regions/saint-pierre-et-miquelon")).html).toContain("Extension portuaire");
    expect((await publicPage("/sitemap.xml")).html).toContain("/regions/saint-pierre-et-miquelon");
    expect((await publicPage("/sitemap")).html).toContain('href="/regions/saint-pierre-et-miquelon"');
    expect((await publicPage("/search?q=miquelon")).html).toContain('href="/regions/saint-pierre-et-miquelon"');
  });

  test("a region form posted without JavaScript adds a key project through conform's list intent", async () => {
    const region = (await row<Record<string, unknown>>("select id, version, code, slug, name from regions where code = '53'"))!;
    const body = formFields({ version: region.version, name: region.name, code: region.code, slug: region.slug, metropolitan: true });
    body.set("__intent__", JSON.stringify({ type: "insert", payload: { name: "keyProjects", defaultValue: { title: "", description: "", location: "" } } }));
    const res = await post(`/admin/regions/${region.id}`, body);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('name="keyProjects[0].title"');
    expect((await row<{ version: number }>("select version from regions where id = ?", region.id))!.version).toBe(region.version);
  });
});

describe("departments", () => {
  test("editing a department shows on its public page, in search and in the audit log at the next request", async () => {
    const { id, fields } = await departmentForm("2A");
    const description = "Granites et rhyolites d'Ajaccio à Porto-Vecchio : fondations sur roche saine, purges des arènes et sismicité modérée à prendre en compte.";
    const res = await post(`/admin/departments/${id}`, formFields({ ...fields, description }));
    expect(res.status).toBe(302);
    expect(flashOf(res)?.message).toBe("Département mis à jour avec succès");
    const { html } = await followRedirect(res, cookie);
    expect(html).toContain("Département mis à jour avec succès");

    expect((await publicPage("/departements/2A")).html).toContain(description.replaceAll("'", "&#x27;"));
    expect((await publicPage("/search?q=rhyolites")).html).toContain('href="/departements/2A"');
    const audit = await row<{ details: string }>("select details from audit_log where action = 'territory.department_update' and target_id = ?", String(id));
    expect(JSON.parse(audit!.details)).toEqual({ name: "Corse-du-Sud", changes: ["description"] });
  });

  test("a save from a stale form answers 409 and keeps the newer text", async () => {
    const { id, fields } = await departmentForm("72");
    expect((await post(`/admin/departments/${id}`, formFields({ ...fields, description: "Première version." }))).status).toBe(302);
    const stale = await post(`/admin/departments/${id}`, formFields({ ...fields, description: "Version écrasante." }));
    expect(stale.status).toBe(409);
    expect((await stale.text()).replaceAll("&#x27;", "'")).toContain("Ce contenu a été modifié par Inès Garnier");
    expect((await row<{ description: string }>("select description from departments where id = ?", id))!.description).toBe("Première version.");
  });

  test("adding a department keeps its code a string and refuses a code already used", async () => {
    const region = (await row<{ id: number }>("select id from regions where code = '01'"))!;
    const taken = await post("/admin/departments/new", formFields({ code: "2a", name: "Doublon", regionId: region.id }));
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain("Un département avec ce code existe déjà");
    const invalid = await post("/admin/departments/new", formFields({ code: "2C", name: "Inconnu", regionId: region.id }));
    expect(await invalid.text()).toContain("Code de département invalide");

    const res = await post(
      "/admin/departments/new",
      formFields({ code: "977", name: "Saint-Barthélemy", regionId: region.id, description: "Île calcaire et volcanique des Petites Antilles." }),
    );
    expect(res.status).toBe(302);
    expect(flashOf(res)?.message).toBe("Département créé avec succès");
    expect(await row("select code, name from departments where code = '977'")).toEqual({ code: "977", name: "Saint-Barthélemy" });
    expect((await publicPage("/departements/977")).html).toContain("Île calcaire et volcanique des Petites Antilles.");
  });
});

describe("cities", () => {
  test("a new city appears on its department page, in sitemap.xml and in /search", async () => {
    const department = (await row<{ id: number }>("select id from departments where code = '72'"))!;
    const res = await post(
      "/admin/cities/new",
      formFields({
        name: "Mamers",
        departmentId: department.id,
        zipCode: "72600",
        population: "5 300",
        areaKm2: "5,6",
        description: "Sous-préfecture du nord de la Sarthe, sur les argiles à silex du Perche.",
        geologicalContext: "Les argiles à silex recouvrent la craie du Perche.",
      }),
    );
    expect(res.status).toBe(302);
    expect(flashOf(res)?.message).toBe("Ville créée avec succès");
    expect(await row("select slug, population, area_km2 from cities where name = 'Mamers'")).toEqual({ slug: "mamers", population: 5300, area_km2: 5.6 });
    expect((await publicPage("/departements/72")).html).toContain('href="/villes/mamers"');
    expect((await publicPage("/sitemap.xml")).html).toContain("/villes/mamers</loc>");
    expect((await publicPage("/search?q=mamers")).html).toContain('href="/villes/mamers"');
  });

  test("inactive references and testimonials are kept for the admin and left off the public page", async () => {
    const city = (await row<Record<string, unknown>>("select * from cities where slug = 'rouen'"))!;
    const res = await post(
      `/admin/cities/${city.id}`,
      formFields({
        ...cityFields(city),
        references: [
          { name: "Parking souterrain rive gauche", description: "Paroi moulée dans les alluvions de la Seine.", isActive: true },
          { name: "Référence archivée", description: "Ancien chantier.", isActive: false },
        ],
        testimonials: [{ text: "Étude rendue en trois semaines.", author: "Claire Petit", role: "Architecte", isActive: false }],
      }),
    );
    expect(res.status).toBe(302);
    const saved = await row<{ references: string; testimonials: string }>('select "references", testimonials from cities where id = ?', city.id);
    expect(JSON.parse(saved!.references)).toEqual([
      { name: "Parking souterrain rive gauche", description: "Paroi moulée dans les alluvions de la Seine.", isActive: true },
      { name: "Référence archivée", description: "Ancien chantier.", isActive: false },
    ]);
    const { html } = await publicPage("/villes/rouen");
    expect(html).toContain("Parking souterrain rive gauche");
    expect(html).not.toContain("Référence archivée");
    expect(html).not.toContain("Claire Petit");
    const form = (await page(`/admin/cities/${city.id}`)).html;
    expect(form).toContain('value="Référence archivée"');
  });

  test("a city whose slug changes keeps its old address (301 to the new page)", async () => {
    const city = (await row<Record<string, unknown>>("select * from cities where slug = 'le-mans'"))!;
    const res = await post(`/admin/cities/${city.id}`, formFields({ ...cityFields(city), slug: "le-mans-72" }));
    expect(res.status).toBe(302);
    const old = await request("/villes/le-mans");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/villes/le-mans-72");
    expect((await publicPage("/villes/le-mans-72")).status).toBe(200);
    expect(await row("select to_path from redirects where from_path = '/villes/le-mans'")).toEqual({ to_path: "/villes/le-mans-72" });
  });

  test("a city needs a 5-digit postal code, a department and a free slug", async () => {
    const res = await post("/admin/cities/new", formFields({ name: "Rouen", zipCode: "760" }));
    expect(res.status).toBe(400);
    const html = (await res.text()).replaceAll("&#x27;", "'");
    expect(html).toContain("Code postal invalide : 5 chiffres (ex. 72000)");
    expect(html).toContain("Choisissez un département");
    const department = (await row<{ id: number }>("select id from departments where code = '76'"))!;
    const taken = await post("/admin/cities/new", formFields({ name: "Rouen", departmentId: department.id, zipCode: "76000" }));
    expect(await taken.text()).toContain("Une ville avec ce slug existe déjà");
  });
});

describe("the map", () => {
  test("the public regions page draws each metropolitan region as a link, overseas regions as a list, with the map's credit", async () => {
    const { html } = await publicPage("/regions");
    const links = [...html.matchAll(/<a[^>]*class="map-shape"[^>]*>/g)].map((m) => m[0]);
    expect(links).toHaveLength(13);
    const bretagne = links.find((link) => link.includes('href="/regions/bretagne"'));
    expect(bretagne).toContain('aria-label="Bretagne"');
    expect(html).toContain('href="/carte/departements.svg#d-29"');
    const insets = [...html.matchAll(/<a[^>]*data-code[^>]*>/g)].map((m) => m[0]).filter((link) => !link.includes("map-shape"));
    expect(insets.map((link) => /href="([^"]+)"/.exec(link)?.[1])).toEqual(
      expect.arrayContaining(["/regions/guadeloupe", "/regions/guyane", "/regions/la-reunion", "/regions/martinique", "/regions/mayotte"]),
    );
    expect(html).toContain("MapSVG");
    expect(html).toContain('href="https://creativecommons.org/licenses/by/4.0/deed.fr"');
    // Île-de-France is listed among the I's and counts its eight departments.
    expect(html).toMatch(/Île-de-France<\/h2><p[^>]*>8 départements</);
  });

  test("the departments sprite is one cacheable SVG with a path per metropolitan department", async () => {
    const res = await request("/carte/departements.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toContain("max-age=604800");
    const svg = await res.text();
    expect((svg.match(/<path id="d-/g) ?? []).length).toBe(96);
    expect(svg).toContain('<path id="d-2A"');
    expect(svg).toContain("CC BY 4.0");
  });

  test("the territorial map selects a region, then a department of that region, through its URL", async () => {
    const region = await page("/admin/territorial-map?vue=regions&region=52");
    expect(region.html).toMatch(/aria-label="Pays de la Loire : page complète" aria-current="true"/);
    expect(region.html).toMatch(/href="[^"]*\?vue=departements&amp;region=52"[^>]*>Choisir un département des Pays de la Loire sur la carte/);
    const departmentSelect = (html: string) => /<select[^>]*id="carte-departement"[^>]*>/.exec(html)?.[0] ?? "";
    expect(departmentSelect(region.html)).not.toContain('disabled=""');
    const none = await page("/admin/territorial-map");
    expect(departmentSelect(none.html)).toContain('disabled=""');
    const department = await page("/admin/territorial-map?vue=departements&region=52&departement=72");
    expect(department.html).toMatch(/aria-label="Sarthe \(72\) : page complète" aria-current="true"/);
    // Only the region's departments are links; the others are greyed context.
    expect((department.html.match(/class="map-shape"/g) ?? []).length).toBe(5);
    expect(department.html).toContain("Sarthe (72)</h2>");
  });
});
