// Builds the médiathèque's image fixtures (tests/fixtures/media/) with Sharp: synthetic
// pictures only (no real person's photo), with the metadata a phone writes (GPS, camera),
// so the tests can prove that nothing a visitor downloads carries a location or a device.
//
//   npx tsx scripts/media-fixtures.ts            writes the committed fixtures
//   npx tsx scripts/media-fixtures.ts --12mp DIR writes the 4032 × 3024 phone-sized sample to DIR (not committed)
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const out = path.join(import.meta.dirname, "..", "tests", "fixtures", "media");

/** Phone-like EXIF: camera make and model, and a location near the Panthéon (Paris 5e). */
const PHONE_EXIF = {
  IFD0: { Make: "Lutetia Test Camera", Model: "Fixture Phone 12", Software: "media-fixtures" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "48/1 50/1 3000/100",
    GPSLongitudeRef: "E",
    GPSLongitude: "2/1 20/1 5900/100",
  },
};

/** A photo-like picture: soil strata in bands, a gradient and grain, so JPEG has work to do. */
async function strata(width: number, height: number, grain = 16) {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  const bands = [
    [120, 85, 60],
    [160, 120, 70],
    [190, 150, 90],
    [110, 100, 90],
  ];
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  for (let y = 0; y < height; y++) {
    const band = bands[Math.min(3, Math.floor((y / height) * 4 + Math.sin(y / 37) * 0.1))];
    for (let x = 0; x < width; x++) {
      const shade = (x / width) * 40 - 20;
      const noise = (random() - 0.5) * grain;
      const at = (y * width + x) * channels;
      for (let c = 0; c < 3; c++) pixels[at + c] = Math.max(0, Math.min(255, band[c] + shade + noise));
    }
  }
  return sharp(pixels, { raw: { width, height, channels } });
}

export async function phoneJpeg(width: number, height: number) {
  return (await strata(width, height)).jpeg({ quality: 95 }).withExif(PHONE_EXIF).toBuffer();
}

async function main() {
  const twelve = process.argv.indexOf("--12mp");
  if (twelve !== -1) {
    const dir = process.argv[twelve + 1] ?? ".";
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, "photo-12mp-gps.jpg");
    writeFileSync(file, await phoneJpeg(4032, 3024));
    console.log(file);
    return;
  }
  mkdirSync(out, { recursive: true });
  const write = (name: string, bytes: Buffer) => {
    writeFileSync(path.join(out, name), bytes);
    console.log(`${name}\t${bytes.length} octets`);
  };
  // A phone photo, landscape, with GPS and camera tags.
  write("photo-gps.jpg", await phoneJpeg(1600, 1200));
  // Stored 600 × 400 with orientation 6: displayed upright as 400 × 600.
  write("orientation-6.jpg", await (await strata(600, 400)).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).withExif(PHONE_EXIF).toBuffer());
  // Transparency: an opaque disc on a transparent square.
  const disc = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><circle cx="320" cy="240" r="200" fill="#a0522d"/></svg>');
  write("alpha.png", await sharp(disc).png().toBuffer());
  // An animated GIF: two 320 × 240 frames (strata, then a flat ochre).
  const first = await (await strata(320, 240, 0)).raw().toBuffer();
  const second = Buffer.alloc(320 * 240 * 3, 0).map((_, i) => [190, 150, 90][i % 3]);
  write(
    "strata.gif",
    await sharp(Buffer.concat([first, second]), {
      raw: { width: 320, height: 480, channels: 3, pageHeight: 240 } as { width: number; height: number; channels: 3; pageHeight: number },
    })
      .gif({ delay: [500, 500], loop: 0 })
      .toBuffer(),
  );
  write(
    "pixel.png",
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#8b5a2b" } })
      .png()
      .toBuffer(),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
