// The outlines of the departments that have seeded cities (IGN Admin Express via
// france-geojson, seed/sources/, docs/decisions/750-city-insee-codes-and-points.md): the
// check that a city's reference point lies in its department, shared by the derivation
// script and its test.
import outlines from "./sources/departements-version-simplifiee.extract.json";

type Ring = Array<[number, number]>;
type Geometry = { type: "Polygon"; coordinates: Array<Ring> } | { type: "MultiPolygon"; coordinates: Array<Array<Ring>> };
type Feature = { properties: { code: string; nom: string }; geometry: Geometry };

const features = (outlines as unknown as { features: Array<Feature> }).features;

/** Even-odd ray casting: a point inside an odd number of rings (outer ring minus holes) is inside. */
function inRing(ring: Ring, x: number, y: number) {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inPolygon(rings: Array<Ring>, x: number, y: number) {
  return rings.filter((ring) => inRing(ring, x, y)).length % 2 === 1;
}

/** The department codes whose outline is kept. */
export const outlinedDepartments = features.map((f) => f.properties.code);

/** Whether (longitude, latitude) lies inside the department's outline; throws for a department without one. */
export function pointInDepartment(code: string, longitude: number, latitude: number): boolean {
  const feature = features.find((f) => f.properties.code === code);
  if (!feature) throw new Error(`no outline for department ${code}`);
  const polygons = feature.geometry.type === "Polygon" ? [feature.geometry.coordinates] : feature.geometry.coordinates;
  return polygons.some((rings) => inPolygon(rings, longitude, latitude));
}
