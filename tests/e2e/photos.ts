// Real photos for the browser journeys: a soil-strata picture drawn in node, encoded with
// sharp into the variants the upload pipeline writes (AVIF, WebP, JPEG at each width, and
// the 1200 × 630 share crop), stored in the e2e server's local R2 and its row in D1.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { MediaVariant } from "../../app/lib/media/variants";
import { queryD1 } from "./forms-db";

const root = path.resolve(import.meta.dirname, "../..");
const EXT = { avif: "avif", webp: "webp", jpeg: "jpg" } as const;
const MIME = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" } as const;

/** Strata of clay, sand and limestone with a little grain: compresses like a photo, not like a flat fill. */
function strata(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  const colours = [
    [122, 88, 62],
    [168, 128, 78],
    [196, 160, 104],
    [112, 104, 92],
    [150, 112, 70],
  ];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const wave = Math.sin(x / (width / 7)) * height * 0.03 + Math.sin(x / 37) * 4;
      const band = Math.min(colours.length - 1, Math.max(0, Math.floor(((y + wave) / height) * colours.length)));
      const grain = ((x * 73856093) ^ (y * 19349663)) % 17;
      const at = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) pixels[at + c] = Math.max(0, Math.min(255, colours[band][c] + grain - 8));
    }
  }
  return pixels;
}

const newKey = (width: number, height: number, ext: string) => `${randomBytes(16).toString("hex")}-${width}x${height}.${ext}`;

/**
 * A photo of `width` × `height` with its variants (widths below 2400, never upscaled), in
 * the e2e server's R2 (`wrangler r2 bulk put --local`) and a media row with the variants JSON.
 */
export async function storePhoto({ width, height, alt }: { width: number; height: number; alt: string }) {
  const persistTo = path.join(root, ".e2e-state", process.env.E2E_PORT ?? "8788");
  // Drawn at the largest variant's width, then enlarged for the full-size file: drawing 12 MP in JS is slow.
  const drawnWidth = Math.min(width, 2400);
  const drawnHeight = Math.round((drawnWidth * height) / width);
  const raw = { raw: { width: drawnWidth, height: drawnHeight, channels: 3 as const } };
  const pixels = strata(drawnWidth, drawnHeight);
  const master = () => sharp(pixels, raw);
  const dir = mkdtempSync(path.join(tmpdir(), "photos-"));
  const variants: Array<MediaVariant> = [];
  const files: Record<keyof typeof MIME, Array<{ key: string; file: string }>> = { avif: [], webp: [], jpeg: [] };
  const write = (format: keyof typeof MIME, w: number, h: number, bytes: Buffer, purpose: MediaVariant["purpose"]) => {
    const key = newKey(w, h, EXT[format]);
    const file = path.join(dir, key);
    writeFileSync(file, bytes);
    files[format].push({ key, file });
    variants.push({ key, width: w, height: h, format, bytes: bytes.byteLength, purpose });
  };
  const widths = [480, 960, 1600, 2400].filter((w) => w < width);
  for (const w of widths) {
    const h = Math.round((w * height) / width);
    const resized = () => master().resize(w, h);
    write("avif", w, h, await resized().avif({ quality: 50, effort: 2 }).toBuffer(), "responsive");
    write("webp", w, h, await resized().webp({ quality: 72 }).toBuffer(), "responsive");
    write("jpeg", w, h, await resized().jpeg({ quality: 78, mozjpeg: true }).toBuffer(), "responsive");
  }
  write("jpeg", 1200, 630, await master().resize(1200, 630, { fit: "cover" }).jpeg({ quality: 78, mozjpeg: true }).toBuffer(), "og");
  // The médiathèque's own file, full size, metadata stripped (sharp keeps none by default).
  const key = newKey(width, height, "jpg");
  const main = await master().resize(width, height).jpeg({ quality: 82 }).toBuffer();
  writeFileSync(path.join(dir, key), main);
  files.jpeg.push({ key, file: path.join(dir, key) });

  const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
  for (const format of Object.keys(files) as Array<keyof typeof MIME>) {
    const list = path.join(dir, `${format}.json`);
    writeFileSync(list, JSON.stringify(files[format]));
    execFileSync(
      path.join(root, "node_modules/.bin/wrangler"),
      ["r2", "bulk", "put", "lutetia-media", "--local", "--persist-to", persistTo, "--filename", list, "--content-type", MIME[format], "--force"],
      { cwd: root, env, stdio: "pipe" },
    );
  }
  rmSync(dir, { recursive: true, force: true });
  const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
  queryD1(
    `insert into media (r2_key, name, mime_type, size, alt, width, height, variants) values (${quote(key)}, 'chantier.jpg', 'image/jpeg', ${main.byteLength}, ${quote(alt)}, ${width}, ${height}, ${quote(JSON.stringify(variants))})`,
  );
  return { key, url: `/media/${key}`, variants };
}
