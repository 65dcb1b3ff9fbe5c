import { isRouteErrorResponse } from "react-router";
import { AdminScreenError } from "../error-fallback";
import { LoadError } from "./list-states";

/**
 * The ErrorBoundary of an admin screen: a missing record answers "Élément introuvable",
 * any other failure shows the screen's load-error message (under an optional title) with 'Réessayer'.
 *
 *   export const ErrorBoundary = screenErrorBoundary("Une erreur est survenue lors du chargement des articles.");
 */
export function screenErrorBoundary(message: string, title?: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route module, at module level: the component keeps one identity.
  return function ScreenErrorBoundary({ error }: { error: unknown }) {
    if (isRouteErrorResponse(error) && error.status === 404) {
      return <AdminScreenError status={404} message={typeof error.data === "string" ? error.data : undefined} />;
    }
    if (!isRouteErrorResponse(error)) console.error(error);
    return <LoadError message={message} title={title} />;
  };
}
