import { expect, test } from "vitest";
import { signPlace, verifyPlace } from "~/lib/terrain/place-token.server";
import { clayAnswer, ELAN_REFERENCES, TERRAIN_UNAVAILABLE, terrainMessages } from "~/lib/terrain/schema";
import rga0 from "../fixtures/georisques/rga-0.json";
import rga1 from "../fixtures/georisques/rga-1.json";
import rga3 from "../fixtures/georisques/rga-3.json";
import rgaOutside from "../fixtures/georisques/rga-outside.json";
import malformed from "../fixtures/georisques/malformed.json";
import empty from "../fixtures/geocoder/empty.json";
import type { CheckedPlace } from "~/lib/terrain/place-token.server";
import { request } from "../helpers";
import { signedPlace, stubUpstreams, tamperedPlace } from "../terrain-upstream";
import { esc, formData, html, postForm, uniqueIp } from "./forms-helpers";
import { jwtSecret } from "../factories/staff";

let pointCounter = 0;
/** A chosen address at its own point (every test has its own cache entries): its signed `lieu`. */
function chosen(extra: Partial<CheckedPlace> = {}) {
  pointCounter += 1;
  return signedPlace({
    lat: Number((48.8 + pointCounter / 1000).toFixed(6)),
    lon: Number((2.4 + pointCounter / 1000).toFixed(6)),
    citycode: String(93000 + pointCounter),
    ...extra,
  });
}

/** Opens the answer of a chosen address: GET /mon-terrain?lieu=… (what a suggestion links to). */
async function lookup(lieu?: string | Promise<string>, ip = uniqueIp()) {
  const res = await request(`/mon-terrain?lieu=${encodeURIComponent(await (lieu ?? chosen()))}`, { headers: { "cf-connecting-ip": ip } });
  return { status: res.status, page: await html(res), headers: res.headers };
}

/** The no-JavaScript search form's post. */
async function search(fields: Record<string, string>, ip = uniqueIp()) {
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
  // The simulator gets the place signed, with the exposure read there.
  expect(sale.get("lieu")).toMatch(/^[\w-]+\.[\w-]+$/);
  expect(build.get("lieu")).toBe(sale.get("lieu"));
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

/** The one block that names the data not read. */
function unavailable(page: string) {
  const start = page.indexOf('id="donnees-indisponibles"');
  expect(start).toBeGreaterThan(-1);
  return page.slice(start, page.indexOf("</div>", start));
}

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
  expect(unavailable(page)).toContain("sismicité.");
  expect(unavailable(page)).toContain(esc(TERRAIN_UNAVAILABLE));
  expect(line(page, "Radon")).not.toContain(esc(TERRAIN_UNAVAILABLE));
  expect(line(page, "Cavités souterraines")).toContain(esc("2 cavités"));
  expect(page).toContain(esc(SALE_OBLIGATION));
});

