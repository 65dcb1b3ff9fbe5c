// A city page's « Sols et risques naturels » summary (docs/decisions/802) (the cached Géorisques lookup
// at the commune's reference point, or the staff's text, or nothing) and its admin fields.
// Géorisques is answered at the network edge from the recorded fixtures (exposure 2).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { lookupSomeRisks } from "~/lib/terrain/georisques.server";
import { CITY_RISK_KEYS, cityRiskTexts, riskSources, TERRAIN_UNAVAILABLE } from "~/lib/terrain/schema";
import { INSEE_CODE_MESSAGE } from "~/lib/territory/schema";
import { createCity, createDepartment, createRegion } from "../factories/territory";
import { createStaff, sessionCookieHeader } from "../factories/staff";
import { request } from "../helpers";
import { stubUpstreams } from "../terrain-upstream";
import rga2 from "../fixtures/georisques/rga-2.json";
import { esc } from "./forms-helpers";

let departmentId = 0;
let cookie = "";

beforeAll(async () => {
  const region = await createRegion();
  departmentId = (await createDepartment(region.id)).id;
  cookie = await sessionCookieHeader(await createStaff("editor"));
});

let pointCounter = 0;
/** A city at its own point and INSEE code: every test has its own lookup cache entries. */
function riskPoint() {
  pointCounter += 1;
  return { inseeCode: String(72100 + pointCounter), latitude: 47.9 + pointCounter / 100, longitude: 0.1 + pointCounter / 100 };
}

async function cityPage(slug: string) {
  const res = await request(`/villes/${slug}`);
  return { status: res.status, edge: res.headers.get("x-edge-cache"), html: (await res.text()).replaceAll("<!-- -->", "") };
}

const SUMMARY_TITLE = (name: string) => esc(cityRiskTexts.title(name));

