// The site's logo (public/favicon.svg) drawn as vector paths in a PDF: pdf-lib embeds PNG and
// JPEG only. The letterhead of the estimate and of the devis.
import { type PDFPage, rgb } from "pdf-lib";
import logoSvg from "../../../public/favicon.svg?raw";

export function drawLogo(page: PDFPage, x: number, top: number, size: number) {
  const scale = size / 64;
  const colour = (value: string) => {
    const hex = value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join("")}` : value;
    return rgb(Number.parseInt(hex.slice(1, 3), 16) / 255, Number.parseInt(hex.slice(3, 5), 16) / 255, Number.parseInt(hex.slice(5, 7), 16) / 255);
  };
  for (const [, attrs] of logoSvg.matchAll(/<(?:rect|path)\b([^>]*)\/>/g)) {
    const attr = (name: string) => attrs.match(new RegExp(`\\b${name}="([^"]+)"`))?.[1];
    const fill = attr("fill");
    if (!fill?.startsWith("#")) continue;
    let d = attr("d");
    if (!d) {
      const w = Number(attr("width"));
      const h = Number(attr("height"));
      const r = Number(attr("rx") ?? 0);
      d = `M${r} 0H${w - r}A${r} ${r} 0 0 1 ${w} ${r}V${h - r}A${r} ${r} 0 0 1 ${w - r} ${h}H${r}A${r} ${r} 0 0 1 0 ${h - r}V${r}A${r} ${r} 0 0 1 ${r} 0Z`;
    }
    page.drawSvgPath(d, { x, y: top, scale, color: colour(fill), borderWidth: 0 });
  }
}
