import type { simulations } from "~/db/schema";
import { formatDate } from "~/lib/dates";
import { adminSimulationUrl } from "~/lib/contact/links";
import type { OutgoingEmail } from "~/lib/mail/outbox.server";
import { renderEmail, type EmailRow } from "~/lib/mail/templates.server";
import type { Settings } from "~/lib/settings/definitions";
import { accessOptions, buildingTypes, fieldUse, floorOptions, formatEuros, groundOptions, optionLabel, projectNatures, startOptions } from "./schema";

type Simulation = typeof simulations.$inferSelect;

const yesNo = (v: boolean) => (v ? "Oui" : "Non");

export function projectRows(s: Simulation): Array<EmailRow> {
  // What the project's nature did not ask is NULL and left out (a land sale has no building).
  const rows: Array<EmailRow> = [{ label: "Nature du projet", value: optionLabel(projectNatures, s.projectNature) }];
  if (s.constructionType) rows.push({ label: "Type de bâtiment", value: optionLabel(buildingTypes, s.constructionType) });
  rows.push({ label: "Localisation", value: s.location });
  if (s.surfaceBatie) rows.push({ label: "Surface bâtie", value: `${s.surfaceBatie} m²` });
  if (s.terrainSuperficie) rows.push({ label: "Superficie du terrain", value: `${s.terrainSuperficie} m²` });
  if (s.nombreEtages) rows.push({ label: "Nombre d'étages", value: optionLabel(floorOptions, s.nombreEtages) });
  if (fieldUse(s.projectNature, "presenceSousSol") !== "hidden") rows.push({ label: "Sous-sol", value: yesNo(s.presenceSousSol) });
  rows.push({ label: "Présence d'eau", value: yesNo(s.presenceEau) });
  if (s.dateDebutProjet) rows.push({ label: "Début du projet", value: optionLabel(startOptions, s.dateDebutProjet) });
  if (s.accessibiliteSite) rows.push({ label: "Accès au site", value: optionLabel(accessOptions, s.accessibiliteSite) });
  rows.push({ label: "Mission urgente", value: yesNo(s.urgenceMission) });
  if (s.typeTerrainConnu) rows.push({ label: "Type de terrain connu", value: optionLabel(groundOptions, s.typeTerrainConnu) });
  if (s.description) rows.push({ label: "Description", value: s.description });
  return rows;
}

function lineRows(s: Simulation): Array<EmailRow> {
  return [
    ...s.servicesDetails.map((l) => ({ label: l.name, value: `${l.quantity} × ${formatEuros(l.basePrice)} HT` })),
    { label: "Total HT", value: formatEuros(s.totalHt) },
    { label: "TVA 20 %", value: formatEuros(s.totalTtc - s.totalHt) },
    { label: "Total TTC", value: formatEuros(s.totalTtc) },
  ];
}

export function pdfFilename(devisNumber: string) {
  return `devis-${devisNumber}.pdf`;
}

export const RECAP_EMAIL_TYPE = "simulation-recap";

/** The recap sent to the visitor, with the PDF devis attached. */
export function simulationRecapEmail(settings: Settings, s: Simulation, pdfUrl: string): OutgoingEmail {
  const { text, html } = renderEmail(settings, {
    greeting: `Bonjour ${s.userFirstName} ${s.userLastName},`,
    title: `Votre estimation ${s.devisNumber}`,
    blocks: [
      {
        kind: "paragraph",
        text: `Merci d'avoir utilisé notre simulateur. Vous trouverez ci-dessous le récapitulatif de votre demande du ${formatDate(s.devisDate)} et, en pièce jointe, votre devis estimatif au format PDF.`,
      },
      { kind: "rows", heading: "Votre projet", rows: projectRows(s) },
      { kind: "rows", heading: "Prestations estimées", rows: lineRows(s) },
      {
        kind: "note",
        text: "Il s'agit d'une estimation indicative, établie à partir des informations que vous avez déclarées ; elle ne constitue pas une offre ferme. Elle est valable 2 mois. Un ingénieur peut vous contacter pour affiner votre besoin avant l'établissement du devis définitif.",
      },
      { kind: "button", label: "Télécharger votre devis (PDF)", href: pdfUrl },
      {
        kind: "paragraph",
        text: `Une question ? Répondez à cet e-mail ou appelez-nous au ${settings.contact.phone}.`,
      },
    ],
  });
  return {
    type: RECAP_EMAIL_TYPE,
    to: [{ email: s.userEmail, name: `${s.userFirstName} ${s.userLastName}` }],
    replyTo: { email: settings.contact.email, name: settings.general.site_name },
    subject: `Votre estimation de devis ${s.devisNumber} – ${settings.general.site_name}`,
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
      { kind: "rows", heading: "Projet", rows: projectRows(s) },
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
