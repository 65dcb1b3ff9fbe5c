// Every public page's JSON-LD passes Google's rich-results rules, as checked by
// @adobe/structured-data-validator (docs/decisions/720). The validator runs here, in workerd, on the
// pages the Worker serves. It is given no schema.org vocabulary (that would be a download of
// schemaorg-all-https.jsonld at test time), so it applies Google's rules only.
import Validator from "@adobe/structured-data-validator";
import { beforeAll, expect, test } from "vitest";
import { seedDatabase } from "../../seed";
import { db, request } from "../helpers";

beforeAll(async () => {
  await seedDatabase(db());
});

type Item = Record<string, unknown>;

/** The page's JSON-LD in the shape @marbec/web-auto-extractor gives the validator: items by root type. */
async function extracted(path: string) {
  const res = await request(path);
  expect(res.status, path).toBe(200);
  const body = await res.text();
  const jsonld: Record<string, Array<Item>> = {};
  const blocks = [...body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]) as Item | Array<Item>);
  for (const block of blocks) {
    for (const item of Array.isArray(block) ? block : "@graph" in block ? (block["@graph"] as Array<Item>) : [block]) {
      const type = String([item["@type"]].flat()[0]);
      jsonld[type] = [...(jsonld[type] ?? []), item];
    }
  }
  return { jsonld, types: Object.keys(jsonld) };
}

async function issuesOf(path: string) {
  const { jsonld, types } = await extracted(path);
  const issues = await new Validator(undefined).validate({ jsonld, microdata: {}, rdfa: {} });
  return { types, issues };
}

test("the validator is not vacuous: a breadcrumb item without a name is an error", async () => {
  const { jsonld } = await extracted("/services/sondages");
  const [breadcrumb] = jsonld.BreadcrumbList;
  const items = breadcrumb.itemListElement as Array<Item>;
  const broken = { ...breadcrumb, itemListElement: [{ ...items[0], name: undefined }, ...items.slice(1)] };
  const issues = await new Validator(undefined).validate({ jsonld: { BreadcrumbList: [broken] }, microdata: {}, rdfa: {} });
  expect(issues.filter((i) => i.severity === "ERROR").length).toBeGreaterThan(0);
});

const pages = {
  "home page": "/",
  service: "/services/sondages",
  article: "/actualites/loi-elan-etude-geotechnique-vente-terrain",
  city: "/villes/paris",
  department: "/departements/75",
  region: "/regions/ile-de-france",
  "about page": "/a-propos",
  "contact page": "/contact",
  "references page": "/references",
};

for (const [name, path] of Object.entries(pages)) {
  test(`the ${name}'s structured data has no rich-results error or warning`, async () => {
    const { types, issues } = await issuesOf(path);
    // Every page states at least its breadcrumb (the home page: the firm).
    expect(types.length, path).toBeGreaterThan(0);
    expect(
      issues.filter((i) => i.severity === "ERROR"),
      path,
    ).toEqual([]);
    expect(
      issues.filter((i) => i.severity === "WARNING"),
      path,
    ).toEqual([]);
  });
}
