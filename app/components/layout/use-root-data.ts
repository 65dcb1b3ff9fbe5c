// The root loader's data (app/root.tsx) for the components and routes that show it: the
// components read it here rather than from app/root.tsx, so that every import runs downhill
// (docs/decisions/925-imports-run-downhill.md).
import { useRouteLoaderData } from "react-router";
import type { LayoutData } from "~/lib/layout/layout.server";

/** What the root loader gives every page: the public layout, the site's origin, the year and the CSP nonce. */
export type RootData = LayoutData & { origin: string; year: number; nonce: string };

/** The root loader's data; undefined only where the root loader did not run (a crash screen). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
