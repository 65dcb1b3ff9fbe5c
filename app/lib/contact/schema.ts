import type { SubmissionResult } from "@conform-to/react";
import * as z from "zod/mini";
import { asList } from "~/lib/forms/parse";
import { CONTROL_CHARACTERS_MESSAGE, isCleanMultiline, isOneLine, MULTILINE_CONTROL_CHARACTERS_MESSAGE } from "~/lib/forms/text";

// The contact form: at most 10 files of 10 MB each and 15 MB in total, of these types. Safe in the browser.
export const MAX_FILES = 10;
export const MAX_FILE_SIZE = 10 * 1024 * 1024;
export const MAX_TOTAL_SIZE = 15 * 1024 * 1024;
export const ALLOWED_EXTENSIONS = ["pdf", "jpg", "jpeg", "png", "webp", "doc", "docx", "xls", "xlsx"] as const;
export type AllowedExtension = (typeof ALLOWED_EXTENSIONS)[number];
export const ACCEPT_ATTRIBUTE = ALLOWED_EXTENSIONS.map((e) => `.${e}`).join(",");

/** The hidden webhook field, preset with a placeholder: validated as a URL, never used as a target. */
export const DEFAULT_MAKE_WEBHOOK_URL = "https://hook.eu1.make.com/votre-webhook";
/** Name of the honeypot input: hidden from people, filled by bots. */
export const HONEYPOT_FIELD = "site_web";

export const professions = [
  { value: "expert_assurance", label: "Expert assurance" },
  { value: "particulier", label: "Particulier" },
  { value: "architecte", label: "Architecte" },
  { value: "entreprise_construction", label: "Entreprise de construction" },
  { value: "bureau_etudes", label: "Bureau d'études" },
  { value: "collectivite", label: "Collectivité" },
  { value: "autre", label: "Autre" },
] as const;

export const subjects = [
  { value: "etude_geotechnique_g1", label: "Étude géotechnique G1" },
  { value: "etude_geotechnique_g2", label: "Étude géotechnique G2" },
  { value: "etude_geotechnique_g3", label: "Étude géotechnique G3" },
  { value: "etude_geotechnique_g4", label: "Étude géotechnique G4" },
  { value: "etude_geotechnique_g5", label: "Étude géotechnique G5" },
  { value: "diagnostic_sol_pollue", label: "Diagnostic de sol pollué" },
  { value: "etude_hydraulique", label: "Étude hydraulique" },
  { value: "gestion_eaux_pluviales", label: "Gestion des eaux pluviales" },
  { value: "diagnostic_structure", label: "Diagnostic de structure" },
  { value: "suivi_chantier", label: "Suivi de chantier" },
  { value: "demande_devis", label: "Demande de devis" },
  { value: "information", label: "Demande d'information" },
  { value: "recrutement", label: "Candidature" },
  { value: "autre", label: "Autre demande" },
] as const;

type Values<T extends ReadonlyArray<{ value: string }>> = { [K in keyof T]: T[K]["value"] };
const values = <T extends ReadonlyArray<{ value: string }>>(list: T) => list.map((o) => o.value) as unknown as Values<T>;

export function professionLabel(value: string) {
  return professions.find((p) => p.value === value)?.label ?? value;
}
export function subjectLabel(value: string) {
  return subjects.find((s) => s.value === value)?.label ?? value;
}

export const contactMessages = {
  fullName: "Le nom complet doit contenir au moins 2 caractères",
  email: "Veuillez entrer une adresse email valide",
  phone: "Veuillez entrer un numéro de téléphone valide",
  profession: "Veuillez sélectionner votre profession",
  subject: "Veuillez sélectionner un objet pour votre message",
  message: "Le message doit contenir au moins 5 caractères",
  fileSize: "Les fichiers ne doivent pas dépasser 10MB chacun",
  fileCount: "Vous ne pouvez pas télécharger plus de 10 fichiers",
  totalSize: "La taille totale des fichiers dépasse la limite de 15 Mo.",
  fileType: "Formats acceptés : PDF, JPG, JPEG, PNG, WEBP, DOC, DOCX, XLS, XLSX.",
  fileName: "Nom de fichier invalide",
  fileContent: "Le contenu du fichier ne correspond pas à son extension",
  webhook: "L'URL du webhook Make n'est pas valide",
  upload: "Erreur lors du téléchargement du fichier",
  submit: "Erreur lors de l'envoi du formulaire. Veuillez réessayer plus tard.",
  generic: "Impossible d'envoyer votre message. Veuillez réessayer plus tard.",
  success: "Votre message a été envoyé avec succès. Notre équipe vous contactera prochainement.",
  sending: "Envoi du message en cours...",
} as const;

