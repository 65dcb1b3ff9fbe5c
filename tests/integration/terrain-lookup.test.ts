import { expect, test } from "vitest";
import { clayAnswer, ELAN_REFERENCES, TERRAIN_UNAVAILABLE, terrainMessages } from "~/lib/terrain/schema";
import rga0 from "../fixtures/georisques/rga-0.json";
import rga1 from "../fixtures/georisques/rga-1.json";
import rga3 from "../fixtures/georisques/rga-3.json";
import rgaOutside from "../fixtures/georisques/rga-outside.json";
import malformed from "../fixtures/georisques/malformed.json";
import empty from "../fixtures/geocoder/empty.json";
import { request } from "../helpers";
import { stubUpstreams } from "../terrain-upstream";
import { esc, formData, html, postForm, uniqueIp } from "./forms-helpers";

let pointCounter = 0;
/** A chosen address at its own point: every test has its own cache entries. */
function chosen(extra: Record<string, string> = {}) {
  pointCounter += 1;
  const citycode = String(93000 + pointCounter);
  return {
    intent: "lookup",
    label: "12 Rue de la Mare 93100 Montreuil",
    lat: (48.8 + pointCounter / 1000).toFixed(6),
    lon: (2.4 + pointCounter / 1000).toFixed(6),
    citycode,
    city: "Montreuil",
    postcode: "93100",
    ...extra,
  };
}

async function lookup(fields = chosen(), ip = uniqueIp()) {
  const res = await postForm("/mon-terrain", formData(fields), ip);
  return { status: res.status, page: await html(res) };
}

/** The services the quote links preset, per nature. */
function quoteLinks(page: string) {
  const result = page.slice(page.indexOf('id="resultat-titre"'));
  return [...result.matchAll(/href="(\/simulateur\?[^"]+)"/g)].map((m) => new URLSearchParams(m[1].replaceAll("&amp;", "&").split("?")[1]));
}

const SALE_OBLIGATION = "Pour vendre ce terrain constructible, une étude géotechnique préalable (G1) est obligatoire ; pour y construire une maison, une étude de conception (G2)";

test("moderate exposure (2): the ELAN obligations, their legal references and the G1 / G2 quotes", async () => {
  const calls = stubUpstreams();
  const { status, page } = await lookup();
  expect(status).toBe(200);
  expect(page).toContain(esc("Ce terrain est situé en zone d'exposition moyenne au retrait-gonflement des argiles."));
  expect(page).toContain(esc(SALE_OBLIGATION));
  expect(page).toContain(esc("0,80 m en exposition moyenne"));
  expect(page).toContain(esc(ELAN_REFERENCES));
  const [sale, build] = quoteLinks(page);
  expect(sale.get("nature")).toBe("vente_terrain");
  expect(sale.getAll("service")).toEqual(["g1-es", "g1-pgc"]);
  expect(sale.get("lieu")).toBe("Montreuil 93100");
  expect(build.get("nature")).toBe("construction_neuve");
  expect(build.getAll("service")).toEqual(["g1-es", "g1-pgc", "argiles"]);
  // Six Géorisques calls in parallel, the point as lon,lat.
  expect(calls.map((url) => url.pathname).sort()).toEqual(
    ["/api/v1/cavites", "/api/v1/gaspar/catnat", "/api/v1/mvt", "/api/v1/radon", "/api/v1/rga", "/api/v1/zonage_sismique"].sort(),
  );
  const rga = calls.find((url) => url.pathname.endsWith("/rga"));
  expect(rga?.searchParams.get("latlon")).toMatch(/^2\.4\d+,48\.8\d+$/);
  expect(calls.find((url) => url.pathname.endsWith("/cavites"))?.searchParams.get("rayon")).toBe("500");
  // The other lines, with their source and date.
  expect(page).toContain(esc("Zone de sismicité 1 (très faible)"));
  expect(page).toContain(esc("2 cavités souterraines recensées à moins de 500 m"));
  expect(page).toContain(esc("Aucun mouvement de terrain recensé à moins de 500 m."));
  expect(page).toContain(esc("2 arrêtés de catastrophe naturelle dans la commune"));
  expect(page).toMatch(/consultée le \d{2}\/\d{2}\/\d{4}/);
  expect(page).not.toContain(esc(TERRAIN_UNAVAILABLE));
});

