import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False during the server render and hydration, true once JavaScript runs. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
