// Redirect rules (301 / 302) from a missing path of the site to a path or an address, and
// the 404 log they are created from. Browser-safe.
import { z } from "zod";
import type { ListSpec } from "~/lib/admin/list";
import { idField, versionField } from "~/lib/admin/schema";
import { externalUrlError, isLocalPath, linkTargetField } from "~/lib/http/link-targets";

export const REDIRECTS_LIST = { pageSize: 20 } as const satisfies ListSpec;
export const NOT_FOUND_LIST = { pageSize: 20, sorts: ["hits", "last_seen"], defaultSort: "hits", defaultDirection: "desc" } as const satisfies ListSpec;

export const REDIRECT_MESSAGES = {
  loadFailed: "Impossible de charger les redirections. Veuillez réessayer.",
  logLoadFailed: "Impossible de charger le journal des pages introuvables. Veuillez réessayer.",
  created: "Redirection créée",
  updated: "Redirection mise à jour",
  deleted: "Redirection supprimée",
  deleteFailed: "Impossible de supprimer la redirection",
  notFound: "Redirection introuvable",
  sourceTaken: "Une redirection existe déjà pour cette adresse",
  loop: "Cette redirection renverrait l'adresse vers elle-même.",
} as const;

export const REDIRECT_STATUS_OPTIONS = [
  { value: "301", label: "301 – Définitive (la page a changé d'adresse)" },
  { value: "302", label: "302 – Temporaire" },
] as const;

const RESERVED_SOURCES = /^\/(admin|assets|_root)(\/|$)|\.data$/;

/**
 * The form of a path as the Worker sees it (`URL.pathname`: percent-encoded, no query),
 * without a trailing slash, so that "/Étude/" and "/%C3%89tude" are one rule.
 */
export function normalisePath(path: string): string {
  let pathname: string;
  try {
    pathname = new URL(path, "https://site.invalid").pathname;
  } catch {
    return path;
  }
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

/**
 * The stored target a visitor may be sent to, or null: a rule saved before targets were
 * checked (a "/\evil.example" taken for a path) is not followed. Older http:// addresses
 * of other sites are still followed; new ones must be https.
 */
export function followableTarget(target: string): string | null {
  if (target.startsWith("/")) return isLocalPath(target) ? target : null;
  return /^https?:\/\//i.test(target) && externalUrlError(target.replace(/^http:/i, "https:")) === null ? target : null;
}

/** A local target's path without its query or fragment, normalised; null for another site. */
export function targetPath(target: string): string | null {
  if (!target.startsWith("/")) return null;
  return normalisePath(target.replace(/[?#].*$/, ""));
}

const fromPath = z
  .string({ message: "L'adresse d'origine est requise" })
  .trim()
  .min(1, "L'adresse d'origine est requise")
  .max(500, "500 caractères au maximum")
  .refine((value) => value.startsWith("/") && !value.startsWith("//"), "L'adresse d'origine est un chemin du site : elle commence par « / » (ex. /ancienne-page).")
  .refine((value) => !/[?#]/.test(value), "Indiquez le chemin seul, sans paramètres (?…) ni ancre (#…).")
  .refine((value) => !/\s/.test(value), "Le chemin ne doit pas contenir d'espace.")
  .transform(normalisePath)
  .refine((value) => value !== "/", "La page d'accueil ne peut pas être redirigée.")
  .refine((value) => !RESERVED_SOURCES.test(value), "Cette adresse appartient à l'administration ou aux fichiers du site : elle ne peut pas être redirigée.");

/** A path of this site (no backslash, "//" or dot segment, even encoded) or an https address. */
const toPath = linkTargetField({
  required: "La destination est requise",
  otherwise: "Indiquez un chemin du site (/services/sondages) ou une adresse complète (https://…).",
  max: 1000,
  maxMessage: "1 000 caractères au maximum",
});

const fields = {
  fromPath,
  toPath,
  statusCode: z.enum(["301", "302"], { message: "Choisissez une redirection 301 ou 302" }).default("301").transform(Number),
};

export const createRedirectSchema = z.object({ intent: z.literal("create"), ...fields });
export const updateRedirectSchema = z.object({ intent: z.literal("update"), id: idField, version: versionField, ...fields });
export const deleteRedirectSchema = z.object({ intent: z.literal("delete"), id: idField });
export const redirectActionSchema = z.discriminatedUnion("intent", [createRedirectSchema, updateRedirectSchema, deleteRedirectSchema]);

export type RedirectInput = { fromPath: string; toPath: string; statusCode: number };
export type RedirectFormValues = { intent?: string; id?: number; version?: number; fromPath: string; toPath: string; statusCode: number };
