import { describe, expect, test } from "vitest";
import { regionShapes, departmentShapes } from "~/components/territory/map-shapes";
import { departmentCompleteness, regionCompleteness } from "~/lib/territory/completeness";
import { MAP_VIEWBOX, OVERSEAS_DEPARTMENTS } from "~/lib/territory/map";
import { mapDepartmentCodes, mapSprite, pathBox, viewBoxFor } from "~/lib/territory/map-geometry.server";
import { detailedDepartments } from "../../seed/data/departments-detailed";
import { otherDepartments } from "../../seed/data/departments-other";
import { regions } from "../../seed/data/regions";

const seededDepartments = [...detailedDepartments, ...otherDepartments];

describe("the map's data against our territory", () => {
  test("the package's department ids are our codes: the 96 metropolitan departments, overseas ones aside", () => {
    const drawn = mapDepartmentCodes();
    expect(drawn).toHaveLength(96);
    const seeded = seededDepartments.map((d) => d.code);
    expect([...drawn, ...Object.keys(OVERSEAS_DEPARTMENTS)].sort()).toEqual([...seeded].sort());
    expect(drawn).toContain("2A");
    expect(drawn).toContain("01");
  });

  test("overseas departments belong to their single-department overseas region", () => {
    for (const [code, regionCode] of Object.entries(OVERSEAS_DEPARTMENTS)) {
      expect(seededDepartments.find((d) => d.code === code)?.regionCode, code).toBe(regionCode);
      expect(regions.find((r) => r.code === regionCode)?.metropolitan, regionCode).toBe(false);
    }
  });

  test("every metropolitan region is drawn by its departments; overseas regions become insets", () => {
    const rows = regions.map((r, i) => ({ id: i + 1, code: r.code, slug: r.slug, name: r.name }));
    const departments = seededDepartments.map((d) => ({ code: d.code, regionId: rows.find((r) => r.code === d.regionCode)!.id, drawn: !(d.code in OVERSEAS_DEPARTMENTS) }));
    const { shapes, insets } = regionShapes(rows, departments, { href: (r) => `/regions/${r.slug}`, tone: "brand" });
    expect(shapes.map((s) => s.name)).toHaveLength(13);
    expect([...(shapes.find((s) => s.key === "11")?.departments ?? [])].sort()).toEqual(["75", "77", "78", "91", "92", "93", "94", "95"]);
    expect(insets.map((s) => s.key).sort()).toEqual(["01", "02", "03", "04", "06"]);
    expect(shapes.every((s) => s.href?.startsWith("/regions/") && s.tone === "brand")).toBe(true);
  });

  test("with a region in scope, only its departments are selectable and the others are context", () => {
    const departments = [
      { id: 1, code: "72", name: "Sarthe", regionId: 5, status: "full" as const, drawn: true },
      { id: 2, code: "53", name: "Mayenne", regionId: 5, status: "short" as const, drawn: true },
      { id: 3, code: "61", name: "Orne", regionId: 4, status: "short" as const, drawn: true },
      { id: 4, code: "974", name: "La Réunion", regionId: 9, status: "short" as const, drawn: false },
    ];
    const scoped = departmentShapes(departments, { href: (d) => `?d=${d.code}`, selectedId: 1, regionId: 5 });
    expect(scoped.shapes.map((s) => [s.key, s.selected])).toEqual([
      ["72", true],
      ["53", false],
    ]);
    expect(scoped.context).toEqual(["61"]);
    expect(scoped.insets).toEqual([]);
    expect(departmentShapes(departments, { href: (d) => `?d=${d.code}` }).insets.map((s) => s.name)).toEqual(["La Réunion (974)"]);
  });
});

describe("geometry", () => {
  test("a path's box follows relative moves and closes back to the start of its subpath", () => {
    expect(pathBox("m 10,10 5,0 0,5 z m 20,0 1,1 z")).toEqual({ minX: 10, minY: 10, maxX: 31, maxY: 15 });
    expect(() => pathBox("m 0,0 c 1,1 2,2 3,3")).toThrow("Commande de tracé non prise en charge : c");
  });

  test("every department of the package has a box inside the drawing (only m and z commands)", () => {
    const [, , width, height] = MAP_VIEWBOX.split(" ").map(Number);
    for (const code of mapDepartmentCodes()) {
      const [x, y, w, h] = viewBoxFor([code], 0).split(" ").map(Number);
      expect(x, code).toBeGreaterThan(-20);
      expect(y, code).toBeGreaterThan(-20);
      expect(x + w, code).toBeLessThan(width + 20);
      expect(y + h, code).toBeLessThan(height + 20);
    }
  });

  test("a region's frame is square and holds its departments; an undrawn one gets the whole map", () => {
    const [x, y, w, h] = viewBoxFor(["75", "77", "78", "91", "92", "93", "94", "95"]).split(" ").map(Number);
    expect(w).toBe(h);
    expect(w).toBeLessThan(150);
    expect(x).toBeGreaterThan(200);
    expect(y).toBeGreaterThan(50);
    expect(viewBoxFor(["974"])).toBe(MAP_VIEWBOX);
  });

  test("the sprite holds one path per department, named by code", () => {
    const sprite = mapSprite();
    expect((sprite.match(/<path id="d-/g) ?? []).length).toBe(96);
    expect(sprite).toContain('<path id="d-75" d="m ');
  });
});

describe("completeness", () => {
  test("the detailed regions of the seed are complete pages, the others short", () => {
    const status = (r: (typeof regions)[number]) =>
      regionCompleteness({
        description: r.description.length,
        intro: r.intro.length,
        geologicalContext: r.geologicalContext.length,
        keyServices: r.keyServices.length,
        specificRisks: r.specificRisks.length,
        keyProjects: r.keyProjects.length,
      });
    expect(regions.filter((r) => status(r) === "full").map((r) => r.slug)).toEqual([
      "ile-de-france",
      "auvergne-rhone-alpes",
      "provence-alpes-cote-d-azur",
      "normandie",
      "pays-de-la-loire",
    ]);
    expect(regionCompleteness({ description: 0, intro: 300, geologicalContext: 0, keyServices: 2, specificRisks: 0, keyProjects: 0 })).toBe("missing");
  });

  test("the 36 detailed departments are complete, the others short", () => {
    const status = (d: (typeof seededDepartments)[number]) =>
      departmentCompleteness({
        description: d.description.length,
        geologicalContext: d.geologicalContext.length,
        keyServices: d.keyServices.length,
        specificRisks: d.specificRisks.length,
      });
    expect(detailedDepartments.every((d) => status(d) === "full")).toBe(true);
    expect(detailedDepartments).toHaveLength(36);
    expect(otherDepartments.every((d) => status(d) === "short")).toBe(true);
  });
});
