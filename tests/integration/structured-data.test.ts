// Honest structured data (docs/decisions/720): a service's offer is what staff set,
// published only while valid; the home page's Organization states the settings' real facts.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { services, settings } from "~/db/schema";
import { addDays, parisDay } from "~/lib/dates";
import { seedDatabase } from "../../seed";
import { contentChanged, db, request } from "../helpers";

beforeAll(async () => {
  await seedDatabase(db());
});

type JsonLd = Record<string, unknown>;

async function jsonLdOf(path: string): Promise<Array<JsonLd>> {
  const res = await request(path);
  expect(res.status).toBe(200);
  const body = await res.text();
  return [...body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]) as JsonLd);
}

const serviceData = async (slug: string) => (await jsonLdOf(`/services/${slug}`)).find((d) => d["@type"] === "Service");

async function setOffer(slug: string, offer: Partial<typeof services.$inferInsert>) {
  await db().update(services).set(offer).where(eq(services.slug, slug));
  await contentChanged();
}

async function setSetting(section: string, key: string, value: string) {
  await db()
    .insert(settings)
    .values({ section, key, value })
    .onConflictDoUpdate({ target: [settings.section, settings.key], set: { value } });
  await contentChanged();
}

describe("a service's offer", () => {
  test("the seed sets no offer: no service claims a price", async () => {
    const rows = await db().select({ slug: services.slug, price: services.priceAmount }).from(services);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.price !== null)).toEqual([]);
    const service = await serviceData("etudes-geotechniques");
    expect(service).toMatchObject({ "@type": "Service", name: "Études géotechniques" });
    expect(service).not.toHaveProperty("offers");
  });

  test("a price with a validity and an area publishes that Offer, a price 'from' excl. VAT", async () => {
    const validUntil = addDays(parisDay(new Date()), 90);
    await setOffer("sondages", { priceAmount: 950, priceValidUntil: validUntil, priceAreaServed: "Île-de-France" });
    const service = await serviceData("sondages");
    expect(service?.offers).toEqual({
      "@type": "Offer",
      priceCurrency: "EUR",
      priceSpecification: { "@type": "PriceSpecification", minPrice: 950, priceCurrency: "EUR", valueAddedTaxIncluded: false },
      priceValidUntil: validUntil,
      areaServed: { "@type": "Place", name: "Île-de-France" },
    });
  });

  test("an offer valid until today is still published; one whose validity has passed is not", async () => {
    const today = parisDay(new Date());
    await setOffer("diagnostics", { priceAmount: 1200, priceValidUntil: today, priceAreaServed: null });
    expect((await serviceData("diagnostics"))?.offers).toMatchObject({ priceValidUntil: today, priceSpecification: { minPrice: 1200 } });

    await setOffer("diagnostics", { priceValidUntil: addDays(today, -1) });
    const service = await serviceData("diagnostics");
    expect(service).toMatchObject({ "@type": "Service" });
    expect(service).not.toHaveProperty("offers");
  });

  test("a price without validity is published without priceValidUntil", async () => {
    await setOffer("etudes-pollution", { priceAmount: 2000, priceValidUntil: null, priceAreaServed: null });
    const offers = (await serviceData("etudes-pollution"))?.offers as JsonLd;
    expect(offers).toMatchObject({ priceSpecification: { minPrice: 2000 } });
    expect(offers).not.toHaveProperty("priceValidUntil");
    expect(offers).not.toHaveProperty("areaServed");
  });
});

describe("the home page's Organization", () => {
  const organization = async () => (await jsonLdOf("/")).find((d) => Array.isArray(d["@type"]) && (d["@type"] as Array<string>).includes("Organization"));

  test("leaves out every fact still equal to its seed placeholder", async () => {
    const org = await organization();
    expect(org).toMatchObject({ name: "Lutetia Géotechnique", legalName: "Lutetia Géotechnique SAS", foundingDate: "2023" });
    const text = JSON.stringify(org);
    for (const placeholder of ["example.fr", "01 00 00 00 00", "rue de l'Exemple", "https://www.linkedin.com/", "https://x.com/"]) {
      expect(text).not.toContain(placeholder);
    }
    expect(org).not.toHaveProperty("email");
    expect(org).not.toHaveProperty("telephone");
    expect(org).not.toHaveProperty("geo");
    expect(org).not.toHaveProperty("sameAs");
    expect(org?.address).not.toHaveProperty("streetAddress");
    expect(org?.numberOfEmployees).toEqual({ "@type": "QuantitativeValue", minValue: 5, maxValue: 10 });
    expect(org?.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" },
    ]);
  });

  test("states the facts staff filled in", async () => {
    await setSetting("contact", "phone", "01 43 55 20 10");
    await setSetting("contact", "street", "24 rue de la Roquette");
    await setSetting("contact", "latitude", "48.8541");
    await setSetting("contact", "longitude", "2.3735");
    await setSetting("social", "linkedin", "https://www.linkedin.com/company/lutetia-geotechnique");
    await setSetting("hours", "saturday", "9h00 – 12h00");
    const org = await organization();
    expect(org).toMatchObject({
      telephone: "01 43 55 20 10",
      address: { "@type": "PostalAddress", streetAddress: "24 rue de la Roquette", postalCode: "75011", addressLocality: "Paris", addressCountry: "FR" },
      geo: { "@type": "GeoCoordinates", latitude: 48.8541, longitude: 2.3735 },
      sameAs: ["https://www.linkedin.com/company/lutetia-geotechnique"],
    });
    expect(org).not.toHaveProperty("email");
    expect(org?.openingHoursSpecification).toContainEqual({ "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "12:00" });
  });
});
