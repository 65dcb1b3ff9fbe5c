import type { Db } from "~/db/client.server";
import { getCatalogue } from "./catalogue.server";
import { getPricingModifiers } from "./modifiers.server";
import { type PricedQuote, type PricingAnswers, priceQuote } from "./pricing";
import { type CatalogueItem, normaliseSelection } from "./selection";

/**
 * The quote of a selection as priced now, from the D1 catalogue and modifiers (never
 * from the client): the ids the server accepts for this nature and their priced lines.
 */
export async function currentQuote(
  db: Db,
  project: PricingAnswers & { projectNature: string },
  services: ReadonlyArray<string>,
  catalogue?: Array<CatalogueItem>,
): Promise<{ ids: Array<string>; quote: PricedQuote }> {
  const [items, modifiers] = await Promise.all([catalogue ?? getCatalogue(db), getPricingModifiers(db)]);
  const ids = normaliseSelection(items, project.projectNature, services);
  const missions = items.filter((item) => ids.includes(item.id));
  return { ids, quote: priceQuote({ missions, modifiers, answers: project }) };
}
