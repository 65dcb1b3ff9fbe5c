import type { Element, ElementContent, Root } from "hast";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import { IMAGE_SIZES, type MediaImage, pictureData } from "../media/picture";
import { headingId, isSubheadingParagraph } from "./rules";
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

/** Turns short all-caps or colon-ended paragraphs into h3 (spec §5). */
function rehypeSubheadings() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "p") return;
      if (node.children.length !== 1 || node.children[0].type !== "text") return;
      const text = node.children[0].value;
      if (!isSubheadingParagraph(text)) return;
      node.tagName = "h3";
      node.children = [{ type: "text", value: text.trim().replace(/\s*:$/, "") }];
    });
  };
}

/** Gives h2–h4 unique ids and collects the table of contents. */
function rehypeHeadingIds(toc: Array<TocEntry>) {
  return () => (tree: Root) => {
    const seen = new Map<string, number>();
    visit(tree, "element", (node: Element) => {
      const level = Number(node.tagName.slice(1));
      if (!/^h[2-4]$/.test(node.tagName)) return;
      const text = textOf(node).trim();
      let id = headingId(text) || "section";
      const count = seen.get(id) ?? 0;
      seen.set(id, count + 1);
      if (count > 0) id = `${id}-${count}`;
      node.properties = { ...node.properties, id };
      toc.push({ id, text, level: level as 2 | 3 | 4 });
    });
  };
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
        ...(image?.decorative ? { alt: "" } : {}),
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
    .use(rehypeSubheadings)
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
export function renderedColumns(markdown: string, bodyImages: BodyImages = {}): { contentHtml: string; contentToc: Array<TocEntry> } {
  const { html, toc } = renderMarkdown(markdown, bodyImages);
  return { contentHtml: html, contentToc: toc };
}
