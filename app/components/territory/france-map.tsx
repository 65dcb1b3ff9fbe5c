// The map of France: one inline SVG whose shapes (regions or departments) are links,
// drawn from the departments' sprite with <use> (the path data is a cached SVG file,
// never JavaScript). Works without JavaScript; each shape is focusable, named for
// screen readers and selected with Enter or a click (a link to the selection's URL).
// Public /regions and the admin screens share it. docs/decisions/440-territory-map.md
import { useId } from "react";
import { Link } from "react-router";
import { CONTENT_STATUS_LABELS, type ContentStatus } from "~/lib/territory/completeness";
import { MAP_CREDIT, MAP_SPRITE_URL, MAP_VIEWBOX } from "~/lib/territory/map";

/** Completeness colours (admin), or one brand colour (public site). */
export type MapTone = ContentStatus | "brand";

export type MapShape = {
  /** Region or department code. */
  key: string;
  name: string;
  /** Codes of the drawn departments that make the shape (one for a department). */
  departments: ReadonlyArray<string>;
  tone: MapTone;
  /** The URL that selects (or opens) it; without one the shape is context only. */
  href?: string;
  /** Accessible name; defaults to the name and its completeness. */
  label?: string;
  selected?: boolean;
};

const FILL: Record<MapTone, { color: string; pattern?: "stripes" | "cross" }> = {
  full: { color: "#15803d" },
  short: { color: "#fbbf24", pattern: "stripes" },
  missing: { color: "#e2e8f0", pattern: "cross" },
  brand: { color: "#b9cde3" },
};
const CONTEXT_FILL = "#f1f5f9";
const BORDER = "#ffffff";
const SELECTED_BORDER = "#0f1e31";

function shapeLabel(shape: MapShape) {
  if (shape.label) return shape.label;
  return shape.tone === "brand" ? shape.name : `${shape.name} : ${CONTENT_STATUS_LABELS[shape.tone].toLowerCase()}`;
}

function Uses({ codes, sprite }: { codes: ReadonlyArray<string>; sprite: string }) {
  return codes.map((code) => <use key={code} href={`${sprite}#d-${code}`} />);
}

/**
 * A shape drawn twice: first with a wide white border, then filled without one, so the
 * borders between the departments of one region vanish and only the region's outline
 * shows (the fill of the next shapes covers the rest of each border).
 */
function ShapeLayers({ shape, fill, sprite, border = BORDER, width = 2.4 }: { shape: MapShape; fill: string; sprite: string; border?: string; width?: number }) {
  return (
    <>
      <g fill={fill} stroke={border} strokeWidth={width} strokeLinejoin="round">
        <Uses codes={shape.departments} sprite={sprite} />
      </g>
      {/* A hairline of the fill's own colour hides the anti-aliasing seams between departments. */}
      <g fill={fill} stroke={fill} strokeWidth={0.8} strokeLinejoin="round" className="map-fill">
        <Uses codes={shape.departments} sprite={sprite} />
      </g>
    </>
  );
}

