import { publicationStatuses } from "~/db/schema";

/** Services and pages are draft (Brouillon, the default) or published (Publié). */
export const STATUS_LABELS = { draft: "Brouillon", published: "Publié" } as const;
export const statusOptions = publicationStatuses.map((value) => ({ value, label: STATUS_LABELS[value] }));
