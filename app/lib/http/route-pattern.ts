/**
 * A route pattern as `app/routes.ts` writes it ("/admin/services/:id", "/admin/media/*") as a
 * regular expression over a path: `:name` is one segment, `*` the rest, a trailing slash optional.
 */
export function routePatternRegExp(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((segment) => (segment === "*" ? ".*" : segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}/?$`);
}
