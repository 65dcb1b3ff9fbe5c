import type { Element, ElementContent, Root } from "hast";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import { IMAGE_SIZES, type MediaImage, pictureData } from "../media/picture";
import { headingId } from "./rules";
import { frenchTypography } from "./typography";
import type { TocEntry } from "~/db/schema";

export type { TocEntry };
export type RenderedMarkdown = { html: string; toc: Array<TocEntry> };

// GitHub's schema minus anything executable; links limited to safe protocols.
const sanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: "",
  clobber: [],
  protocols: { href: ["http", "https", "mailto", "tel"], src: ["http", "https"] },
  attributes: {
    ...defaultSchema.attributes,
    "*": (defaultSchema.attributes?.["*"] ?? []).filter((a) => a !== "id" && a !== "name"),
  },
};

function textOf(node: ElementContent | Element): string {
  if (node.type === "text") return node.value;
  if (node.type === "element") return node.children.map(textOf).join("");
  return "";
}

/**
 * Ids the public layout and page templates give their own elements (skip link target,
 * menus, footer, sections around a body). A heading that would take one of them gets the
 * next free suffix instead ("Contenu" → `contenu-1`), so anchors and `aria-labelledby`
 * keep pointing where they should.
 */
export const LAYOUT_IDS: ReadonlyArray<string> = [
  "contenu",
  "pied-de-page",
  "menu-services",
  "menu-mobile",
  "recherche-site",
  "toc-title",
  "author-title",
  "related-title",
  "newsletter-title",
  "blog-title",
  "services-title",
  "testimonials-title",
  "why-title",
  "faq",
  "related-links",
  "plan",
  "coordonnees",
  "horaires",
  "formulaire",
  "carte",
  "carte-regions",
  "footer-services",
  "footer-sitemap",
  "legal-contact",
  "contact-result",
  "suggestions",
  "news-search",
  "q",
  "services",
  "departements",
  "villes",
  "zones",
  "voisins",
  "temoignages",
  "references",
  "risques",
  "defis",
  "geologie",
  "projets",
  "services-specifiques",
];

/**
 * Bump when the rendering changes: rows whose stored rendering is older are rendered
 * again when served (app/lib/content/served-body.server.ts, docs/decisions/730).
 * 1: paragraphs stay paragraphs (no sub-heading guess); heading ids avoid LAYOUT_IDS;
 *    French typography (narrow no-break spaces) in the text.
 */
export const RENDER_VERSION = 1;

/** Gives h2–h4 unique ids and collects the table of contents. */
function rehypeHeadingIds(toc: Array<TocEntry>) {
  return () => (tree: Root) => {
    const taken = new Set(LAYOUT_IDS);
    visit(tree, "element", (node: Element) => {
      const level = Number(node.tagName.slice(1));
      if (!/^h[2-4]$/.test(node.tagName)) return;
      const text = textOf(node).trim();
      const base = headingId(text) || "section";
      let id = base;
      for (let n = 1; taken.has(id); n++) id = `${base}-${n}`;
      taken.add(id);
      node.properties = { ...node.properties, id };
      toc.push({ id, text, level: level as 2 | 3 | 4 });
    });
  };
}

/** French typography (narrow no-break spaces) in the text of the body, never in code. */
function rehypeFrenchTypography() {
  const walk = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type === "text") child.value = frenchTypography(child.value);
      else if (child.type === "element" && !["code", "pre", "kbd", "samp"].includes(child.tagName)) walk(child);
    }
  };
  return (tree: Root) => walk(tree);
}

/** Opens external links in a new tab without giving it access to this page. */
function rehypeExternalLinks() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "a") return;
      const href = String(node.properties?.href ?? "");
      if (/^https?:\/\//.test(href)) node.properties = { ...node.properties, rel: ["noopener", "noreferrer"], target: "_blank" };
    });
  };
}

/** What the image part of the renderer knows: the médiathèque rows of the body's images, and the column's `sizes`. */
export type BodyImages = { images?: ReadonlyMap<string, MediaImage>; sizes?: string };

/**
 * Images of the body: below the page's header, so loaded lazily. A médiathèque image with
 * variants becomes a <picture> (AVIF, WebP, JPEG/PNG srcset, `sizes` of the body column);
 * any other keeps its <img>, sized from its row or its URL (no layout shift).
 * Runs after sanitising: it only writes attributes it computed itself.
 */
function rehypeImages({ images, sizes = IMAGE_SIZES.articleBody }: BodyImages) {
  return () => (tree: Root) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName !== "img") return;
      const src = String(node.properties?.src ?? "");
      const image = images?.get(src);
      const picture = pictureData(src, image);
      node.properties = {
        ...node.properties,
        // Decorative: empty alt; no alt typed in the Markdown: the médiathèque's (docs/decisions/741).
        ...(image?.decorative ? { alt: "" } : !String(node.properties?.alt ?? "").trim() && image?.alt ? { alt: image.alt } : {}),
        ...(picture.srcSet ? { src: picture.src, srcSet: picture.srcSet, sizes } : {}),
        ...(picture.width ? { width: picture.width, height: picture.height } : {}),
        loading: "lazy",
        decoding: "async",
      };
      if (picture.sources.length === 0 || !parent || index === undefined) return;
      const sources: Array<ElementContent> = picture.sources.map((source) => ({
        type: "element",
        tagName: "source",
        properties: { type: source.type, srcSet: source.srcSet, sizes },
        children: [],
      }));
      parent.children[index] = { type: "element", tagName: "picture", properties: {}, children: [...sources, node] };
      return SKIP;
    });
  };
}

/**
 * Markdown → sanitised HTML (no script, no event handler, no javascript: URL),
 * with heading ids and the table of contents.
 */
export function renderMarkdown(markdown: string, bodyImages: BodyImages = {}): RenderedMarkdown {
  const toc: Array<TocEntry> = [];
  const html = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize, sanitizeSchema)
    .use(rehypeFrenchTypography)
    .use(rehypeHeadingIds(toc))
    .use(rehypeExternalLinks)
    .use(rehypeImages(bodyImages))
    .use(rehypeStringify)
    .processSync(markdown)
    .toString();
  return { html, toc };
}

/** Plain text of a Markdown body (reading time, search, descriptions). */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`|~-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The stored rendering of a Markdown body: every save (admin forms, seed) writes
 * `content` together with these columns, so public pages read HTML instead of
 * rendering Markdown on each request. `{{section.key}}` placeholders are kept as text
 * and filled from the settings when the page is served.
 */
export function renderedColumns(markdown: string, bodyImages: BodyImages = {}): { contentHtml: string; contentToc: Array<TocEntry>; contentRenderVersion: number } {
  const { html, toc } = renderMarkdown(markdown, bodyImages);
  return { contentHtml: html, contentToc: toc, contentRenderVersion: RENDER_VERSION };
}