test("strong exposure (3): the same obligations, with the 1,20 m anchoring", async () => {
  stubUpstreams({ rga: { json: rga3 } });
  const { page } = await lookup();
  expect(page).toContain(esc("Ce terrain est situé en zone d'exposition forte au retrait-gonflement des argiles."));
  expect(page).toContain(esc(SALE_OBLIGATION));
  expect(page).toContain(esc("1,20 m en exposition forte"));
  expect(quoteLinks(page)[1].getAll("service")).toEqual(["g1-es", "g1-pgc", "argiles"]);
});

test("low exposure (1): no ELAN obligation, a study still advised, and why", async () => {
  stubUpstreams({ rga: { json: rga1 } });
  const { page } = await lookup();
  expect(page).toContain(esc("Ce terrain est situé en zone d'exposition faible au retrait-gonflement des argiles."));
  expect(page).toContain(esc("La loi ELAN n'impose ni étude préalable à la vente ni étude de conception en exposition faible"));
  expect(page).toContain(esc("Une étude de sol reste conseillée avant de construire"));
  expect(page).not.toContain(esc(SALE_OBLIGATION));
  expect(page).not.toContain(esc(ELAN_REFERENCES));
  expect(quoteLinks(page)[1].getAll("service")).toEqual(["g1-es", "g1-pgc"]);
});

test("no exposure (0) and outside the mapped zones ({}): no obligation, each said as it is", async () => {
  stubUpstreams({ rga: { json: rga0 } });
  const none = (await lookup()).page;
  expect(none).toContain(esc("Ce terrain est situé en zone d'exposition nulle au retrait-gonflement des argiles."));
  expect(none).toContain(esc("Les obligations de la loi ELAN (étude préalable à la vente, étude de conception avant de construire) ne s'appliquent pas ici."));
  expect(none).not.toContain(esc(SALE_OBLIGATION));
  stubUpstreams({ rga: { json: rgaOutside } });
  const outside = (await lookup()).page;
  expect(outside).toContain(esc("Ce terrain est hors des zones cartographiées pour le retrait-gonflement des argiles."));
  expect(outside).not.toContain(esc(TERRAIN_UNAVAILABLE));
});

/** The text of one line of the answer (its <li>), by its title. */
function line(page: string, title: string) {
  const start = page.indexOf(`>${esc(title)}</p>`);
  expect(start).toBeGreaterThan(-1);
  return page.slice(start, page.indexOf("</li>", start));
}

test("an upstream 500 on the exposure map: that line is unavailable, never 'no risk', the rest stands", async () => {
  stubUpstreams({ rga: { status: 500 } });
  const { status, page } = await lookup();
  expect(status).toBe(200);
  expect(page).toContain(esc(clayAnswer({ status: "unavailable" }).headline));
  expect(page).not.toContain(esc("ne s'appliquent pas ici"));
  expect(page).not.toContain(esc(SALE_OBLIGATION));
  expect(line(page, "Sismicité")).toContain(esc("Zone de sismicité 1"));
  expect(line(page, "Radon")).toContain(esc("Potentiel radon faible"));
});

test("a timeout on one call gives 'indisponible' for that line only", async () => {
  stubUpstreams({ zonage_sismique: "timeout" });
  const { page } = await lookup();
  expect(line(page, "Sismicité")).toContain(esc(TERRAIN_UNAVAILABLE));
  expect(line(page, "Radon")).not.toContain(esc(TERRAIN_UNAVAILABLE));
  expect(line(page, "Cavités souterraines")).toContain(esc("2 cavités"));
  expect(page).toContain(esc(SALE_OBLIGATION));
});

test("a malformed body is unavailable for that line only (an unknown zone, a body that is not JSON)", async () => {
  stubUpstreams({ zonage_sismique: { json: malformed }, radon: { text: "<html>maintenance</html>" }, mvt: { json: { data: "?" } } });
  const { page } = await lookup();
  expect(line(page, "Sismicité")).toContain(esc(TERRAIN_UNAVAILABLE));
  expect(line(page, "Radon")).toContain(esc(TERRAIN_UNAVAILABLE));
  expect(line(page, "Mouvements de terrain")).toContain(esc(TERRAIN_UNAVAILABLE));
  expect(line(page, "Cavités souterraines")).not.toContain(esc(TERRAIN_UNAVAILABLE));
  expect(line(page, "Catastrophes naturelles reconnues")).not.toContain(esc(TERRAIN_UNAVAILABLE));
});

