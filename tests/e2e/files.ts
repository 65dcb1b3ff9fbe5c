import { crc32, deflateSync } from "node:zlib";

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG (a brown-to-ochre gradient, like soil strata) of width × height pixels. With
 * `noise`, the pixels are random so the file does not compress (a large upload, slow to
 * re-encode in AVIF); with `uncompressed`, the strata are stored without compression: a
 * large upload that re-encodes quickly.
 */
export function pngFile(width: number, height: number, { noise = false, uncompressed = false } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: Array<Buffer> = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const band = Math.floor((y / height) * 4);
      const base = [
        [120, 85, 60],
        [160, 120, 70],
        [190, 150, 90],
        [110, 100, 90],
      ][band];
      const jitter = noise ? Math.floor(Math.random() * 255) : 0;
      row.set(noise ? [jitter, (jitter * 7) % 255, (jitter * 13) % 255] : base, 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows), { level: noise || uncompressed ? 0 : 6 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
