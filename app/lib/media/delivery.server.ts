// Public delivery of the médiathèque at /media/{key}. A key is never reused, so a file can
// be cached for a year as immutable; ETag/If-None-Match and Range are answered from R2.
import { MEDIA_KEY_PATTERN } from "./schema";

const IMMUTABLE = "public, max-age=31536000, immutable";

type ByteRange = { offset: number; length?: number } | { suffix: number };

/**
 * The one `bytes=` range of a Range header (the form browsers and media players send).
 * null, and the whole file is served (200), when the header is absent, names another
 * unit (RFC 9110 §14.2: a server MUST ignore a range unit it does not understand) or asks
 * for several ranges (§14.2 lets a server ignore Range; we send no multipart). "invalid"
 * (416) for a `bytes` range that cannot be read or satisfied by its own numbers.
 */
export function parseRange(header: string | null): ByteRange | "invalid" | null {
  if (!header) return null;
  const [unit, ...rest] = header.split("=");
  if (unit.trim().toLowerCase() !== "bytes" || rest.length === 0) return null;
  const set = rest.join("=").trim();
  if (set.includes(",")) return null;
  const match = /^(\d*)-(\d*)$/.exec(set);
  if (!match) return "invalid";
  const [, start, end] = match;
  if (start === "" && end === "") return "invalid";
  if (start === "") return { suffix: Number(end) };
  const offset = Number(start);
  if (end === "") return { offset };
  const last = Number(end);
  if (last < offset) return "invalid";
  return { offset, length: last - offset + 1 };
}

/** Image types a browser only ever draws; anything else (PDF…) is a document and gets sandboxed. */
const DRAWN_ONLY = /^image\/(png|jpeg|webp|avif|gif)$/;

function baseHeaders(object: R2Object, fileName: string | null) {
  const headers = new Headers();
  headers.set("Content-Type", object.httpMetadata?.contentType ?? "application/octet-stream");
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", IMMUTABLE);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Accept-Ranges", "bytes");
  headers.set("Last-Modified", object.uploaded.toUTCString());
  // A PDF opened at /media/… runs in our origin: sandboxed like the private attachments
  // (no script, no same-origin access to the site's cookies or storage).
  if (!DRAWN_ONLY.test(object.httpMetadata?.contentType ?? "")) headers.set("Content-Security-Policy", "sandbox");
  if (fileName && object.httpMetadata?.contentType === "application/pdf") {
    const ascii =
      fileName
        .normalize("NFD")
        .replace(/[^\x20-\x7e]/g, "")
        .replace(/["\\;]/g, "_") || "document.pdf";
    headers.set("Content-Disposition", `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
  }
  return headers;
}

function notFound() {
  return new Response("Fichier introuvable", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60", "X-Content-Type-Options": "nosniff" },
  });
}

function unsatisfiable(size: number) {
  return new Response("Plage demandée invalide", {
    status: 416,
    headers: { "Content-Range": `bytes */${size}`, "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });
}

/** The answer to GET/HEAD /media/{key}: 200, 206, 304, 404 or 416. */
export async function serveMedia(bucket: R2Bucket, key: string, request: Request): Promise<Response> {
  if (!MEDIA_KEY_PATTERN.test(key)) return notFound();
  const range = parseRange(request.headers.get("range"));
  const ifNoneMatch = request.headers.get("if-none-match");
  const notModified = (object: R2Object) => {
    const headers = baseHeaders(object, fileNameOf(object));
    headers.delete("Content-Type");
    return new Response(null, { status: 304, headers });
  };

  if (range === null) {
    const object = await bucket.get(key);
    if (!object) return notFound();
    if (ifNoneMatch && etagMatches(ifNoneMatch, object.httpEtag)) {
      await object.body.cancel();
      return notModified(object);
    }
    const headers = baseHeaders(object, fileNameOf(object));
    headers.set("Content-Length", String(object.size));
    if (request.method === "HEAD") {
      await object.body.cancel();
      return new Response(null, { status: 200, headers });
    }
    return new Response(object.body, { status: 200, headers });
  }

  // A range needs the size first (to validate it and write Content-Range).
  const head = await bucket.head(key);
  if (!head) return notFound();
  if (ifNoneMatch && etagMatches(ifNoneMatch, head.httpEtag)) return notModified(head);
  const size = head.size;
  if (range === "invalid") return unsatisfiable(size);
  const ifRange = request.headers.get("if-range");
  let wanted: { offset: number; length: number } | null = null;
  if (!ifRange || ifRange === head.httpEtag) {
    const offset = "suffix" in range ? Math.max(0, size - range.suffix) : range.offset;
    if (("suffix" in range && range.suffix === 0) || offset >= size) return unsatisfiable(size);
    const length = "suffix" in range ? size - offset : Math.min(range.length ?? size - offset, size - offset);
    wanted = { offset, length };
  }
  const object = await bucket.get(key, wanted ? { range: wanted } : {});
  if (!object) return notFound();
  const headers = baseHeaders(object, fileNameOf(object));
  const status = wanted ? 206 : 200;
  if (wanted) headers.set("Content-Range", `bytes ${wanted.offset}-${wanted.offset + wanted.length - 1}/${size}`);
  headers.set("Content-Length", String(wanted ? wanted.length : object.size));
  if (request.method === "HEAD") {
    await object.body.cancel();
    return new Response(null, { status, headers });
  }
  return new Response(object.body, { status, headers });
}

function fileNameOf(object: R2Object) {
  return object.customMetadata?.name ? safeDecode(object.customMetadata.name) : null;
}

function etagMatches(header: string, etag: string) {
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === bare);
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
