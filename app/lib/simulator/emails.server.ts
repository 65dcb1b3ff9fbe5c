import type { simulations } from "~/db/schema";
import { formatDate } from "~/lib/dates";
import { adminSimulationUrl } from "~/lib/contact/links";
import type { OutgoingEmail } from "~/lib/mail/outbox.server";
import { type EmailRow, renderEmail, STAFF_AUDIENCE } from "~/lib/mail/templates.server";
import { type Settings, settingFact } from "~/lib/settings/definitions";
import { siteAddress } from "~/lib/terrain/place";
import { ESTIMATE_NOTE, estimatePricesNote, NEXT_STEP_NOTE, ORDER_NOTE, quoteLinesOf, surfaceValue } from "./pricing";
import { accessOptions, buildingTypes, fieldUse, floorOptions, groundOptions, startOptions } from "./schema";
import { formatEuros } from "./format";
import { projectNatures } from "./rules";

type Simulation = typeof simulations.$inferSelect;

const yesNo = (v: boolean) => (v ? "Oui" : "Non");

/** The label of a stored choice; null for an unknown code (a code is never shown). */
const choice = (list: ReadonlyArray<{ value: string; label: string }>, value: string | null | undefined) => list.find((o) => o.value === value)?.label ?? null;

/** The project as the client declared it: labels, never codes; fields that do not apply are left out. */
export function projectRows(s: Simulation): Array<EmailRow> {
  const built = surfaceValue(s.surfaceBatie);
  const plot = surfaceValue(s.terrainSuperficie);
  const rows: Array<{ label: string; value: string | null }> = [
    { label: "Nature du projet", value: choice(projectNatures, s.projectNature) },
    { label: "Type de bâtiment", value: choice(buildingTypes, s.constructionType) },
    { label: "Localisation", value: s.location || null },
    { label: "Surface bâtie", value: built === null ? null : `${s.surfaceBatie} m²` },
    { label: "Superficie du terrain", value: plot === null ? null : `${s.terrainSuperficie} m²` },
    { label: "Nombre d'étages", value: choice(floorOptions, s.nombreEtages) },
    { label: "Sous-sol", value: fieldUse(s.projectNature, "presenceSousSol") === "hidden" ? null : yesNo(s.presenceSousSol) },
    { label: "Présence d'eau", value: yesNo(s.presenceEau) },
    { label: "Début du projet", value: choice(startOptions, s.dateDebutProjet) },
    { label: "Accès au site", value: choice(accessOptions, s.accessibiliteSite) },
    { label: "Mission urgente", value: yesNo(s.urgenceMission) },
    { label: "Type de terrain connu", value: choice(groundOptions, s.typeTerrainConnu) },
    { label: "Description", value: s.description || null },
  ];
  return rows.filter((row): row is EmailRow => row.value !== null);
}

/** The plot checked on /mon-terrain, when the visitor came from there: its address and clay exposure, dated. */
export function siteRows(s: Simulation): Array<EmailRow> {
  if (!s.site) return [];
  return [
    { label: "Adresse du chantier", value: siteAddress(s.site) },
    { label: "Code INSEE", value: s.site.inseeCode },
    ...(s.site.clay
      ? [{ label: "Argiles (retrait-gonflement)", value: `${s.site.clay.label} (source : ${s.site.clay.source}, consultée le ${formatDate(new Date(s.site.clay.readAt))})` }]
      : []),
  ];
}

function lineRows(s: Simulation): Array<EmailRow> {
  return [
    ...quoteLinesOf(s).map((l) => ({ label: l.label, value: `${formatEuros(l.amountHt)} HT` })),
    { label: "Total HT", value: formatEuros(s.totalHt) },
    { label: "TVA 20 %", value: formatEuros(s.totalTtc - s.totalHt) },
    { label: "Total TTC", value: formatEuros(s.totalTtc) },
  ];
}

