// Reads a ZIP of stored entries for the tests, checking each entry's CRC-32 with a bitwise
// implementation of its own (not the writer's table), and the local header against the
// central directory, as unzip does.

function crc32Bitwise(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

export type ZipEntry = { path: string; bytes: Uint8Array; text: () => string };

export function readZip(archive: Uint8Array): Array<ZipEntry> {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  const end = archive.byteLength - 22;
  if (view.getUint32(end, true) !== 0x06054b50) throw new Error("fin de répertoire ZIP introuvable");
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries: Array<ZipEntry> = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error(`entrée ${i} du répertoire invalide`);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true);
    const comment = view.getUint16(at + 32, true);
    const offset = view.getUint32(at + 42, true);
    const path = new TextDecoder().decode(archive.subarray(at + 46, at + 46 + nameLength));
    if (method !== 0) throw new Error(`${path} : méthode ${method} inattendue`);
    if (view.getUint32(offset, true) !== 0x04034b50) throw new Error(`${path} : en-tête local invalide`);
    const localName = view.getUint16(offset + 26, true);
    const localExtra = view.getUint16(offset + 28, true);
    if (view.getUint32(offset + 14, true) !== crc) throw new Error(`${path} : CRC local différent`);
    const start = offset + 30 + localName + localExtra;
    const bytes = archive.slice(start, start + size);
    if (crc32Bitwise(bytes) !== crc) throw new Error(`${path} : CRC-32 faux`);
    entries.push({ path, bytes, text: () => new TextDecoder().decode(bytes) });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}
