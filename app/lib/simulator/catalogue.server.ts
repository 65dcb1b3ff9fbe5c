import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { simulatorServices } from "~/db/schema";
import type { CatalogueItem } from "./schema";

/** Active catalogue rows in display order (a batchable query). */
export function catalogueQuery(db: Db) {
  return db
    .select({
      id: simulatorServices.id,
      name: simulatorServices.name,
      description: simulatorServices.description,
      basePrice: simulatorServices.basePrice,
      mandatory: simulatorServices.mandatory,
      recommendedFor: simulatorServices.recommendedFor,
    })
    .from(simulatorServices)
    .where(eq(simulatorServices.isActive, true))
    .orderBy(asc(simulatorServices.displayOrder), asc(simulatorServices.id));
}

export async function getCatalogue(db: Db): Promise<Array<CatalogueItem>> {
  return catalogueQuery(db);
}