/** The estimate's file name: an estimation, not a devis (docs/decisions/610). */
export function pdfFilename(devisNumber: string) {
  return `estimation-${devisNumber}.pdf`;
}

export const RECAP_EMAIL_TYPE = "simulation-recap" as const;

/** The recap sent to the visitor, with the estimate's PDF attached (the stored bytes). `privacyUrl`: the personal link of the visitor's address (docs/decisions/342). */
export function simulationRecapEmail(settings: Settings, s: Simulation, pdfUrl: string, privacyUrl: string): OutgoingEmail {
  const phone = settingFact(settings, "contact", "phone");
  const { text, html } = renderEmail(settings, {
    audience: { kind: "visitor", privacyLink: privacyUrl },
    greeting: `Bonjour ${s.userFirstName} ${s.userLastName},`,
    title: `Votre estimation ${s.devisNumber}`,
    blocks: [
      {
        kind: "paragraph",
        text: `Merci d'avoir utilisé notre simulateur. Vous trouverez ci-dessous le récapitulatif de votre demande du ${formatDate(s.devisDate)} et, en pièce jointe, votre estimation au format PDF.`,
      },
      { kind: "rows", heading: "Votre projet", rows: [...siteRows(s), ...projectRows(s)] },
      { kind: "rows", heading: "Prestations estimées", rows: lineRows(s) },
      {
        kind: "note",
        text: `${ESTIMATE_NOTE} ${NEXT_STEP_NOTE} ${ORDER_NOTE} ${estimatePricesNote(formatDate(s.devisDate))}`,
      },
      { kind: "button", label: "Télécharger votre estimation (PDF)", href: pdfUrl },
      {
        kind: "paragraph",
        text: phone ? `Une question ? Répondez à cet e-mail ou appelez-nous au ${phone}.` : "Une question ? Répondez simplement à cet e-mail.",
      },
    ],
  });
  return {
    type: RECAP_EMAIL_TYPE,
    to: [{ email: s.userEmail, name: `${s.userFirstName} ${s.userLastName}` }],
    replyTo: { email: settings.contact.email, name: settings.general.site_name },
    subject: `Votre estimation ${s.devisNumber} – ${settings.general.site_name}`,
    text,
    html,
    attachments: [{ kind: "simulation-pdf", simulationId: s.id, filename: pdfFilename(s.devisNumber) }],
    related: { type: "simulation", id: s.id },
  };
}

/** The staff notification of a new simulation. */
export function simulationNotificationEmail(settings: Settings, origin: string, s: Simulation): OutgoingEmail {
  const adminUrl = adminSimulationUrl(origin, s.id);
  const { text, html } = renderEmail(settings, {
    audience: STAFF_AUDIENCE,
    title: `Nouvelle simulation ${s.devisNumber}`,
    blocks: [
      { kind: "paragraph", text: "Un visiteur a obtenu une estimation avec le simulateur de devis." },
      {
        kind: "rows",
        heading: "Client",
        rows: [
          { label: "Nom", value: `${s.userFirstName} ${s.userLastName}` },
          { label: "Email", value: s.userEmail },
          { label: "Téléphone", value: s.userPhone },
          { label: "Souhaite être recontacté", value: yesNo(s.contactRequested) },
        ],
      },
      { kind: "rows", heading: "Projet", rows: [...siteRows(s), ...projectRows(s)] },
      { kind: "rows", heading: "Prestations", rows: lineRows(s) },
      { kind: "button", label: "Ouvrir la simulation dans l'administration", href: adminUrl },
    ],
  });
  return {
    type: "simulation-notification",
    to: [{ email: settings.contact.notification_email }],
    replyTo: { email: s.userEmail, name: `${s.userFirstName} ${s.userLastName}` },
    subject: `[Simulateur] ${s.devisNumber} – ${s.userFirstName} ${s.userLastName} – ${formatEuros(s.totalHt)} HT`,
    text,
    html,
    related: { type: "simulation", id: s.id },
  };
}
