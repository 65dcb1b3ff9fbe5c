// React Router's default client entry, plus a mark on <html> once React has hydrated the
// document (`data-hydrated`): public form pages hydrate on the first interaction
// (docs/decisions/520-form-pages-hydrate-on-first-use.md), and the journeys wait for it.
import { StrictMode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function MarkHydrated() {
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
  }, []);
  return null;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
      <MarkHydrated />
    </StrictMode>,
  );
});