describe("the public city page", () => {
  test("auto mode with a point: clay exposure 2 at the reference point, seismic zone, radon, CatNat decrees, each with source and date", async () => {
    const city = await createCity(departmentId, { name: "Sablé-test", ...riskPoint() });
    const calls = stubUpstreams();
    const { status, html } = await cityPage(city.slug);
    expect(status).toBe(200);
    expect(html).toContain(SUMMARY_TITLE("Sablé-test"));
    expect(html).toContain(esc("Exposition moyenne au retrait-gonflement des argiles au point de référence de la commune"));
    expect(html).toContain(esc("Zone de sismicité 1 (très faible)"));
    expect(html).toContain(esc("Potentiel radon faible (catégorie 1) dans la commune"));
    expect(html).toContain(esc("2 arrêtés de catastrophe naturelle dans la commune"));
    expect(html).toContain(esc(cityRiskTexts.variability));
    const today = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date());
    for (const key of ["clay", "seismic", "radon", "catnat"] as const) {
      expect(html).toContain(esc(`Source : ${riskSources[key]}, consultée le ${today}.`));
    }
    expect(html).toMatch(new RegExp(`<a[^>]*href="/mon-terrain"[^>]*>${esc(cityRiskTexts.link)}</a>`));
    expect(html).not.toContain(TERRAIN_UNAVAILABLE);
    // Only the four commune-level data; the point as lon,lat and the INSEE code.
    expect(calls.map((url) => url.pathname).sort()).toEqual(["/api/v1/gaspar/catnat", "/api/v1/radon", "/api/v1/rga", "/api/v1/zonage_sismique"]);
    const rga = calls.find((url) => url.pathname.endsWith("/rga"))!;
    expect(rga.searchParams.get("latlon")).toBe(`${city.longitude},${city.latitude}`);
    expect(calls.find((url) => url.pathname.endsWith("/radon"))!.searchParams.get("code_insee")).toBe(city.inseeCode);
    // A complete summary is an ordinary content page: kept by the edge cache, no new upstream call.
    const again = await cityPage(city.slug);
    expect(again.edge).toBe("HIT");
    expect(calls).toHaveLength(4);
  });

  test("an upstream 500 says that line is unavailable; the page still answers 200 and is not kept by the edge cache", async () => {
    const city = await createCity(departmentId, { name: "Coulaines-test", ...riskPoint() });
    const calls = stubUpstreams({ rga: { status: 500 } });
    const { status, html } = await cityPage(city.slug);
    expect(status).toBe(200);
    expect(html).toContain(SUMMARY_TITLE("Coulaines-test"));
    expect(html).toContain(TERRAIN_UNAVAILABLE);
    expect(html).toContain(esc("Zone de sismicité 1 (très faible)"));
    expect(html).toContain(esc(`Source : ${riskSources.clay}.`));
    const again = await cityPage(city.slug);
    expect(again.edge).not.toBe("HIT");
    // The next visitor retries the failed datum; the ones already read come from the lookup's cache.
    expect(calls.filter((url) => url.pathname.endsWith("/rga"))).toHaveLength(2);
    expect(calls.filter((url) => url.pathname.endsWith("/radon"))).toHaveLength(1);
  });

  test("an upstream that does not answer never holds the page: the line says unavailable, the page answers 200", async () => {
    const city = await createCity(departmentId, { name: "Yvré-test", ...riskPoint() });
    stubUpstreams({ zonage_sismique: "timeout" });
    const { status, html } = await cityPage(city.slug);
    expect(status).toBe(200);
    expect(html).toContain(SUMMARY_TITLE("Yvré-test"));
    expect(html).toContain(esc("Exposition moyenne au retrait-gonflement des argiles au point de référence de la commune"));
    expect(html).toContain(TERRAIN_UNAVAILABLE);
  });

  test("hidden: no summary and no upstream call", async () => {
    const city = await createCity(departmentId, { name: "Allonnes-test", ...riskPoint(), riskSummaryMode: "hidden" });
    const calls = stubUpstreams();
    const { status, html } = await cityPage(city.slug);
    expect(status).toBe(200);
    expect(html).not.toContain(SUMMARY_TITLE("Allonnes-test"));
    // The header's « Mon terrain » link aside: nothing in the page itself.
    expect(html.slice(html.indexOf('<main id="contenu"'))).not.toContain('href="/mon-terrain"');
    expect(calls).toEqual([]);
  });

  test("custom: the staff's text, escaped, with the /mon-terrain link and no upstream call", async () => {
    const city = await createCity(departmentId, {
      name: "Changé-test",
      ...riskPoint(),
      riskSummaryMode: "custom",
      riskSummaryText: "Argiles vertes sur le plateau nord <b>à vérifier</b>.",
    });
    const calls = stubUpstreams();
    const { status, html } = await cityPage(city.slug);
    expect(status).toBe(200);
    expect(html).toContain(SUMMARY_TITLE("Changé-test"));
    expect(html).toContain("Argiles vertes sur le plateau nord &lt;b&gt;à vérifier&lt;/b&gt;.");
    expect(html).not.toContain("<b>à vérifier</b>");
    expect(html).toMatch(new RegExp(`<a[^>]*href="/mon-terrain"[^>]*>${esc(cityRiskTexts.link)}</a>`));
    expect(calls).toEqual([]);
  });

  test("auto mode without coordinates: no summary and no upstream call", async () => {
    const city = await createCity(departmentId, { name: "Arnage-test", inseeCode: "72008" });
    const calls = stubUpstreams();
    const { status, html } = await cityPage(city.slug);
    expect(status).toBe(200);
    expect(html).not.toContain(SUMMARY_TITLE("Arnage-test"));
    expect(calls).toEqual([]);
  });
});

