// Figures of the back-office: stat cards and charts. A chart is server-rendered SVG
// (Observable Plot, app/lib/stats/charts.server.ts) with a heading, a one-sentence
// summary, a legend that does not rely on colour, and 'Voir les données': a table of the
// same numbers, the accessible alternative of the drawing.
import { tableClass } from "./data-table";

export type FigureTable = { caption: string; columns: ReadonlyArray<{ header: string; numeric?: boolean }>; rows: ReadonlyArray<ReadonlyArray<string>> };

export function StatCard({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-2 text-3xl font-bold text-slate-900">{value}</p>
      {detail ? <p className="mt-1 text-xs text-slate-600">{detail}</p> : null}
    </div>
  );
}

/** A table of preformatted cells (first column as row headers, numbers right-aligned). */
export function FigureDataTable({ table, visibleCaption = false }: { table: FigureTable; visibleCaption?: boolean }) {
  return (
    <div className={tableClass.wrapper}>
      <table className={tableClass.table}>
        <caption className={visibleCaption ? "px-4 pt-3 text-left text-sm font-semibold text-slate-800" : "sr-only"}>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.header} scope="col" className={`${tableClass.th} ${column.numeric ? "text-right" : ""}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a figure's rows are drawn once, never reordered, and their labels may repeat.
            <tr key={`${row[0]}-${index}`}>
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={table.columns[column]?.header ?? column} scope="row" className={`${tableClass.td} text-left font-medium text-slate-900`}>
                    {cell}
                  </th>
                ) : (
                  <td key={table.columns[column]?.header ?? column} className={`${tableClass.td} ${table.columns[column]?.numeric ? "text-right tabular-nums" : ""}`}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ChartFigure({
  id,
  title,
  summary,
  svg,
  legend,
  table,
  headingLevel = 3,
  empty = "Aucune donnée pour cette période.",
}: {
  id: string;
  title: string;
  summary: string;
  /** Server-rendered SVG markup (our own numbers and labels, escaped by the serialiser); null: nothing to draw. */
  svg: string | null;
  legend?: ReadonlyArray<{ label: string; swatch: "outline" | "solid" }>;
  table: FigureTable;
  headingLevel?: 2 | 3;
  empty?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={`${id}-titre`} className="space-y-3">
      <Heading id={`${id}-titre`} className="text-base font-semibold text-slate-900">
        {title}
      </Heading>
      <p className="text-sm text-slate-700">{summary}</p>
      {legend && svg ? (
        <ul className="flex flex-wrap gap-4 text-sm text-slate-700" aria-label="Légende">
          {legend.map((item) => (
            <li key={item.label} className="flex items-center gap-2">
              <span aria-hidden="true" className={`inline-block size-4 rounded-sm border-2 border-brand-700 ${item.swatch === "solid" ? "bg-brand-700" : "bg-brand-100"}`} />
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
      {svg ? (
        // Scales with its container (fixed viewBox: no layout shift); scrolls sideways on narrow screens.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take the keyboard focus to be scrolled (axe: scrollable-region-focusable).
        <div role="group" aria-label={title} tabIndex={0} className="overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-brand-500">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is drawn on the server from our own numbers and labels, escaped by the serialiser. */}
          <div className="min-w-[640px] text-slate-700 [&>svg]:block [&>svg]:h-auto [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: svg }} />
        </div>
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">{empty}</p>
      )}
      {svg && table.rows.length > 0 ? (
        <details className="group">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700 hover:underline">
            Voir les données<span className="sr-only"> : {title}</span>
          </summary>
          <div className="mt-3">
            <FigureDataTable table={table} />
          </div>
        </details>
      ) : null}
    </section>
  );
}
