// The root loader's data (app/root.tsx), as the components and routes that show it read it:
// `useRouteLoaderData<RootData>("root")`. They name its type here rather than import anything
// from app/root.tsx, so that every import runs downhill (docs/decisions/925-imports-run-downhill.md).
// A type only, erased from the build: a hook module here was its own 129-byte chunk on every
// public page, and put /simulateur over its 160 KB script budget.
import type { LayoutData } from "~/lib/layout/layout.server";

/** What the root loader gives every page: the public layout, the site's origin, the year and the CSP nonce. */
export type RootData = LayoutData & { origin: string; year: number; nonce: string };
