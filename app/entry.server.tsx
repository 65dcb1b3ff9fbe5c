import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { getCloudflare } from "~/lib/context";
import { DEFERRED_MODULE_TYPE, HYDRATE_ON_INTERACTION_SCRIPT } from "~/lib/hydration";
import { hydratesOnInteraction, isDocumentOnly } from "~/lib/seo/page-handle";
import stylesheet from "./app.css?inline";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = getCloudflare(loadContext);
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");

  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      responseStatusCode = 500;
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const response = new Response(body, { headers: responseHeaders, status: responseStatusCode });
  const handles = routerContext.staticHandlerContext.matches.map((match) => routerContext.routeModules[match.route.id]?.handle);
  if (isDocumentOnly(handles)) return inlineStylesheet(response);
  if (hydratesOnInteraction(handles)) return scriptsOnFirstInteraction(response, nonce);
  return lowPriorityModulePreloads(response);
}

/**
 * A public form page loads nothing before its first paint, and nothing until the visitor
 * uses it: its module preloads leave the document and its module script becomes inert,
 * started by HYDRATE_ON_INTERACTION_SCRIPT on the first interaction (docs/decisions/520).
 */
function scriptsOnFirstInteraction(response: Response, nonce: string) {
  const modules: Array<string> = [];
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        const href = link.getAttribute("href");
        if (href) modules.push(href);
        link.remove();
      },
    })
    .on('script[type="module"]', {
      element(script) {
        // The preloads are in <head>, before React Router's module script at the end of <body>.
        script.setAttribute("type", DEFERRED_MODULE_TYPE);
        script.removeAttribute("async");
        script.setAttribute("data-modules", modules.join(" "));
        script.after(`<script nonce="${nonce}">${HYDRATE_ON_INTERACTION_SCRIPT}</script>`, { html: true });
      },
    })
    .transform(response);
}

/**
 * A page that hydrates lists its modules as `<link rel="modulepreload">`, which React hoists
 * into <head> before the stylesheet: ~30 requests at high priority that a phone fetches
 * before (or beside) the one stylesheet its first paint waits for. The page works before it
 * hydrates (every form posts without JavaScript), so its modules are fetched at low priority:
 * the stylesheet and the document come first, the scripts right after.
 */
function lowPriorityModulePreloads(response: Response) {
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        link.setAttribute("fetchpriority", "low");
      },
    })
    .transform(response);
}

/**
 * A document-only page (no client script) gets its stylesheet inline instead of linked:
 * nothing blocks its first paint (~9 KB gzip, the whole Tailwind output).
 */
function inlineStylesheet(response: Response) {
  return new HTMLRewriter()
    .on('link[rel="stylesheet"]', {
      element(link) {
        // The built stylesheet (/assets/…) or the dev server's (/@react-router/critical.css).
        if (link.getAttribute("href")?.startsWith("/")) link.replace(`<style>${stylesheet}</style>`, { html: true });
      },
    })
    .transform(response);
}
