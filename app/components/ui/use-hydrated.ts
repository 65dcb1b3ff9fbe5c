import { useSyncExternalStore } from "react";

// The page turns "hydrated" once, when the root says so (`markHydrated`, after React has
// hydrated it and has put aside the field being typed in), not on its own: the kit's frames
// that draw another tree once hydrated must not remove a focused field while React commits
// (docs/decisions/409).
let hydrated = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called once by the root after hydration: every `useHydrated()` turns true in one render. */
export function markHydrated() {
  if (hydrated) return;
  hydrated = true;
  for (const listener of listeners) listener();
}

/** False during the server render and hydration, true once JavaScript runs. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}