export function fileExtension(name: string) {
  const dot = name.lastIndexOf(".");
  return dot === -1 ? "" : name.slice(dot + 1).toLowerCase();
}

export function isAllowedExtension(ext: string): ext is AllowedExtension {
  return (ALLOWED_EXTENSIONS as ReadonlyArray<string>).includes(ext);
}

/** A bare file name: no path separators, no parent references, no control characters. */
export function isSafeFileName(name: string) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to find control characters and refuse them
  return name.length > 0 && name.length <= 255 && !/[\\/\u0000-\u001f\u007f]/.test(name) && !name.includes("..");
}

export type FileKind = "image" | "pdf" | "doc" | "spreadsheet" | "other";
export function fileKind(name: string): FileKind {
  const ext = fileExtension(name);
  if (["jpg", "jpeg", "png", "webp", "gif"].includes(ext)) return "image";
  if (ext === "pdf") return "pdf";
  if (["doc", "docx"].includes(ext)) return "doc";
  if (["xls", "xlsx"].includes(ext)) return "spreadsheet";
  return "other";
}

const sizeFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });
/** 512 B, 1,5 KB, 2,3 MB (base 1024). */
export function formatFileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

/** Checks that do not need the file contents (shared by the browser and the action). */
export function fileListErrors(files: ReadonlyArray<{ name: string; size: number }>): Array<string> {
  const errors: Array<string> = [];
  if (files.length > MAX_FILES) errors.push(contactMessages.fileCount);
  if (files.some((f) => f.size > MAX_FILE_SIZE)) errors.push(contactMessages.fileSize);
  if (files.reduce((sum, f) => sum + f.size, 0) > MAX_TOTAL_SIZE) errors.push(contactMessages.totalSize);
  for (const f of files) {
    if (!isSafeFileName(f.name)) errors.push(`${contactMessages.fileName} : ${f.name}`);
    else if (!isAllowedExtension(fileExtension(f.name))) errors.push(`Format non accepté pour « ${f.name} ». ${contactMessages.fileType}`);
  }
  return errors;
}

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

const oneLine = (message: string, min: number, max: number) =>
  z.string({ error: message }).check(z.trim(), z.refine(isOneLine, CONTROL_CHARACTERS_MESSAGE), z.minLength(min, message), z.maxLength(max));

export const contactSchema = z
  .object({
    fullName: oneLine(contactMessages.fullName, 2, 200),
    email: z.pipe(
      z.string({ error: contactMessages.email }).check(z.trim(), z.refine(isOneLine, CONTROL_CHARACTERS_MESSAGE), z.maxLength(254)),
      z.email({ error: contactMessages.email }),
    ),
    phone: oneLine(contactMessages.phone, 10, 40),
    profession: z.enum(values(professions), { error: contactMessages.profession }),
    subject: z.enum(values(subjects), { error: contactMessages.subject }),
    message: z
      .string({ error: contactMessages.message })
      .check(z.trim(), z.refine(isCleanMultiline, MULTILINE_CONTROL_CHARACTERS_MESSAGE), z.minLength(5, contactMessages.message), z.maxLength(10_000)),
    files: z.optional(z.pipe(z.transform(asList), z.array(z.custom<File>(isFile)))),
    makeWebhookUrl: z.optional(z.url({ error: contactMessages.webhook })),
  })
  .check(
    z.superRefine((value, ctx) => {
      for (const message of fileListErrors(value.files ?? [])) {
        ctx.addIssue({ code: "custom", path: ["files"], message });
      }
    }),
  );

export type ContactInput = z.infer<typeof contactSchema>;

export type ContactActionData = {
  result: SubmissionResult<Array<string>>;
  /** Shown in the success banner and toast. */
  reference?: string;
};
