// The forms of the dossier's visit and report, their labels and messages. Browser-safe.
// docs/decisions/645-visit-planning-and-calendar.md, 646-report-delivery-proof.md
import { z } from "zod";
import { type InterventionWindow, interventionWindows } from "~/db/schema";
import { checkboxField, versionField } from "~/lib/admin/schema";
import { isCalendarDay } from "~/lib/dates";
import { frenchTypography } from "~/lib/content/typography";

/** The half-days, in Paris time: what the page, the e-mail and the .ics say. */
export const INTERVENTION_WINDOWS: Record<InterventionWindow, { label: string; start: string; end: string }> = {
  matin: { label: "le matin (8 h – 12 h)", start: "08:00", end: "12:00" },
  apres_midi: { label: "l'après-midi (13 h 30 – 17 h 30)", start: "13:30", end: "17:30" },
};

export const DT_DICT_NOTICE = frenchTypography(
  "Sondages et forages ne commencent qu'après les réponses des exploitants de réseaux à la déclaration DT-DICT (Code de l'environnement, articles L554-1 et R554-21 à R554-25) : l'intervention est prévue en conséquence.",
);

export const VISIT_MESSAGES = {
  planned: "Intervention planifiée : le client et l'ingénieur reçoivent la date par e-mail, avec le fichier calendrier (.ics).",
  replanned:
    "Intervention déplacée : le client et l'ingénieur reçoivent la nouvelle date par e-mail, avec le fichier calendrier mis à jour ; un ingénieur remplacé reçoit l'annulation pour son agenda.",
  unchanged: "Rien n'a changé : la date, le créneau et l'ingénieur sont ceux déjà annoncés au client.",
  storageFailed: "L'intervention n'a pas pu être enregistrée (base de données indisponible) : rien n'a été envoyé au client. Réessayez dans un instant.",
  dayPast: "La date d'intervention ne peut pas être passée.",
  beforeStart: "La date d'intervention précède le début de la mission (acompte reçu, ou fin du délai de rétractation demandée par le client).",
  beforeDtAnswers: "Les sondages ne peuvent pas commencer avant la réception des réponses à la DT-DICT : choisissez une date d'intervention postérieure.",
  answersBeforeDeclaration: "La date de réception des réponses précède celle de la déclaration.",
  unknownEngineer: "Choisissez un ingénieur de l'équipe (éditeur ou super administrateur).",
} as const;

export const REPORT_MESSAGES = {
  uploaded: "Rapport déposé : vérifiez-le, puis « Remettre le rapport » pour le mettre à disposition du client.",
  delivered: "Rapport remis : le client reçoit un e-mail et peut le télécharger depuis son lien personnel.",
  missingFile: "Choisissez le fichier PDF du rapport.",
  notPdf: "Le rapport doit être un fichier PDF (extension .pdf et contenu PDF).",
  tooBig: "Le rapport ne doit pas dépasser 10MB.",
  noReport: "Déposez d'abord le rapport (PDF) : il n'y a rien à remettre.",
  alreadyDelivered: "Le rapport a déjà été remis au client : un document remis ne change plus.",
  storageFailed: "Le rapport n'a pas pu être enregistré (stockage indisponible) : rien n'a changé. Réessayez dans un instant.",
} as const;

const optionalDay = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || isCalendarDay(v), message)
    .default("");

export const planVisitSchema = z
  .object({
    intent: z.literal("plan-visit"),
    version: versionField,
    day: z
      .string({ message: "Indiquez la date d'intervention" })
      .trim()
      .refine((v) => isCalendarDay(v), "Indiquez la date d'intervention (jj/mm/aaaa)"),
    window: z.enum(interventionWindows, { message: "Choisissez le matin ou l'après-midi" }),
    engineerId: z.coerce.number({ message: VISIT_MESSAGES.unknownEngineer }).int().positive(VISIT_MESSAGES.unknownEngineer),
    accessNotes: z.string().trim().max(1000, "1000 caractères au maximum").default(""),
    clientPresence: checkboxField,
    dtDeclaredOn: optionalDay("Date de déclaration DT-DICT invalide"),
    dtAnsweredOn: optionalDay("Date de réception des réponses invalide"),
  })
  .superRefine((value, ctx) => {
    if (value.dtAnsweredOn && value.dtDeclaredOn && value.dtAnsweredOn < value.dtDeclaredOn)
      ctx.addIssue({ code: "custom", path: ["dtAnsweredOn"], message: VISIT_MESSAGES.answersBeforeDeclaration });
    if (value.dtAnsweredOn && value.day && value.day < value.dtAnsweredOn) ctx.addIssue({ code: "custom", path: ["day"], message: VISIT_MESSAGES.beforeDtAnswers });
  });

export type PlanVisitInput = Omit<z.output<typeof planVisitSchema>, "intent" | "version">;

export const deliverReportSchema = z.object({ intent: z.literal("deliver-report"), version: versionField });
