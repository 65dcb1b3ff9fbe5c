// First: zod reads its configuration when a schema is built, i.e. while route modules load.
import "~/lib/forms/zod-config";
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, type ShouldRevalidateFunctionArgs, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { getCloudflare } from "~/lib/context";
import { applySecurityHeaders } from "~/lib/http/security.server";
import { loadLayout } from "~/lib/layout/layout.server";
import { REVEAL_SCRIPT } from "~/lib/reveal";
import { isDocumentOnly } from "~/lib/seo/page-handle";
import { trackPageView } from "~/lib/stats/page-views.server";
import { statsSink } from "~/lib/stats/stats-queue.server";
import { CrashScreen } from "~/components/layout/crash-screen";
import type { RootData } from "~/components/layout/root-data";
import { ToastRegion } from "~/components/ui/toast";
import { markHydrated, useHydrated } from "~/components/ui/use-hydrated";
import { useEffect } from "react";

export const middleware: Array<Route.MiddlewareFunction> = [
  async ({ request, context }, next) => {
    const { nonce, ctx } = getCloudflare(context);
    const response = await next();
    const tracking = trackPageView(request, response, statsSink(context));
    if (tracking) ctx.waitUntil(tracking.done.catch((error) => console.warn("page view not recorded", error)));
    return applySecurityHeaders(tracking?.response ?? response, request, nonce, import.meta.env.DEV);
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { env, nonce } = getCloudflare(context);
  const layout = await loadLayout(context);
  return data({
    ...layout,
    origin: env.SITE_ORIGIN,
    year: new Date().getFullYear(),
    nonce,
  } satisfies RootData);
}

export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  // Settings and navigation only change through the admin (which posts forms).
  return formMethod ? defaultShouldRevalidate : false;
}

export function links(): Route.LinkDescriptors {
  return [
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    { rel: "manifest", href: "/site.webmanifest" },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  const nonce = root?.nonce;
  // Content pages are plain documents: no client script (their stylesheet is inlined by entry.server).
  const scripts = !isDocumentOnly(useMatches().map((match) => match.handle));
  return (
    // The reveal script adds a class to <html> before React hydrates it.
    <html lang="fr" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a5f" />
        {/* The script runs once, from the server's HTML: the browser bundle does not carry its text (hydration keeps the
            server's script as it is; the form pages' script budget). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by the page's CSP nonce */}
        {nonce ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? REVEAL_SCRIPT : "" }} suppressHydrationWarning /> : null}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen flex flex-col">
        {children}
        {scripts ? (
          <>
            <Hydration />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <ToastRegion />
    </>
  );
}

/**
 * Turns the page hydrated once React has hydrated it: every `useHydrated()` turns true in one
 * render (after the admin kit has set aside the field being typed in, docs/decisions/409);
 * then `<html data-hydrated="true">` says it is done (the signal the journeys wait for).
 */
function Hydration() {
  const hydrated = useHydrated();
  useEffect(() => markHydrated(), []);
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? (typeof error.data === "string" ? error.data : error.statusText) : error instanceof Error ? error.message : undefined;
  if (error && !isRouteErrorResponse(error)) console.error(error);
  return <CrashScreen message={import.meta.env.DEV ? message : undefined} />;
}
