import { describe, expect, test } from "vitest";
import { headingId, rankRelated, readingTime, truncate } from "~/lib/content/rules";
import { departmentPreposition, neighbourDepartments, splitGeologyThemes, withPreposition } from "~/lib/territory/rules";

describe("reading time", () => {
  test.each([
    ["", 1],
    ["un deux trois", 1],
    [Array(200).fill("mot").join(" "), 1],
    [Array(201).fill("mot").join(" "), 2],
    [Array(1000).fill("mot").join("\n"), 5],
  ])("%#: words / 200 rounded up, at least one minute", (text, minutes) => {
    expect(readingTime(text)).toBe(minutes);
  });
});

describe("heading ids", () => {
  test.each([
    ["Qu'est-ce qu'une étude G2 ?", "quest-ce-quune-etude-g2"],
    ["  Les missions   G1 -- G5  ", "les-missions-g1-g5"],
    ["Étape 1 : l'enquête documentaire", "etape-1-lenquete-documentaire"],
    ["--Retrait-gonflement des argiles--", "retrait-gonflement-des-argiles"],
  ])("%s → %s", (text, id) => {
    expect(headingId(text)).toBe(id);
  });
});

test("descriptions are cut at the limit with an ellipsis", () => {
  const text = "a".repeat(130);
  expect(truncate(text, 120)).toBe(`${"a".repeat(120)}...`);
  expect(truncate("court", 120)).toBe("court");
  expect(truncate("x".repeat(100), 100)).toBe("x".repeat(100));
});

describe("department prepositions", () => {
  test.each([
    ["Yvelines", "aux"],
    ["Bouches-du-Rhône", "aux"],
    ["Seine-Saint-Denis", "en"],
    ["Isère", "en"],
    ["Loire-Atlantique", "en"],
    ["Loire", "dans le"],
    ["Rhône", "dans le"],
    ["Var", "dans le"],
    ["Finistère", "dans le"],
    ["Sarthe", "en"],
    ["Paris", "à"],
  ])("%s takes '%s'", (name, preposition) => {
    expect(departmentPreposition(name)).toBe(preposition);
  });
  test("the SEO phrase joins preposition and name", () => {
    expect(withPreposition("Rhône")).toBe("dans le Rhône");
  });
});

test("neighbouring departments are the next three codes of the region, wrapping around", () => {
  const idf = ["75", "77", "78", "91", "92", "93", "94", "95"].map((code) => ({ code }));
  expect(neighbourDepartments("75", idf).map((d) => d.code)).toEqual(["77", "78", "91"]);
  expect(neighbourDepartments("94", idf).map((d) => d.code)).toEqual(["95", "75", "77"]);
  expect(neighbourDepartments("13", [{ code: "13" }, { code: "83" }]).map((d) => d.code)).toEqual(["83"]);
  expect(neighbourDepartments("2A", [{ code: "2B" }, { code: "2A" }]).map((d) => d.code)).toEqual(["2B"]);
});

describe("related articles", () => {
  const d = (s: string) => new Date(s);
  const current = { slug: "a", tags: ["argiles", "fondations"], categoryId: 1, publishedAt: d("2024-01-01") };
  const candidates = [
    { slug: "a", tags: ["argiles", "fondations"], categoryId: 1, publishedAt: d("2024-01-01") },
    { slug: "b", tags: ["argiles"], categoryId: 2, publishedAt: d("2024-05-01") },
    { slug: "c", tags: ["argiles", "fondations"], categoryId: 3, publishedAt: d("2023-01-01") },
    { slug: "d", tags: ["argiles"], categoryId: 2, publishedAt: d("2024-06-01") },
    { slug: "e", tags: [], categoryId: 1, publishedAt: d("2025-01-01") },
  ];
  test("ranked by shared tags, ties by the most recent, current excluded", () => {
    expect(rankRelated(current, candidates).map((c) => c.slug)).toEqual(["c", "d", "b"]);
  });
  test("an article without tags is related by category", () => {
    const untagged = { slug: "x", tags: [], categoryId: 2, publishedAt: d("2024-01-01") };
    expect(rankRelated(untagged, candidates).map((c) => c.slug)).toEqual(["d", "b", "e"]);
  });
});

describe("geological themes", () => {
  test("sentences are sorted into the five themes by keyword, empty themes hidden", () => {
    const themes = splitGeologyThemes(
      "Paris occupe le centre du Bassin parisien. Le sous-sol comprend le calcaire lutétien et le gypse. " +
        "Le relief est marqué par les buttes de Montmartre et de Belleville. La nappe des alluvions de la Seine est peu profonde. " +
        "Les anciennes carrières imposent des fondations adaptées.",
    );
    expect(themes.map((t) => [t.id, t.sentences.length])).toEqual([
      ["contexte", 1],
      ["formations", 1],
      ["relief", 1],
      ["hydrologie", 1],
      ["enjeux", 1],
    ]);
  });
  test("a sentence without primary keyword goes to the theme with most hits", () => {
    const [theme] = splitGeologyThemes("Le risque de sinistre et d'effondrement reste élevé.");
    expect(theme.id).toBe("enjeux");
  });
  test("'eau' is matched as a word, not inside 'plateau'", () => {
    const [theme] = splitGeologyThemes("Un vaste plateau domine la ville.");
    expect(theme.id).toBe("relief");
  });
  test("text without any keyword stays in one general section", () => {
    expect(splitGeologyThemes("Texte sans indice particulier.")).toEqual([{ id: "contexte", title: "Contexte géologique général", sentences: ["Texte sans indice particulier."] }]);
  });
});
