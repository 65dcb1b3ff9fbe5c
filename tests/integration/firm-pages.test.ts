// The firm on the public site (docs/decisions/753): the team and the valid credentials on
// « À propos », the credentials in the footer and the Organization data, /references with
// its filters, the references on their city, department and region pages, in the sitemap
// and the search; and what 'État du site' says of them.
import Validator from "@adobe/structured-data-validator";
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { siteHealth } from "~/lib/health/health.server";
import { rebuildSearchIndex } from "~/lib/search/search.server";
import { seedDatabase } from "../../seed";
import { createMediaFile } from "../factories/content";
import { createPhotoWithVariants } from "../factories/media-variants";
import { db, request } from "../helpers";
import { esc } from "./admin-content-helpers";

type Item = Record<string, unknown>;

async function page(path: string) {
  const res = await request(path);
  return { status: res.status, html: (await res.text()).replaceAll("<!-- -->", "") };
}

function jsonLdOf(html: string): Array<Item> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]) as Item);
}

async function richResultIssues(html: string) {
  const jsonld: Record<string, Array<Item>> = {};
  for (const item of jsonLdOf(html)) {
    const type = String([item["@type"]].flat()[0]);
    jsonld[type] = [...(jsonld[type] ?? []), item];
  }
  return new Validator(undefined).validate({ jsonld, microdata: {}, rdfa: {} });
}

const run = (query: string, ...binds: Array<unknown>) =>
  env.DB.prepare(query)
    .bind(...binds)
    .run();

beforeAll(async () => {
  await seedDatabase(db());
  const portrait = await createPhotoWithVariants({ alt: "Portrait de Claire Martin" });
  await run(
    "insert into team_members (name, job_title, photo, bio, display_order) values (?, ?, ?, ?, 1)",
    "Claire Martin",
    "Ingénieure géotechnicienne",
    `/media/${portrait.key}`,
    "Missions G2 en Île-de-France.",
  );
  await run(
    "insert into credentials (kind, label, number, issuer, valid_until) values ('qualification', 'Qualification OPQIBI 1001 – Étude géotechnique', '17 04 1234', 'OPQIBI', '2099-12-31'), ('insurance', 'Responsabilité civile professionnelle', 'RC-778899', 'Mutuelle des ingénieurs', null), ('qualification', 'Qualification OPQIBI 1002 – Ancienne', '09 01 0001', 'OPQIBI', '2020-01-31')",
  );
  const { contentChanged } = await import("../helpers");
  await contentChanged();
});

describe("« À propos », the footer and the Organization data", () => {
  test("« À propos » shows the team with its portrait as variants, and the valid credentials only", async () => {
    const { html } = await page("/a-propos");
    expect(html).toContain("Notre équipe");
    expect(html).toContain("Claire Martin");
    expect(html).toContain("Ingénieure géotechnicienne");
    const portrait = /<picture>[\s\S]*?alt="Portrait de Claire Martin"[\s\S]*?<\/picture>/.exec(html)?.[0] ?? "";
    expect(portrait).toContain('type="image/avif"');
    expect(portrait).toMatch(/srcSet="[^"]*480w/);
    expect(html).toContain(esc("Qualifications et assurances"));
    expect(html).toContain("Qualification OPQIBI 1001 – Étude géotechnique");
    expect(html).toContain("RC-778899");
    expect(html).not.toContain("OPQIBI 1002");
  });

  test("every page's footer has the valid credentials in one line; the home's and about page's Organization has the valid qualification as a credential, without a rich-results error", async () => {
    const { html } = await page("/contact");
    const line = /<p data-credentials="">(.*?)<\/p>/.exec(html)?.[1] ?? "";
    expect(line).toContain("Qualification OPQIBI 1001 – Étude géotechnique n° 17 04 1234");
    expect(line).toContain("Responsabilité civile professionnelle n° RC-778899 (Mutuelle des ingénieurs)");
    expect(line).not.toContain("1002");
    for (const path of ["/", "/a-propos"]) {
      const home = await page(path);
      const organization = jsonLdOf(home.html).find((item) => [item["@type"]].flat().includes("Organization"));
      expect(organization?.hasCredential, path).toEqual([
        {
          "@type": "EducationalOccupationalCredential",
          name: "Qualification OPQIBI 1001 – Étude géotechnique",
          credentialCategory: "certification",
          identifier: "17 04 1234",
          recognizedBy: { "@type": "Organization", name: "OPQIBI" },
          expires: "2099-12-31",
        },
      ]);
      expect(await richResultIssues(home.html), path).toEqual([]);
    }
  });
});

