// CSV for Excel: UTF-8 with a BOM, semicolon-separated (the French Excel default),
// CRLF lines, and cells that a spreadsheet would read as a formula neutralised.

const BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula triggers are prefixed with a quote (OWASP "CSV injection"). */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  if (/[";\r\n]/.test(text)) text = `"${text.replace(/"/g, '""')}"`;
  return text;
}

export function toCsv(header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<unknown>>): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(";"));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}
