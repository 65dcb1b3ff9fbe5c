import { describe, expect, test } from "vitest";
import { checkRow, type Current, importSummary, planImport, readImport } from "~/lib/territory/transfer";

const region = {
  id: 1,
  code: "52",
  slug: "pays-de-la-loire",
  name: "Pays de la Loire",
  description: "Massif armoricain et Bassin parisien.",
  intro: "",
  geologicalContext: "",
  keyServices: ["Étude G2"],
  specificRisks: [],
  specificServices: [],
  specificChallenges: [],
  keyProjects: [],
  caseStudies: [],
  metropolitan: true,
  areaKm2: null,
  population: null,
};
const department = {
  id: 7,
  code: "72",
  name: "Sarthe",
  regionCode: "52",
  description: "Sables et argiles du Cénomanien.",
  geologicalContext: "",
  keyServices: [],
  specificRisks: [],
  specificServices: [],
};
const city = {
  id: 3,
  slug: "le-mans",
  name: "Le Mans",
  departmentCode: "72",
  zipCode: "72000",
  population: 143000,
  areaKm2: 52.81,
  description: "Préfecture de la Sarthe.",
  geologicalContext: "",
  keyServices: [],
  references: [],
  testimonials: [],
  inseeCode: "72181",
  latitude: 48.0061,
  longitude: 0.1996,
  riskSummaryMode: "auto" as const,
  riskSummaryText: "",
};
const current: Current = { regions: [region], departments: [department], cities: [city] };

const rows = (kind: "regions" | "departments" | "cities", ...data: Array<unknown>) => data.map((d, i) => ({ kind, index: i + 1, data: d }));

describe("reading an import", () => {
  test.each([
    ["an empty text", ""],
    ["text that is not JSON", "{ regions: "],
    ["an empty list", "[]"],
    ["an object without a list", '{ "pays": [] }'],
    ["a list key that is not a list", '{ "cities": {} }'],
    ["a number", "42"],
    ["empty lists only", '{ "regions": [], "cities": [] }'],
  ])("refuses %s with 'Format de données invalide'", (_, text) => {
    const result = readImport(text, "cities");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe("Format de données invalide");
  });

  test("a bare list needs its kind; the export's object carries its own", () => {
    expect(readImport('[{ "name": "Laval" }]', null).ok).toBe(false);
    const bare = readImport('[{ "name": "Laval" }]', "cities");
    expect(bare.ok && bare.rows).toEqual([{ kind: "cities", index: 1, data: { name: "Laval" } }]);
    const object = readImport('{ "regions": [{}], "cities": [{}, {}], "format": "lutetia-territoire" }', null);
    expect(object.ok && object.rows.map((r) => `${r.kind}:${r.index}`)).toEqual(["regions:1", "cities:1", "cities:2"]);
  });
});

describe("checking a row", () => {
  test("a region needs name, code and slug", () => {
    const row = checkRow("regions", 1, { name: "Bretagne" });
    expect(row.ok).toBe(false);
    if (!row.ok) expect(row.errors).toEqual(["Champs obligatoires manquants : code, slug"]);
  });

  test("a department needs name, code and regionCode; codes are strings", () => {
    const row = checkRow("departments", 2, { name: "Ain", code: 1 });
    expect(row.ok).toBe(false);
    if (!row.ok) {
      expect(row.errors).toContain("Champ obligatoire manquant : regionCode");
      expect(row.errors).toContain("Champ invalide : code (texte attendu, par exemple « 01 » pour un code)");
    }
    expect(checkRow("departments", 3, { name: "Corse-du-Sud", code: "2a", regionCode: "94" })).toMatchObject({ ok: true, key: "2A" });
  });

  test("a city needs name, slug and departmentCode, and fields of the right type", () => {
    const row = checkRow("cities", 4, { name: "Laval", slug: "Laval!", departmentCode: "53", population: "50 000", references: [{ description: "sans nom" }] });
    expect(row.ok).toBe(false);
    if (!row.ok) {
      expect(row.errors).toEqual([
        "Slug invalide : « Laval! » (lettres minuscules sans accent, chiffres et tirets)",
        "Champ invalide : population (nombre entier positif ou null attendu)",
        "Champ invalide : references (liste de références { name, description, isActive } attendue, chacune avec un nom de 200 caractères au maximum)",
      ]);
    }
  });

  test("a title, a testimonial or a text is capped as in the form: the records are the same (docs/decisions/919)", () => {
    const long = (n: number) => "x".repeat(n);
    const refused = (kind: "regions" | "cities", data: Record<string, unknown>) => {
      const row = checkRow(kind, 1, data);
      return row.ok ? [] : row.errors;
    };
    expect(refused("regions", { name: "Normandie", code: "28", slug: "normandie", keyProjects: [{ title: long(201) }] })).toHaveLength(1);
    expect(refused("regions", { name: "Normandie", code: "28", slug: "normandie", keyProjects: [{ title: long(200) }] })).toEqual([]);
    expect(refused("cities", { name: "Caen", slug: "caen", departmentCode: "14", testimonials: [{ text: long(2001), author: "M. Martin" }] })).toHaveLength(1);
    expect(refused("cities", { name: "Caen", slug: "caen", departmentCode: "14", description: long(20_001) })).toHaveLength(1);
  });
});

