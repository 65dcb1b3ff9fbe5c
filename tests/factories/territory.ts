// Regions, departments and cities for the territory tests (unique codes and slugs).
import { env } from "cloudflare:test";
import { createDb } from "~/db/client.server";
import { cities, departments, regions } from "~/db/schema";
import { contentChanged } from "../helpers";

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};
const suffix = () => `${next()}${Math.random().toString(36).slice(2, 5)}`;

/** Department codes nobody uses (98x, 97x gaps): valid for the department form. */
const FREE_DEPARTMENT_CODES = ["980", "981", "982", "983", "984", "985", "989", "975", "977", "978", "979"];

export async function createRegion(overrides: Partial<typeof regions.$inferInsert> = {}) {
  const id = suffix();
  const [row] = await createDb(env.DB)
    .insert(regions)
    .values({
      code: `T${id}`.slice(0, 6).toUpperCase(),
      slug: `region-test-${id}`,
      name: `Région test ${id}`,
      description: "Région de test sur le socle granitique.",
      ...overrides,
    })
    .returning();
  await contentChanged();
  return row;
}

export async function createDepartment(regionId: number, overrides: Partial<typeof departments.$inferInsert> = {}) {
  const [row] = await createDb(env.DB)
    .insert(departments)
    .values({
      code: FREE_DEPARTMENT_CODES[next() % FREE_DEPARTMENT_CODES.length],
      name: "Département test",
      regionId,
      description: "Département de test, marnes et calcaires.",
      ...overrides,
    })
    .returning();
  await contentChanged();
  return row;
}

export async function createCity(departmentId: number, overrides: Partial<typeof cities.$inferInsert> = {}) {
  const id = suffix();
  const [row] = await createDb(env.DB)
    .insert(cities)
    .values({ slug: `ville-test-${id}`, name: `Ville test ${id}`, departmentId, zipCode: "98000", description: "Ville de test.", ...overrides })
    .returning();
  await contentChanged();
  return row;
}
