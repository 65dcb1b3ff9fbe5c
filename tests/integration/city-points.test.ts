// Every seeded city has its INSEE code and reference point, derived from public extracts
// (docs/decisions/750-city-insee-codes-and-points.md), so its page shows the commune's
// « Sols et risques naturels » summary (Géorisques answered from the recorded fixtures).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { exportTerritory } from "~/lib/territory/import.server";
import { cityRiskTexts } from "~/lib/terrain/schema";
import { seedDatabase } from "../../seed";
import { cities } from "../../seed/data/cities";
import { cityPoints } from "../../seed/data/city-points";
import { outlinedDepartments, pointInDepartment } from "../../seed/department-outlines";
import { db, request } from "../helpers";
import { stubUpstreams } from "../terrain-upstream";
import { esc } from "./forms-helpers";

/** Metropolitan codes are 2 characters (2A/2B in Corsica), overseas ones 3: the commune code starts with it. */
function codeInDepartment(inseeCode: string, departmentCode: string) {
  return /^(?:\d{5}|2[AB]\d{3})$/.test(inseeCode) && inseeCode.startsWith(departmentCode);
}

describe("the seed's codes and points", () => {
  test("every seeded city has an INSEE code that starts with its department's code", () => {
    expect(cities).toHaveLength(41);
    for (const city of cities) {
      const point = cityPoints[city.slug];
      expect(point, city.slug).toBeDefined();
      expect(codeInDepartment(point.inseeCode, city.departmentCode), `${city.slug} ${point.inseeCode}`).toBe(true);
    }
    expect(new Set(Object.values(cityPoints).map((p) => p.inseeCode)).size).toBe(cities.length);
  });

  test("the code rule knows Corsica and the overseas departments", () => {
    expect(codeInDepartment("2A004", "2A")).toBe(true);
    expect(codeInDepartment("2B033", "2A")).toBe(false);
    expect(codeInDepartment("97411", "974")).toBe(true);
    expect(codeInDepartment("97411", "971")).toBe(false);
    expect(codeInDepartment("7505", "75")).toBe(false);
  });

  test("every seeded city's point lies inside its department's outline, and not inside a neighbour's", () => {
    for (const city of cities) {
      const { latitude, longitude } = cityPoints[city.slug];
      expect(pointInDepartment(city.departmentCode, longitude, latitude), city.slug).toBe(true);
      for (const other of outlinedDepartments.filter((code) => code !== city.departmentCode)) {
        expect(pointInDepartment(other, longitude, latitude), `${city.slug} in ${other}`).toBe(false);
      }
    }
  });
});

describe("the seeded database", () => {
  beforeAll(async () => {
    await seedDatabase(db());
  });

  test("the seed writes the points; a re-seed fills a city left without one and keeps a point staff typed", async () => {
    const row = (slug: string) => env.DB.prepare("select insee_code, latitude, longitude from cities where slug = ?").bind(slug).first();
    expect(await row("meaux")).toEqual({ insee_code: "77284", latitude: cityPoints.meaux.latitude, longitude: cityPoints.meaux.longitude });
    await env.DB.prepare("update cities set insee_code = null, latitude = null, longitude = null where slug = 'melun'").run();
    await env.DB.prepare("update cities set insee_code = '72154', latitude = 47.6997, longitude = -0.0758 where slug = 'la-fleche'").run();
    await seedDatabase(db());
    expect(await row("melun")).toEqual({ insee_code: cityPoints.melun.inseeCode, latitude: cityPoints.melun.latitude, longitude: cityPoints.melun.longitude });
    expect(await row("la-fleche")).toEqual({ insee_code: "72154", latitude: 47.6997, longitude: -0.0758 });
  });

  test("the territory export carries every seeded city's code and point", async () => {
    const file = await exportTerritory(db());
    for (const city of cities.filter((c) => c.slug !== "la-fleche")) {
      const exported = file.cities.find((c) => c.slug === city.slug);
      expect(exported, city.slug).toMatchObject(cityPoints[city.slug]);
    }
  });

  test("a seeded city's page shows « Sols et risques naturels » read at its town hall", async () => {
    const calls = stubUpstreams();
    const res = await request("/villes/meaux");
    expect(res.status).toBe(200);
    const html = (await res.text()).replaceAll("<!-- -->", "");
    expect(html).toContain(esc(cityRiskTexts.title("Meaux")));
    expect(html).toContain(esc("Exposition moyenne au retrait-gonflement des argiles au point de référence de la commune"));
    const rga = calls.find((url) => url.pathname.endsWith("/rga"));
    expect(rga?.searchParams.get("latlon")).toBe(`${cityPoints.meaux.longitude},${cityPoints.meaux.latitude}`);
    expect(calls.find((url) => url.pathname.endsWith("/radon"))?.searchParams.get("code_insee")).toBe("77284");
  });
});