function Patterns({ prefix }: { prefix: string }) {
  return (
    <defs>
      <pattern id={`${prefix}-stripes`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" fill={FILL.short.color} />
        <line x1="0" y1="0" x2="0" y2="6" stroke="#92400e" strokeWidth="1.6" />
      </pattern>
      <pattern id={`${prefix}-cross`} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" fill={FILL.missing.color} />
        <path d="M0 0l6 6M6 0l-6 6" stroke="#64748b" strokeWidth="0.8" />
      </pattern>
    </defs>
  );
}

function fillOf(tone: MapTone, prefix: string) {
  const fill = FILL[tone];
  return fill.pattern ? `url(#${prefix}-${fill.pattern})` : fill.color;
}

export function FranceMap({
  label,
  shapes,
  context = [],
  insets = [],
  insetsLabel = "Outre-mer",
  viewBox = MAP_VIEWBOX,
  legend = false,
  sprite = MAP_SPRITE_URL,
  className = "",
}: {
  /** Accessible name of the map ("Carte des régions de France"). */
  label: string;
  shapes: ReadonlyArray<MapShape>;
  /** Departments drawn around the shapes, greyed and inert (outside the current region). */
  context?: ReadonlyArray<string>;
  /** Overseas regions or departments, absent from the drawing: a labelled list. */
  insets?: ReadonlyArray<MapShape>;
  insetsLabel?: string;
  viewBox?: string;
  /** Shows the completeness legend (admin). */
  legend?: boolean;
  sprite?: string;
  className?: string;
}) {
  const prefix = `carte${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const selected = shapes.find((shape) => shape.selected);
  return (
    <figure className={`france-map ${className}`}>
      <svg viewBox={viewBox} role="group" aria-label={label} className="h-auto w-full" preserveAspectRatio="xMidYMid meet">
        <Patterns prefix={prefix} />
        {context.length > 0 ? (
          // biome-ignore lint/a11y/noAriaHiddenOnFocusable: false positive, an SVG <g> without links inside is not focusable
          <g aria-hidden="true" fill={CONTEXT_FILL} stroke="#cbd5e1" strokeWidth={0.6}>
            <Uses codes={context} sprite={sprite} />
          </g>
        ) : null}
        {shapes.map((shape) => {
          const layers = <ShapeLayers shape={shape} fill={fillOf(shape.tone, prefix)} sprite={sprite} />;
          if (!shape.href) {
            return (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: false positive, an SVG <g> without links inside is not focusable
              <g key={shape.key} aria-hidden="true">
                {layers}
              </g>
            );
          }
          const name = shapeLabel(shape);
          return (
            <Link
              key={shape.key}
              to={shape.href}
              preventScrollReset
              aria-label={name}
              aria-current={shape.selected ? "true" : undefined}
              className="map-shape"
              data-code={shape.key}
            >
              <title>{name}</title>
              {layers}
            </Link>
          );
        })}
        {selected ? (
          // biome-ignore lint/a11y/noAriaHiddenOnFocusable: false positive, an SVG <g> without links inside is not focusable
          <g aria-hidden="true" pointerEvents="none">
            <ShapeLayers shape={selected} fill={fillOf(selected.tone, prefix)} sprite={sprite} border={SELECTED_BORDER} width={4} />
          </g>
        ) : null}
      </svg>
      {insets.length > 0 ? (
        <div className="mt-3">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{insetsLabel}</p>
          <ul aria-label={insetsLabel} className="mt-1 flex flex-wrap gap-2">
            {insets.map((inset) => (
              <li key={inset.key}>
                <InsetItem inset={inset} prefix={prefix} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {legend ? <MapLegend prefix={prefix} /> : null}
      <figcaption className="mt-2 text-xs text-slate-600">
        {MAP_CREDIT.text.replace(" licence CC BY 4.0.", "")}{" "}
        <a href={MAP_CREDIT.licenceUrl} className="underline hover:text-slate-900" rel="license noopener noreferrer" target="_blank">
          licence CC BY 4.0<span className="sr-only"> (nouvel onglet)</span>
        </a>
        .
      </figcaption>
    </figure>
  );
}

function Swatch({ tone, prefix }: { tone: MapTone; prefix: string }) {
  return (
    <svg viewBox="0 0 12 12" className="size-4 shrink-0 rounded-sm border border-slate-400" aria-hidden="true">
      <rect width="12" height="12" fill={fillOf(tone, prefix)} />
    </svg>
  );
}

function InsetItem({ inset, prefix }: { inset: MapShape; prefix: string }) {
  const className = `inline-flex items-center gap-2 rounded-lg border px-3 py-1.5 text-sm ${
    inset.selected ? "border-brand-900 bg-brand-50 font-semibold text-brand-900 ring-2 ring-brand-900" : "border-slate-300 bg-white text-slate-800"
  }`;
  const content = (
    <>
      <Swatch tone={inset.tone} prefix={prefix} />
      {inset.name}
      {inset.tone !== "brand" ? <span className="sr-only"> : {CONTENT_STATUS_LABELS[inset.tone].toLowerCase()}</span> : null}
    </>
  );
  if (!inset.href) return <span className={className}>{content}</span>;
  return (
    <Link to={inset.href} preventScrollReset aria-current={inset.selected ? "true" : undefined} className={`${className} hover:bg-slate-50`} data-code={inset.key}>
      {content}
    </Link>
  );
}

/** Patterns as well as colours, so the legend does not rely on colour alone. */
export function MapLegend({ prefix }: { prefix: string }) {
  return (
    <div className="mt-3">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">Légende</p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        {(["full", "short", "missing"] as const).map((tone) => (
          <li key={tone} className="inline-flex items-center gap-2">
            <Swatch tone={tone} prefix={prefix} />
            {CONTENT_STATUS_LABELS[tone]}
            <span className="text-xs text-slate-500">({tone === "full" ? "aplat vert" : tone === "short" ? "hachures jaunes" : "quadrillage gris"})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
