// Services, pages, testimonials, catalogue rows and redirects for the back-office tests.
import { env } from "cloudflare:test";
import { createDb } from "~/db/client.server";
import { pages, redirects, services, simulatorServices, testimonials } from "~/db/schema";
import { contentChanged } from "../helpers";

const suffix = () => Math.random().toString(36).slice(2, 8);

export async function createService(overrides: Partial<typeof services.$inferInsert> = {}) {
  const id = suffix();
  const [row] = await createDb(env.DB)
    .insert(services)
    .values({
      title: `Étude de portance ${id}`,
      slug: `etude-portance-${id}`,
      shortDescription: "Essais à la plaque et pénétromètre pour vérifier la portance d'une plateforme.",
      content: "## Portance\n\nEssai à la plaque selon la norme NF P 94-117-1.",
      status: "draft",
      ...overrides,
    })
    .returning();
  await contentChanged();
  return row;
}

export async function createPage(overrides: Partial<typeof pages.$inferInsert> = {}) {
  const id = suffix();
  const [row] = await createDb(env.DB)
    .insert(pages)
    .values({
      title: `Nos références ${id}`,
      slug: `references-${id}`,
      content: "Quelques chantiers récents : fondations profondes, soutènements, diagnostics.",
      status: "draft",
      ...overrides,
    })
    .returning();
  await contentChanged();
  return row;
}

export async function createTestimonial(overrides: Partial<typeof testimonials.$inferInsert> = {}) {
  const [row] = await createDb(env.DB)
    .insert(testimonials)
    .values({
      quote: `Rapport G2 clair, livré dans les délais annoncés (${suffix()}).`,
      author: "Sophie L.",
      position: "Maître d'ouvrage",
      company: "Maison individuelle, Yvelines",
      ...overrides,
    })
    .returning();
  await contentChanged();
  return row;
}

export async function createCatalogueItem(overrides: Partial<typeof simulatorServices.$inferInsert> = {}) {
  const id = suffix();
  const [row] = await createDb(env.DB)
    .insert(simulatorServices)
    .values({ id: `essai-plaque-${id}`, name: `Essai à la plaque ${id}`, basePrice: 650, recommendedFor: ["construction_neuve"], ...overrides })
    .returning();
  await contentChanged();
  return row;
}

export async function createRedirect(overrides: Partial<typeof redirects.$inferInsert> = {}) {
  const id = suffix();
  const [row] = await createDb(env.DB)
    .insert(redirects)
    .values({ fromPath: `/ancienne-page-${id}`, toPath: "/services", statusCode: 301, ...overrides })
    .returning();
  await contentChanged();
  return row;
}