test("a cached answer makes no upstream call; a failed one is not cached", async () => {
  const point = chosen();
  stubUpstreams({ radon: { status: 500 } });
  await lookup(point);
  const again = stubUpstreams();
  const { page } = await lookup(point);
  expect(again.map((url) => url.pathname)).toEqual(["/api/v1/radon"]);
  expect(line(page, "Radon")).toContain(esc("Potentiel radon faible"));
  const third = stubUpstreams({ rga: { status: 500 } });
  const cached = await lookup(point);
  expect(third).toEqual([]);
  expect(cached.page).toContain(esc(SALE_OBLIGATION));
});

test("without JavaScript, the typed address is geocoded and the candidates are offered as buttons", async () => {
  const calls = stubUpstreams();
  const { status, page } = await lookup({ intent: "search", adresse: "  12 rue de la Mare  Montreuil " } as never);
  expect(status).toBe(200);
  expect(calls).toHaveLength(1);
  expect(calls[0].origin + calls[0].pathname).toBe("https://data.geopf.fr/geocodage/search");
  expect(calls[0].searchParams.get("q")).toBe("12 rue de la Mare Montreuil");
  expect(calls[0].searchParams.get("limit")).toBe("5");
  expect(page).toContain("Choisissez votre adresse");
  expect(page).toContain('name="lat" value="48.8608"');
  expect(page).toContain('name="citycode" value="75120"');
  expect(page).toMatch(/<button type="submit"[^>]*>12 Rue de la Mare 93100 Montreuil<\/button>/);
});

test("the search answers in French when nothing matches, the geocoder is down or the address is too short", async () => {
  stubUpstreams({ search: { json: empty } });
  expect((await lookup({ intent: "search", adresse: "zzzz" } as never)).page).toContain(esc(terrainMessages.noCandidate));
  stubUpstreams({ search: { status: 500 } });
  const down = await lookup({ intent: "search", adresse: "12 rue de la Mare" } as never);
  expect(down.status).toBe(503);
  expect(down.page).toContain(esc(terrainMessages.geocoderDown));
  const calls = stubUpstreams();
  const short = await lookup({ intent: "search", adresse: "a" } as never);
  expect(short.status).toBe(400);
  expect(short.page).toContain(esc(terrainMessages.address));
  expect(calls).toEqual([]);
});

test("a forged point is refused before any upstream call", async () => {
  const calls = stubUpstreams();
  const forgeries: Array<Record<string, string>> = [{ lat: "abc" }, { lat: "91" }, { citycode: "../x" }, { label: "" }, { postcode: "75 020" }];
  for (const forged of forgeries) {
    const { status, page } = await lookup(chosen(forged));
    expect(status).toBe(400);
    expect(page).toContain(esc(terrainMessages.candidate));
  }
  expect(calls).toEqual([]);
});

test("the suggestions resource answers JSON candidates as the visitor types", async () => {
  const calls = stubUpstreams();
  const res = await request("/mon-terrain/suggestions?q=12%20rue%20de%20la%20mare", { headers: { "cf-connecting-ip": uniqueIp() } });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  const body = (await res.json()) as { candidates: Array<{ label: string; lat: number; lon: number; citycode: string }> };
  expect(body.candidates[0]).toEqual({ label: "12 Rue de la Mare 93100 Montreuil", lat: 48.8608, lon: 2.441, citycode: "93048", city: "Montreuil", postcode: "93100" });
  expect(calls).toHaveLength(1);
});

test("lookups and suggestions are rate-limited per IP with a French message", async () => {
  stubUpstreams();
  const ip = uniqueIp();
  // Fixed 60 s windows of 40: a run that straddles two windows meets the 429 within 81 calls.
  let refused: Response | null = null;
  for (let i = 0; i < 81 && !refused; i++) {
    const res = await request("/mon-terrain/suggestions?q=12%20rue%20de%20la%20mare", { headers: { "cf-connecting-ip": ip } });
    if (res.status === 429) refused = res;
    else await res.arrayBuffer();
  }
  expect(refused?.status).toBe(429);
  expect(((await refused!.json()) as { error: string }).error).toBe(terrainMessages.rateLimit);
  const page = await lookup(chosen(), ip);
  expect(page.status).toBe(429);
  expect(page.page).toContain(esc(terrainMessages.rateLimit));
});