describe("the city form", () => {
  async function row(id: number) {
    return env.DB.prepare("select insee_code, latitude, longitude, risk_summary_mode, risk_summary_text, version from cities where id = ?")
      .bind(id)
      .first<Record<string, unknown>>();
  }

  function cityForm(city: { version: number; name: string; slug: string; zipCode: string }, extra: Record<string, string>) {
    return new URLSearchParams({ version: String(city.version), name: city.name, slug: city.slug, departmentId: String(departmentId), zipCode: city.zipCode, ...extra });
  }

  test("shows the « Risques du sol » section with its fields", async () => {
    const city = await createCity(departmentId, { inseeCode: "2A004", latitude: 41.9192, longitude: 8.7386 });
    const res = await request(`/admin/cities/${city.id}`, { headers: { cookie } });
    const html = await res.text();
    expect(html).toContain("Risques du sol");
    expect(html).toContain('value="2A004"');
    expect(html).toContain('value="41,9192"');
    expect(html).toContain("Afficher le résumé automatique");
    expect(html).toContain("Texte personnalisé");
  });

  test("a bad INSEE code or latitude is refused with a French message and nothing is saved", async () => {
    const city = await createCity(departmentId);
    const before = await row(city.id);
    const res = await request(`/admin/cities/${city.id}`, {
      method: "POST",
      headers: { cookie },
      body: cityForm(city, { inseeCode: "7505", latitude: "148,2", longitude: "2,35", riskSummaryMode: "auto" }),
    });
    expect(res.status).toBe(400);
    const html = (await res.text()).replaceAll("&#x27;", "'");
    expect(html).toContain(esc(INSEE_CODE_MESSAGE));
    expect(html).toContain("Latitude invalide : un nombre entre -90 et 90 (ex. 48,8566)");
    // What was typed comes back in the fields.
    expect(html).toContain('value="7505"');
    expect(html).toContain('value="2,35"');
    expect(await row(city.id)).toEqual(before);
  });

  test("a custom mode needs its text, and coordinates need the INSEE code", async () => {
    const city = await createCity(departmentId);
    const before = await row(city.id);
    const res = await request(`/admin/cities/${city.id}`, {
      method: "POST",
      headers: { cookie },
      body: cityForm(city, { latitude: "48,2", longitude: "0,2", riskSummaryMode: "custom" }),
    });
    expect(res.status).toBe(400);
    const html = (await res.text()).replaceAll("&#x27;", "'");
    expect(html).toContain("Saisissez le texte personnalisé, ou choisissez un autre mode");
    expect(html).toContain("Renseignez le code INSEE de la commune avec ses coordonnées");
    expect(await row(city.id)).toEqual(before);
  });

  test("a valid point and mode are saved (French decimals, Corsican code upper-cased)", async () => {
    const city = await createCity(departmentId);
    const res = await request(`/admin/cities/${city.id}`, {
      method: "POST",
      headers: { cookie },
      body: cityForm(city, { inseeCode: "2a004", latitude: "41,9192", longitude: "8,7386", riskSummaryMode: "custom", riskSummaryText: "Socle granitique." }),
    });
    expect(res.status).toBe(302);
    expect(await row(city.id)).toEqual({
      insee_code: "2A004",
      latitude: 41.9192,
      longitude: 8.7386,
      risk_summary_mode: "custom",
      risk_summary_text: "Socle granitique.",
      version: city.version + 1,
    });
  });
});

describe("the page's time budget", () => {
  test("a datum read after the budget is shown unavailable, and its call goes on to fill the cache for the next visitor", async () => {
    const cache = await caches.open(`city-risk-budget-${Date.now()}`);
    const base = "https://www.georisques.gouv.fr/api/v1";
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fixtures: Record<string, unknown> = {
      zonage_sismique: { results: 1, data: [{ code_zone: "2" }] },
      radon: { results: 1, data: [{ classe_potentiel: "3" }] },
      "gaspar/catnat": { results: 0, data: [] },
    };
    const fetcher = (async (input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname.replace("/api/v1/", "");
      if (path === "rga") {
        await released;
        return Response.json(rga2);
      }
      return Response.json(fixtures[path]);
    }) as typeof fetch;
    const background: Array<Promise<unknown>> = [];
    const point = { lat: 47.5, lon: -0.55, citycode: "49007" };
    const first = await lookupSomeRisks({ fetcher, cache, base, budget: { ms: 50, waitUntil: (p) => background.push(p) } }, point, CITY_RISK_KEYS);
    expect(first.clay).toEqual({ status: "unavailable" });
    expect(first.seismic).toMatchObject({ status: "ok", value: { zone: 2 } });
    expect(background).toHaveLength(1);

    release();
    await Promise.all(background);
    const offline = (async () => {
      throw new Error("no call expected");
    }) as typeof fetch;
    const next = await lookupSomeRisks({ fetcher: offline, cache, base, budget: { ms: 50, waitUntil: (p) => background.push(p) } }, point, CITY_RISK_KEYS);
    expect(next.clay).toMatchObject({ status: "ok", value: { code: 2 } });
    expect(next.radon).toMatchObject({ status: "ok", value: { potential: 3 } });
  });
});
