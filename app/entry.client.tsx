// React Router's default client entry, except that it does not hydrate a page whose form the
// document has already posted (a press before React started): that post is the press, sent
// once (docs/decisions/727-a-press-is-never-lost.md).
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { claimPressesForReact } from "~/lib/hydration";

if (claimPressesForReact()) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
