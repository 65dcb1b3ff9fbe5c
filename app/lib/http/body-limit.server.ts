// Request body limits, applied by the Worker's fetch handler before React Router runs,
// so every action (public or admin, UI or resource route, today's and tomorrow's) is
// covered without doing anything. See docs/decisions/303-request-body-limits.md.

import { ATTESTATION_MAX_BYTES, ATTESTATION_MESSAGES } from "~/lib/settings/insurance-attestation";
import { MEDIA_MAX_REQUEST, MEDIA_MESSAGES } from "~/lib/media/schema";
import { IMPORT_REQUEST_LIMIT, TOO_LARGE_MESSAGE } from "~/lib/territory/import-request.server";
import { escapeMarkup } from "~/lib/markup";
import { routePatternRegExp } from "~/lib/http/route-pattern";

/** Every request body, unless its path is listed in BODY_LIMITS: forms without files. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

export type BodyLimit = {
  /** Full path as in app/routes.ts: `:name` matches one segment, a trailing `*` anything. */
  pattern: string;
  bytes: number;
  /** French message of the 413 answer. */
  message: string;
};

/**
 * The paths allowed more than DEFAULT_BODY_LIMIT. A route that accepts files adds its
 * line here (e.g. the media library: `{ pattern: "/admin/media", bytes: 11 * MB, … }`
 * for one 10 MB file per request) — and nowhere else.
 */
const CONTENT_FORM: Omit<BodyLimit, "pattern"> = {
  // Markdown bodies of several pages of text: URL-encoded accents triple their size.
  bytes: 1024 * 1024,
  message: "Le contenu envoyé dépasse 1 Mo. Raccourcissez le texte ou découpez-le en plusieurs pages, puis réessayez.",
};

export const BODY_LIMITS: ReadonlyArray<BodyLimit> = [
  {
    // 10 attachments, 15 MB in total, plus the fields and the multipart framing.
    pattern: "/contact",
    bytes: 16 * 1024 * 1024,
    message: "Votre envoi dépasse la taille maximale autorisée (15 Mo de pièces jointes au total). Retirez des fichiers ou réduisez leur taille, puis réessayez.",
  },
  {
    // One file of at most 10 MB per request (app/lib/media/schema.ts MEDIA_MAX_REQUEST).
    pattern: "/admin/media/upload",
    bytes: MEDIA_MAX_REQUEST,
    message: MEDIA_MESSAGES.tooLarge,
  },
  {
    // The whole territory as JSON (app/lib/territory/import-request.server.ts).
    pattern: "/admin/territorial-import",
    bytes: IMPORT_REQUEST_LIMIT,
    message: TOO_LARGE_MESSAGE,
  },
  { pattern: "/admin/blog/posts/new", ...CONTENT_FORM },
  { pattern: "/admin/blog/posts/:id", ...CONTENT_FORM },
  { pattern: "/admin/services/new", ...CONTENT_FORM },
  { pattern: "/admin/services/:id", ...CONTENT_FORM },
  { pattern: "/admin/pages/new", ...CONTENT_FORM },
  { pattern: "/admin/pages/:id", ...CONTENT_FORM },
  { pattern: "/admin/regions/:id", ...CONTENT_FORM },
  { pattern: "/admin/departments/:id", ...CONTENT_FORM },
  { pattern: "/admin/cities/:id", ...CONTENT_FORM },
  {
    // The insurer's attestation: one PDF of at most 10 MB (app/lib/settings/insurance-attestation.ts).
    pattern: "/admin/settings",
    bytes: ATTESTATION_MAX_BYTES + 64 * 1024,
    message: ATTESTATION_MESSAGES.size,
  },
  // A devis of up to 40 lines, each with its « Comprend » and programme; or one file of at most
  // 10 MB: the report of its dossier, a plan or document attached to it (docs/decisions/646, 649).
  {
    pattern: "/admin/devis/:id",
    bytes: 11 * 1024 * 1024,
    message: "Le fichier dépasse 10 Mo : réduisez sa taille (PDF compressé, image moins lourde), puis réessayez.",
  },
];

export const DEFAULT_BODY_LIMIT_MESSAGE = "Les données envoyées sont trop volumineuses pour ce formulaire (64 Ko au maximum). Raccourcissez votre saisie, puis réessayez.";

const compiled = BODY_LIMITS.map((limit) => ({ ...limit, regexp: routePatternRegExp(limit.pattern) }));

/** The page path of a request path: React Router's `/x.data` and `/_root.data` name `/x` and `/`. */
function pagePath(pathname: string) {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/** The limit that applies to a path. */
export function bodyLimitFor(pathname: string): { bytes: number; message: string } {
  const path = pagePath(pathname);
  const match = compiled.find((limit) => limit.regexp.test(path));
  return match ? { bytes: match.bytes, message: match.message } : { bytes: DEFAULT_BODY_LIMIT, message: DEFAULT_BODY_LIMIT_MESSAGE };
}

function tooLarge(request: Request, message: string): Response {
  const wantsHtml = (request.headers.get("accept") ?? "").includes("text/html") && !new URL(request.url).pathname.endsWith(".data");
  const headers = { Connection: "close", "Cache-Control": "no-store" };
  // Uploads sent with XMLHttpRequest read a JSON answer.
  if ((request.headers.get("accept") ?? "").includes("application/json")) return Response.json({ message }, { status: 413, headers });
  if (!wantsHtml) return new Response(message, { status: 413, headers: { ...headers, "content-type": "text/plain; charset=utf-8" } });
  const back = new URL(request.url).pathname.replace(/\.data$/, "") || "/";
  const html = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Envoi trop volumineux</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0f172a"><h1 style="color:#1e3a5f">Envoi trop volumineux</h1><p>${escapeMarkup(message)}</p><p><a href="${escapeMarkup(back)}" style="color:#1d4ed8">Revenir au formulaire</a></p></body></html>`;
  return new Response(html, { status: 413, headers: { ...headers, "content-type": "text/html; charset=utf-8" } });
}

/**
 * Reads at most `limit` bytes of a body of unknown length; null as soon as it goes past
 * the limit (the rest of the stream is cancelled, never read).
 */
async function readAtMost(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Array<Uint8Array> = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel("body too large").catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Applies the body limit of the request's path: a 413 with a French message when the
 * declared Content-Length is over the limit (nothing read), or when a body without
 * Content-Length (chunked) goes past it while it is counted. Otherwise the request to
 * hand to React Router.
 */
export async function enforceBodyLimit(request: Request): Promise<{ request: Request } | { response: Response }> {
  if (!request.body || request.method === "GET" || request.method === "HEAD") return { request };
  const { bytes, message } = bodyLimitFor(new URL(request.url).pathname);
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared.trim())) {
    if (Number(declared) > bytes) {
      await request.body.cancel().catch(() => undefined);
      return { response: tooLarge(request, message) };
    }
    return { request };
  }
  const body = await readAtMost(request.body, bytes);
  if (!body) return { response: tooLarge(request, message) };
  return { request: new Request(request, { body }) };
}