describe("planning an import", () => {
  test("every row gets created, updated (with the changed fields), unchanged or an error with its reason", () => {
    const plan = planImport(
      [
        ...rows("regions", { code: "52", slug: "pays-de-la-loire", name: "Pays de la Loire" }),
        ...rows("departments", { code: "72", name: "Sarthe", regionCode: "52", description: "Nouvelle description." }, { code: "53", name: "Mayenne", regionCode: "52" }),
        ...rows("cities", { slug: "laval", name: "Laval", departmentCode: "53", zipCode: "53000" }, { slug: "lyon-9", name: "Lyon 9e", departmentCode: "69" }),
      ],
      current,
    );
    expect(plan.entries.map((e) => [e.kind, e.key, e.outcome, e.changes, e.reasons])).toEqual([
      ["regions", "52", "unchanged", [], []],
      ["departments", "72", "updated", ["description"], []],
      ["departments", "53", "created", [], []],
      ["cities", "laval", "created", [], []],
      ["cities", "lyon-9", "error", [], ["Département inconnu : code « 69 »"]],
    ]);
    expect(plan.counts).toEqual({ created: 2, updated: 1, unchanged: 1, errors: 1, imported: 3, total: 5 });
    // An update writes the changed fields only; a creation the whole row with defaults.
    expect(plan.entries[1].write).toEqual({ id: 7, values: { description: "Nouvelle description." } });
    expect(plan.entries[2].write?.values).toMatchObject({ code: "53", name: "Mayenne", regionCode: "52", description: "", keyServices: [] });
  });

  test("duplicate codes and slugs are errors on every occurrence; a slug of another region too", () => {
    const plan = planImport(
      [
        ...rows(
          "regions",
          { code: "53", slug: "bretagne", name: "Bretagne" },
          { code: "53", slug: "bretagne-2", name: "Bretagne bis" },
          { code: "24", slug: "pays-de-la-loire", name: "Centre" },
        ),
        ...rows("cities", { slug: "laval", name: "Laval", departmentCode: "72" }, { slug: "laval", name: "Laval", departmentCode: "72" }),
      ],
      current,
    );
    expect(plan.entries.map((e) => e.reasons)).toEqual([
      ["Code « 53 » en double dans le fichier (lignes 1, 2)"],
      ["Code « 53 » en double dans le fichier (lignes 1, 2)"],
      ["Slug « pays-de-la-loire » déjà utilisé par la région Pays de la Loire (code 52)"],
      ["Slug « laval » en double dans le fichier (lignes 1, 2)"],
      ["Slug « laval » en double dans le fichier (lignes 1, 2)"],
    ]);
  });

  test("a parent refused in the file makes its children unknown; a valid new parent makes them known", () => {
    const plan = planImport(
      [
        ...rows("regions", { code: "94", slug: "corse", name: "Corse" }, { code: "XX", name: "Sans slug" }),
        ...rows("departments", { code: "2A", name: "Corse-du-Sud", regionCode: "94" }, { code: "20", name: "Corse (ancien)", regionCode: "XX" }),
      ],
      current,
    );
    expect(plan.entries.map((e) => e.outcome)).toEqual(["created", "error", "created", "error"]);
    expect(plan.entries[3].reasons).toEqual(["Région inconnue : code « XX »"]);
  });

  test("the summary counts imported rows and errors", () => {
    expect(importSummary({ created: 1, updated: 0, unchanged: 0, errors: 1, imported: 1, total: 2 })).toBe(
      "Import terminé : 1 élément importé (1 créé, 0 mis à jour), 0 inchangé, 1 erreur.",
    );
  });
});