test("a malformed body is unavailable for that line only (an unknown zone, a body that is not JSON)", async () => {
  stubUpstreams({ zonage_sismique: { json: malformed }, radon: { text: "<html>maintenance</html>" }, mvt: { json: { data: "?" } } });
  const { page } = await lookup();
  expect(unavailable(page)).toContain("sismicité, radon, mouvements de terrain.");
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
  const { status, page } = await search({ intent: "search", adresse: "  12 rue de la Mare  Montreuil " });
  expect(status).toBe(200);
  expect(calls).toHaveLength(1);
  expect(calls[0].origin + calls[0].pathname).toBe("https://data.geopf.fr/geocodage/search");
  expect(calls[0].searchParams.get("q")).toBe("12 rue de la Mare Montreuil");
  expect(calls[0].searchParams.get("limit")).toBe("5");
  expect(page).toContain("Choisissez votre adresse");
  // Each candidate links to its answer with the place the server signed, never to free fields.
  const links = [...page.matchAll(/<a [^>]*href="\/mon-terrain\?lieu=([^"#]+)#resultat"[^>]*>([^<]+)<\/a>/g)];
  expect(links.map((m) => m[2])).toEqual(["12 Rue de la Mare 93100 Montreuil", "12 Rue de la Mare 75020 Paris"]);
  expect(page).not.toContain('name="lat"');
  const { page: answer } = await lookup(decodeURIComponent(links[1][1]));
  expect(answer).toContain("Résultat pour 12 Rue de la Mare 75020 Paris");
});

test("the search answers in French when nothing matches, the geocoder is down or the address is too short", async () => {
  stubUpstreams({ search: { json: empty } });
  expect((await search({ intent: "search", adresse: "zzzz" })).page).toContain(esc(terrainMessages.noCandidate));
  stubUpstreams({ search: { status: 500 } });
  const down = await search({ intent: "search", adresse: "12 rue de la Mare" });
  expect(down.status).toBe(503);
  expect(down.page).toContain(esc(terrainMessages.geocoderDown));
  const calls = stubUpstreams();
  const short = await search({ intent: "search", adresse: "a" });
  expect(short.status).toBe(400);
  expect(short.page).toContain(esc(terrainMessages.address));
  expect(calls).toEqual([]);
});

test("a place the server did not sign is refused before any upstream call", async () => {
  const calls = stubUpstreams();
  const genuine = await chosen();
  const forgeries = [
    "",
    "pas-un-jeton",
    tamperedPlace(genuine, (p) => {
      p.l = "Impayé : réglez sur https://evil.example/pay";
    }),
    tamperedPlace(genuine, (p) => {
      p.y = 43.3;
    }),
    tamperedPlace(genuine, (p) => {
      p.i = "75056";
    }),
    await signPlace("un-autre-secret-de-32-caracteres-au-moins", {
      label: "1 Rue Test 75001 Paris",
      street: "1 Rue Test",
      lat: 48.86,
      lon: 2.34,
      citycode: "75101",
      city: "Paris",
      postcode: "75001",
    }),
    // Expired: signed two days ago for one day.
    await signedPlace({}, { now: Date.now() - 2 * 86_400_000 }),
  ];
  for (const forged of forgeries) {
    const { status, page } = await lookup(forged);
    expect(status).toBe(400);
    expect(page).toContain(esc(terrainMessages.place));
    expect(page).not.toContain("Résultat pour");
  }
  // The old free fields (label, point, INSEE code) are not read at all.
  const posted = await search({
    intent: "lookup",
    label: "Impayé : réglez sur https://evil.example/pay",
    lat: "48.86",
    lon: "2.34",
    citycode: "75101",
    city: "Paris",
    postcode: "75001",
  });
  expect(posted.status).toBe(400);
  expect(posted.page).not.toContain("evil.example");
  expect(calls).toEqual([]);
});

test("the answer lives at ?lieu=: a reload or Back re-renders it, private and not indexed", async () => {
  stubUpstreams();
  const lieu = await chosen();
  const first = await lookup(lieu);
  expect(first.status).toBe(200);
  expect(first.page).toContain("Résultat pour 12 Rue de la Mare 93100 Montreuil");
  expect(first.headers.get("cache-control")).toBe("private, no-store");
  expect(first.headers.get("x-robots-tag")).toBe("noindex");
  expect(first.page).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  // Back from the simulator: the same URL, the same answer (from the cache: no upstream call).
  const calls = stubUpstreams();
  const again = await lookup(lieu);
  expect(again.page).toContain(esc("Ce terrain est situé en zone d'exposition moyenne au retrait-gonflement des argiles."));
  expect(calls).toEqual([]);
});

test("on a phone the verdict and the quote buttons come first; unavailable data is one short block at the end", async () => {
  stubUpstreams({ radon: { status: 500 }, mvt: "timeout", zonage_sismique: { status: 503 } });
  const { page } = await lookup();
  const result = page.slice(page.indexOf('id="resultat"'));
  const at = (text: string) => result.indexOf(text);
  const verdict = at(esc("Ce terrain est situé en zone d'exposition moyenne au retrait-gonflement des argiles."));
  const quote = at("Obtenir un devis pour vendre ce terrain");
  expect(verdict).toBeGreaterThan(-1);
  expect(quote).toBeGreaterThan(verdict);
  // The explanation, the other risks, the unavailable block and the e-mail follow the buttons.
  for (const later of [esc("L'étude préalable, à la charge du vendeur"), "Les autres risques du sol", "donnees-indisponibles", "Recevoir ce résultat par e-mail"]) {
    expect(at(later), later).toBeGreaterThan(quote);
  }
  // One block names the three data not read; the sentence « Donnée indisponible » appears once.
  expect(result).toContain("Données non lues pour le moment\u202f: sismicité, radon, mouvements de terrain.");
  expect(result.split(esc(TERRAIN_UNAVAILABLE)).length - 1).toBe(1);
  expect(at(">Sismicité</p>")).toBe(-1);
  expect(at(">Cavités souterraines</p>")).toBeGreaterThan(quote);
});

test("the suggestions resource answers JSON candidates as the visitor types", async () => {
  const calls = stubUpstreams();
  const res = await request("/mon-terrain/suggestions?q=12%20rue%20de%20la%20mare", { headers: { "cf-connecting-ip": uniqueIp() } });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  const body = (await res.json()) as { candidates: Array<{ label: string; lat: number; lon: number; citycode: string }> };
  expect(body.candidates[0]).toMatchObject({
    label: "12 Rue de la Mare 93100 Montreuil",
    street: "12 Rue de la Mare",
    lat: 48.8608,
    lon: 2.441,
    citycode: "93048",
    city: "Montreuil",
    postcode: "93100",
  });
  // Each candidate comes signed by the server: the only place a lookup or an e-mail accepts.
  const lieu = (body.candidates[0] as unknown as { lieu: string }).lieu;
  expect(await verifyPlace(jwtSecret(), lieu)).toMatchObject({ label: "12 Rue de la Mare 93100 Montreuil", citycode: "93048" });
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