describe("/references", () => {
  test("lists the published references with their JSON-LD valid for Google's rules; no script", async () => {
    const { status, html } = await page("/references");
    expect(status).toBe(200);
    for (const title of [
      "Maison individuelle sur argiles vertes (exemple)",
      "Immeuble de logements avec un niveau de sous-sol (exemple)",
      "Diagnostic de fissures d'un pavillon (exemple)",
    ]) {
      expect(html).toContain(esc(title));
    }
    const list = jsonLdOf(html).find((item) => item["@type"] === "ItemList");
    expect(list?.itemListElement).toHaveLength(3);
    expect(await richResultIssues(html)).toEqual([]);
    expect(html).not.toMatch(/<script[^>]*src=/);
    expect(html).not.toContain('rel="modulepreload"');
  });

  test("filters by mission and by department through the URL; an unknown value is ignored; a filtered view is not indexed", async () => {
    const g5 = await page("/references?mission=G5");
    expect(g5.html).toContain(esc("Diagnostic de fissures d'un pavillon (exemple)"));
    expect(g5.html).not.toContain("Maison individuelle sur argiles vertes (exemple)");
    expect(g5.html).toMatch(/<option value="G5" selected="">/);
    expect(g5.html).toContain('content="noindex');
    const yvelines = await page("/references?departement=78");
    expect(yvelines.html).toContain("Immeuble de logements avec un niveau de sous-sol (exemple)");
    expect(yvelines.html).not.toContain(esc("Diagnostic de fissures d'un pavillon (exemple)"));
    const both = await page("/references?mission=G1&departement=78");
    expect(both.html).toContain("Aucune référence ne correspond à ces critères.");
    const unknown = await page("/references?mission=G9&departement=zz");
    expect(unknown.html).toContain("3 références.");
  });

  test("a reference's photos are served as variants; an unpublished reference shows nowhere", async () => {
    const photo = await createPhotoWithVariants({ alt: "Sondeuse sur le chantier de Meaux" });
    await run(
      "insert into project_references (title, city_id, year, missions, client_type, text, photos, is_published) select 'Extension sur remblais', id, 2026, '[\"G2\"]', 'architecte', 'Extension sur remblais anciens : sondages et fondations sur micropieux.', ?, 1 from cities where slug = 'meaux'",
      JSON.stringify([`/media/${photo.key}`]),
    );
    await run(
      "insert into project_references (title, city_id, year, missions, client_type, text, is_published) select 'Brouillon de référence', id, 2026, '[\"G2\"]', 'architecte', 'Pas encore relue par le client.', 0 from cities where slug = 'meaux'",
    );
    const { contentChanged } = await import("../helpers");
    await contentChanged();
    const { html } = await page("/references?departement=77");
    const card = /<article[^>]*>(?:(?!<\/article>)[\s\S])*Extension sur remblais[\s\S]*?<\/article>/.exec(html)?.[0] ?? "";
    expect(card).toContain('type="image/webp"');
    expect(card).toContain('alt="Sondeuse sur le chantier de Meaux"');
    expect(card).not.toContain(`src="/media/${photo.key}"`);
    for (const path of ["/references", "/villes/meaux", "/departements/77", "/regions/ile-de-france"]) {
      expect((await page(path)).html, path).not.toContain("Brouillon de référence");
    }
  });
});

describe("the territory pages, the sitemap and the search", () => {
  test("a reference shows on its city, department and region pages, not on another department's", async () => {
    const title = "Maison individuelle sur argiles vertes (exemple)";
    for (const path of ["/villes/meaux", "/departements/77", "/regions/ile-de-france"]) {
      const { html } = await page(path);
      expect(html, path).toContain("Références récentes");
      expect(html, path).toContain(title);
    }
    expect((await page("/villes/melun")).html).not.toContain(title);
    expect((await page("/departements/78")).html).not.toContain(title);
  });

  test("/references is in the sitemap, dated by its latest reference; the search finds a real reference, not an example", async () => {
    const { html } = await page("/sitemap.xml");
    expect(html).toMatch(/<loc>[^<]*\/references<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    await run(
      "insert into project_references (title, city_id, year, missions, client_type, text, is_published) select 'Parking enterré sur remblais', id, 2026, '[\"G2\"]', 'collectivite', 'Remblais anciens sur craie : fondations sur micropieux et cuvelage.', 1 from cities where slug = 'rouen'",
    );
    await rebuildSearchIndex(db());
    const search = await page("/search?q=remblais+micropieux");
    expect(search.html).toMatch(/href="\/references#reference-\d+"[^>]*>Parking enterré sur remblais</);
    // The seed's fictitious examples are not offered by the search.
    expect((await page("/search?q=argiles+vertes+plateau+Brie")).html).not.toContain("(exemple)");
  });
});

describe("'État du site'", () => {
  const ENV = {
    SITE_ORIGIN: "https://www.lutetia-geotechnique.test",
    MAILCHANNELS_API_KEY: undefined,
    MAILCHANNELS_ACCOUNT_ID: undefined,
    TURNSTILE_SECRET_KEY: undefined,
    TURNSTILE_SITE_KEY: undefined,
    MAILCHANNELS_DKIM_PRIVATE_KEY: undefined,
    MAILCHANNELS_DKIM_SELECTOR: "mcdkim",
  };
  const noNetwork = (async () => {
    throw new Error("aucun appel réseau attendu");
  }) as unknown as typeof fetch;
  const check = async (id: string) => (await siteHealth({ db: db(), env: ENV, fetcher: noNetwork })).checks.find((c) => c.id === id);

  test("an expired credential is flagged with a link to it; the seeded references are « à remplacer » until edited", async () => {
    const expired = await check("content:expired-credentials");
    expect(expired?.state).toBe("warning");
    expect(expired?.items?.[0]?.label).toBe("Qualification OPQIBI 1002 – Ancienne (expirée le 31/01/2020)");
    const examples = await check("content:example-references");
    expect(examples?.state).toBe("todo");
    expect(examples?.items?.map((item) => item.label)).toContain("Maison individuelle sur argiles vertes (exemple) (à remplacer)");
    await run("update project_references set is_example = 0");
    expect((await check("content:example-references"))?.state).toBe("ok");
  });

  test("a team portrait or a published reference photo without alt text is listed under « Images sans texte alternatif »", async () => {
    const bare = await createMediaFile(null, { name: "portrait-sans-texte.png" });
    await run("insert into team_members (name, job_title, photo) values ('Hugo Petit', 'Technicien sondeur', ?)", bare.url);
    const images = await check("content:media-alt");
    expect(images?.items?.map((item) => item.label)).toContain("portrait-sans-texte.png");
  });
});
