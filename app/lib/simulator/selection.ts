// Which services of the catalogue step 3 shows, locks and ticks for a project's nature, and the
// selection the server accepts (docs/decisions/600). Browser-safe.
import { ruleFor, type ServiceRules } from "./rules";

export type CatalogueItem = {
  id: string;
  name: string;
  description: string;
  basePrice: number;
  /** Legacy columns, read only while `rules` is null (rows saved before the rules existed). */
  mandatory: boolean;
  recommendedFor: Array<string>;
  /** Per project nature: "obligatoire" | "recommandee"; null on rows saved before the rules existed. */
  rules: ServiceRules | null;
  /** The service page (slug) this entry belongs to, if any. */
  serviceSlug?: string | null;
  /** The mission's technical content (docs/decisions/635): shown in step 3 and the service page. */
  programme?: string | null;
  deliverables?: string | null;
  exclusions?: string | null;
  clientInputs?: string | null;
  deliveryWeeks?: number | null;
  decennial?: boolean;
};

/**
 * Step 3 for one nature: the mandatory services (included, locked), the recommended
 * ones (pre-ticked) and every other active service as an additional one.
 */
export function splitCatalogue(catalogue: ReadonlyArray<CatalogueItem>, nature: string) {
  return {
    mandatory: catalogue.filter((item) => ruleFor(item, nature) === "obligatoire"),
    recommended: catalogue.filter((item) => ruleFor(item, nature) === "recommandee"),
    additional: catalogue.filter((item) => ruleFor(item, nature) === null),
  };
}

/** Services that cannot be unticked for this nature. */
export function lockedServiceIds(catalogue: ReadonlyArray<CatalogueItem>, nature: string) {
  return splitCatalogue(catalogue, nature).mandatory.map((i) => i.id);
}

/** What step 3 ticks before the visitor changes anything: the mandatory and recommended services. */
export function defaultSelection(catalogue: ReadonlyArray<CatalogueItem>, nature: string) {
  const { mandatory, recommended } = splitCatalogue(catalogue, nature);
  return catalogue.filter((item) => mandatory.includes(item) || recommended.includes(item)).map((i) => i.id);
}

/**
 * The selection the server accepts: known active ids plus the services mandatory for
 * this nature (added when the client left them out), in catalogue order. Quantity is always 1.
 */
export function normaliseSelection(catalogue: ReadonlyArray<CatalogueItem>, nature: string, ids: ReadonlyArray<string>) {
  const locked = lockedServiceIds(catalogue, nature);
  return catalogue.filter((item) => ids.includes(item.id) || locked.includes(item.id)).map((i) => i.id);
}
