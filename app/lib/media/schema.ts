// The médiathèque's rules, messages and forms. Browser-safe: the upload dialog checks a
// file's name and size before sending it, the server checks again and reads the content.
import { z } from "zod";
import { checkboxField, idField, optionalText, versionField } from "~/lib/admin/schema";
import type { ListSpec } from "~/lib/admin/list";
import type { FileSignature } from "~/lib/files/signatures";
import type { MediaVariant } from "./variants";

/** The media library shows 10 files a page. */
export const MEDIA_PAGE_SIZE = 10;
export const MEDIA_LIST = { pageSize: MEDIA_PAGE_SIZE, filters: ["type", "alt"] } as const satisfies ListSpec;

/** 10 MB per file (10 485 760 bytes, as for the contact attachments). */
export const MEDIA_MAX_SIZE = 10 * 1024 * 1024;
/**
 * Largest upload request accepted before reading it: one file plus the multipart envelope
 * (boundaries, part headers, the file name).
 */
export const MEDIA_MAX_REQUEST = MEDIA_MAX_SIZE + 64 * 1024;

export type MediaExtension = "jpg" | "jpeg" | "png" | "webp" | "avif" | "gif" | "pdf";

export const MEDIA_TYPES: Record<MediaExtension, { mimeType: string; signature: FileSignature; label: string }> = {
  jpg: { mimeType: "image/jpeg", signature: "jpeg", label: "JPEG" },
  jpeg: { mimeType: "image/jpeg", signature: "jpeg", label: "JPEG" },
  png: { mimeType: "image/png", signature: "png", label: "PNG" },
  webp: { mimeType: "image/webp", signature: "webp", label: "WebP" },
  avif: { mimeType: "image/avif", signature: "avif", label: "AVIF" },
  gif: { mimeType: "image/gif", signature: "gif", label: "GIF" },
  pdf: { mimeType: "application/pdf", signature: "pdf", label: "PDF" },
};

export const MEDIA_ACCEPT = ".jpg,.jpeg,.png,.webp,.avif,.gif,.pdf,image/jpeg,image/png,image/webp,image/avif,image/gif,application/pdf";

export const MEDIA_MESSAGES = {
  loadFailed: "Une erreur est survenue lors du chargement des médias. Veuillez réessayer.",
  noFile: "Veuillez sélectionner un fichier à téléverser",
  uploaded: "Fichier téléversé avec succès",
  uploadFailed: "Échec du téléversement du fichier",
  deleted: "Fichier supprimé avec succès",
  deleteFailed: "Échec de la suppression du fichier",
  altUpdated: "Texte alternatif mis à jour avec succès",
  decorativeWithAlt: "Une image décorative n'a pas de texte alternatif : videz le champ ou décochez « Image décorative ».",
  altFailed: "Échec de la mise à jour du texte alternatif",
  notFound: "Fichier introuvable",
  forbidden: "Vous ne pouvez modifier ou supprimer que les fichiers que vous avez téléversés.",
  tooLarge: "Le fichier dépasse la taille maximale de 10 Mo.",
  svg: "Les fichiers SVG ne sont pas acceptés : ils peuvent contenir du script. Exportez l'image en PNG ou en WebP.",
  type: "Formats acceptés : JPEG, PNG, WebP, AVIF, GIF et PDF.",
  content: "Le contenu du fichier ne correspond pas à son extension.",
  unreadableImage: "Les dimensions de l'image sont illisibles : le fichier est peut-être endommagé.",
  name: "Nom de fichier invalide.",
} as const;

export function mediaExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot === -1 ? "" : name.slice(dot + 1).toLowerCase();
}

export function isMediaExtension(ext: string): ext is MediaExtension {
  return Object.hasOwn(MEDIA_TYPES, ext);
}

/** The checks that need no file content: name, extension, size (browser and server). */
export function mediaFileError(file: { name: string; size: number }): string | null {
  const name = file.name.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to find control characters and refuse them
  if (!name || name.length > 255 || /[\\/\u0000-\u001f\u007f]/.test(name)) return MEDIA_MESSAGES.name;
  const ext = mediaExtension(name);
  if (ext === "svg" || ext === "svgz") return MEDIA_MESSAGES.svg;
  if (!isMediaExtension(ext)) return `« ${name} » : ${MEDIA_MESSAGES.type}`;
  if (file.size === 0) return MEDIA_MESSAGES.noFile;
  if (file.size > MEDIA_MAX_SIZE) return `« ${name} » : ${MEDIA_MESSAGES.tooLarge}`;
  return null;
}

export { MEDIA_KEY_PATTERN, mediaUrl, mediaUrlSize } from "./url";

export function mediaTypeLabel(mimeType: string): string {
  return Object.values(MEDIA_TYPES).find((t) => t.mimeType === mimeType)?.label ?? mimeType;
}

export const mediaAltSchema = z
  .object({
    intent: z.literal("alt"),
    id: idField,
    version: versionField,
    alt: optionalText(300),
    decorative: checkboxField.default(false),
  })
  .refine((value) => !(value.decorative && value.alt !== ""), { message: MEDIA_MESSAGES.decorativeWithAlt, path: ["alt"] });

export const mediaDeleteSchema = z.object({ intent: z.literal("delete"), id: idField });

export const mediaActionSchema = z.discriminatedUnion("intent", [mediaAltSchema, mediaDeleteSchema]);

/** What the picker and the upload dialog receive for each file. */
export type MediaItem = {
  id: number;
  key: string;
  url: string;
  name: string;
  mimeType: string;
  size: number;
  alt: string;
  width: number | null;
  height: number | null;
  /** The re-encoded widths and formats, and the share crop (empty for a PDF or a file not yet processed). */
  variants: Array<MediaVariant>;
  /** Marked decorative: may be published without alternative text. */
  decorative: boolean;
  /** Bytes as uploaded, before re-encoding (null for files uploaded before it was recorded). */
  originalSize: number | null;
  /** Private key of the untouched upload (never served), or null. */
  originalKey: string | null;
  createdAt: Date | string;
  version: number;
  /** Who uploaded it (null for files uploaded before it was recorded, or by a removed account). */
  uploadedBy: number | null;
};

export type MediaUsage = { type: "article" | "service" | "page" | "region"; id: number; title: string; href: string };

export const MEDIA_USAGE_LABELS: Record<MediaUsage["type"], string> = {
  article: "Article",
  service: "Service",
  page: "Page",
  region: "Région",
};
