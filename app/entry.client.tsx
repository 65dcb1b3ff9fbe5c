// React Router's default client entry, plus one step: what is typed before hydration is
// recorded from now on, so that hydration does not lose it (docs/decisions/409).
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { watchEarlyInput } from "~/components/ui/early-input";

watchEarlyInput();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
