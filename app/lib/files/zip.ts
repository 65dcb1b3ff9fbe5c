// A ZIP writer of stored (uncompressed) entries, in the Worker without a dependency
// (docs/decisions/341): the files it packs (PDFs, photos, Office documents) are already
// compressed, and the JSON files are small. PKWARE APPNOTE 6.3.10: local headers, data,
// central directory, end record; names in UTF-8 (flag bit 11); no ZIP64 (< 4 GB, < 65 535 files).

export type ZipFile = { path: string; bytes: Uint8Array; modified?: Date };

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE 802.3, the ZIP checksum). */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** MS-DOS time and date of an instant, read in Paris (what the person's computer shows). */
function dosDateTime(date: Date): { time: number; day: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Paris",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((p) => [p.type, Number(p.value)]),
  );
  const year = Math.max(1980, parts.year);
  return { time: (parts.hour << 11) | (parts.minute << 5) | Math.floor(parts.second / 2), day: ((year - 1980) << 9) | (parts.month << 5) | parts.day };
}

export const ZIP_MAX_BYTES = 0xffffffff;

/** The ZIP archive of the files, in the given order. Throws past the classic format's limits. */
export function zip(files: ReadonlyArray<ZipFile>, now = new Date()): Uint8Array<ArrayBuffer> {
  if (files.length > 0xffff) throw new Error("Trop de fichiers pour une archive ZIP");
  const encoder = new TextEncoder();
  const entries = files.map((file) => ({ name: encoder.encode(file.path), bytes: file.bytes, crc: crc32(file.bytes), stamp: dosDateTime(file.modified ?? now) }));
  const localSize = entries.reduce((sum, e) => sum + 30 + e.name.length + e.bytes.length, 0);
  const centralSize = entries.reduce((sum, e) => sum + 46 + e.name.length, 0);
  const total = localSize + centralSize + 22;
  if (total > ZIP_MAX_BYTES) throw new Error("Archive ZIP trop volumineuse");
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  let at = 0;
  const offsets: Array<number> = [];
  for (const e of entries) {
    offsets.push(at);
    view.setUint32(at, 0x04034b50, true);
    view.setUint16(at + 4, 20, true); // version needed: 2.0
    view.setUint16(at + 6, 0x0800, true); // UTF-8 names
    view.setUint16(at + 8, 0, true); // stored
    view.setUint16(at + 10, e.stamp.time, true);
    view.setUint16(at + 12, e.stamp.day, true);
    view.setUint32(at + 14, e.crc, true);
    view.setUint32(at + 18, e.bytes.length, true);
    view.setUint32(at + 22, e.bytes.length, true);
    view.setUint16(at + 26, e.name.length, true);
    view.setUint16(at + 28, 0, true);
    out.set(e.name, at + 30);
    out.set(e.bytes, at + 30 + e.name.length);
    at += 30 + e.name.length + e.bytes.length;
  }
  const centralStart = at;
  entries.forEach((e, index) => {
    view.setUint32(at, 0x02014b50, true);
    view.setUint16(at + 4, 0x0314, true); // made by: Unix, 2.0
    view.setUint16(at + 6, 20, true);
    view.setUint16(at + 8, 0x0800, true);
    view.setUint16(at + 10, 0, true);
    view.setUint16(at + 12, e.stamp.time, true);
    view.setUint16(at + 14, e.stamp.day, true);
    view.setUint32(at + 16, e.crc, true);
    view.setUint32(at + 20, e.bytes.length, true);
    view.setUint32(at + 24, e.bytes.length, true);
    view.setUint16(at + 28, e.name.length, true);
    view.setUint16(at + 30, 0, true); // extra
    view.setUint16(at + 32, 0, true); // comment
    view.setUint16(at + 34, 0, true); // disk
    view.setUint16(at + 36, 0, true); // internal attributes
    view.setUint32(at + 38, (0o100644 << 16) >>> 0, true); // -rw-r--r--
    view.setUint32(at + 42, offsets[index], true);
    out.set(e.name, at + 46);
    at += 46 + e.name.length;
  });
  view.setUint32(at, 0x06054b50, true);
  view.setUint16(at + 4, 0, true);
  view.setUint16(at + 6, 0, true);
  view.setUint16(at + 8, entries.length, true);
  view.setUint16(at + 10, entries.length, true);
  view.setUint32(at + 12, at - centralStart, true);
  view.setUint32(at + 16, centralStart, true);
  view.setUint16(at + 20, 0, true);
  return out;
}
