import { mapSprite } from "~/lib/territory/map-geometry.server";

// The departments of metropolitan France as an SVG sprite, drawn by every map of the
// site through <use href="/carte/departements.svg#d-75">: downloaded once, cached.
export function loader() {
  return new Response(mapSprite(), {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=604800, stale-while-revalidate=86400",
    },
  });
}
