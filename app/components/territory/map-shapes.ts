// From the territory's rows to the shapes of <FranceMap>: regions are drawn as the
// union of their departments (the map is the departments' drawing), overseas rows
// become labelled insets, departments outside the current region greyed context.
import type { MapShape } from "./france-map";
import type { ContentStatus } from "~/lib/territory/completeness";

export type MapRegion = { id: number; code: string; slug: string; name: string; status?: ContentStatus };
export type MapDepartment = { id: number; code: string; name: string; regionId: number; status: ContentStatus; drawn: boolean };

type Shapes = { shapes: Array<MapShape>; insets: Array<MapShape>; context: Array<string> };

/** Every region; a region none of whose departments is drawn (overseas) is an inset. */
export function regionShapes(
  regions: ReadonlyArray<MapRegion>,
  departments: ReadonlyArray<Pick<MapDepartment, "code" | "regionId" | "drawn">>,
  options: { href?: (region: MapRegion) => string; selectedId?: number | null; tone?: "status" | "brand" },
): Shapes {
  const shapes: Array<MapShape> = [];
  const insets: Array<MapShape> = [];
  for (const region of regions) {
    const drawn = departments.filter((d) => d.regionId === region.id && d.drawn).map((d) => d.code);
    const shape: MapShape = {
      key: region.code,
      name: region.name,
      departments: drawn,
      tone: options.tone === "brand" ? "brand" : (region.status ?? "missing"),
      href: options.href?.(region),
      selected: options.selectedId === region.id,
    };
    (drawn.length > 0 ? shapes : insets).push(shape);
  }
  return { shapes, insets, context: [] };
}

/**
 * Departments as shapes. With a region in scope, only its departments are selectable;
 * the others are drawn greyed around them.
 */
export function departmentShapes(
  departments: ReadonlyArray<MapDepartment>,
  options: { href: (department: MapDepartment) => string; selectedId?: number | null; regionId?: number | null },
): Shapes {
  const inScope = (d: MapDepartment) => options.regionId == null || d.regionId === options.regionId;
  const toShape = (d: MapDepartment): MapShape => ({
    key: d.code,
    name: `${d.name} (${d.code})`,
    departments: [d.code],
    tone: d.status,
    href: options.href(d),
    selected: options.selectedId === d.id,
  });
  return {
    shapes: departments.filter((d) => d.drawn && inScope(d)).map(toShape),
    insets: departments.filter((d) => !d.drawn && inScope(d)).map(toShape),
    context: departments.filter((d) => d.drawn && !inScope(d)).map((d) => d.code),
  };
}
