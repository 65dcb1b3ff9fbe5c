// The archives the site hands out (the personal-data export), written by fflate's zipSync
// (docs/decisions/923-zip-by-fflate.md) with stored entries: the files they pack (PDFs, photos,
// Office documents) are already compressed and the JSON files are small. UTF-8 names (flag
// bit 11, set by fflate for any non-ASCII name), Unix -rw-r--r--, times read in Paris; no ZIP64.
import { type Zippable, zipSync } from "fflate";

export type ZipFile = { path: string; bytes: Uint8Array; modified?: Date };

/** The classic ZIP format's limits (no ZIP64): 65 535 entries, 4 GiB. */
const ZIP_MAX_ENTRIES = 0xffff;
const ZIP_MAX_BYTES = 0xffffffff;

const parisParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/**
 * The instant as the person's computer shows it: fflate writes the MS-DOS time from the local
 * fields of the Date, so the Date is built with Paris's wall clock as its local fields (the
 * Worker runs in UTC). The format starts in 1980.
 */
function parisWallClock(date: Date): Date {
  const p = Object.fromEntries(parisParts.formatToParts(date).map((part) => [part.type, Number(part.value)]));
  return p.year < 1980 ? new Date(1980, 0, 1) : new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

/**
 * The ZIP archive of the files, in the given order (zipSync takes an object: a path that is an
 * integer, « 12 », would come first; ours all have a folder or an extension). Throws on two files
 * with the same path (one would hide the other) and past the classic format's limits.
 */
export function zip(files: ReadonlyArray<ZipFile>, now = new Date()): Uint8Array<ArrayBuffer> {
  if (files.length > ZIP_MAX_ENTRIES) throw new Error("Trop de fichiers pour une archive ZIP");
  const entries: Zippable = {};
  for (const file of files) {
    if (Object.hasOwn(entries, file.path)) throw new Error(`Deux fichiers de l'archive ZIP portent le même nom : ${file.path}`);
    entries[file.path] = [file.bytes, { level: 0, mtime: parisWallClock(file.modified ?? now), os: 3, attrs: 0o100644 << 16 }];
  }
  const names = new TextEncoder();
  const size = files.reduce((sum, file) => sum + 76 + 2 * names.encode(file.path).length + file.bytes.length, 22);
  if (size > ZIP_MAX_BYTES) throw new Error("Archive ZIP trop volumineuse");
  return zipSync(entries) as Uint8Array<ArrayBuffer>;
}
