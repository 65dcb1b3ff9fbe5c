// The firm as a devis names it (letterhead, insurer, mediator), read from the settings when
// the devis is sent and kept with it: the page and the PDF of a sent devis show the facts it
// was sent with, whatever the settings say later. Browser-safe.
import type { InsuranceFacts, Letterhead } from "../../db/types";
import { addressFact, type Settings, settingFact } from "../settings/definitions";

/** The décennale's four facts, or null while one of them is missing (docs/decisions/636). */
export function decennialOf(settings: Settings): InsuranceFacts | null {
  const insurer = settingFact(settings, "insurance", "decennial_insurer");
  const address = settingFact(settings, "insurance", "decennial_address");
  const policy = settingFact(settings, "insurance", "decennial_policy");
  const cover = settingFact(settings, "insurance", "decennial_cover");
  return insurer && address && policy && cover ? { insurer, address, policy, cover } : null;
}

/**
 * Facts still equal to their seed placeholder are null (never printed). `decennial`: the devis
 * has a design or works mission, so it keeps (and prints) the décennale.
 */
export function letterheadOf(settings: Settings, options: { decennial?: boolean } = {}): Letterhead {
  const mediatorName = settingFact(settings, "mediator", "name");
  const mediatorAddress = settingFact(settings, "mediator", "address");
  return {
    siteName: settings.general.site_name,
    legalName: settings.general.legal_name,
    legalForm: settings.general.legal_form,
    capital: settingFact(settings, "general", "capital"),
    address: addressFact(settings),
    phone: settingFact(settings, "contact", "phone"),
    email: settingFact(settings, "contact", "email"),
    siret: settingFact(settings, "legal", "siret"),
    rcs: settingFact(settings, "legal", "rcs"),
    vat: settingFact(settings, "legal", "vat"),
    insurer: settingFact(settings, "legal", "insurer"),
    insurancePolicy: settingFact(settings, "legal", "insurance_policy"),
    insurerAddress: settingFact(settings, "insurance", "rc_address"),
    insuranceCover: settingFact(settings, "insurance", "rc_cover"),
    decennial: options.decennial ? decennialOf(settings) : null,
    mediator: mediatorName && mediatorAddress ? { name: mediatorName, address: mediatorAddress, website: settingFact(settings, "mediator", "website") } : null,
  };
}

/** « Lutetia Géotechnique SAS – Société par actions simplifiée (SAS) au capital de 3 000 € ». */
export function identityLine(l: Letterhead): string {
  return `${l.legalName} – ${l.legalForm}${l.capital ? ` au capital de ${l.capital}` : ""}`;
}

/** « SIRET … – RCS … – TVA … » with the facts that are filled. */
export function registrationLine(l: Letterhead): string {
  return [l.siret && `SIRET ${l.siret}`, l.rcs, l.vat && `TVA intracommunautaire ${l.vat}`].filter(Boolean).join(" – ");
}

export function contactLine(l: Letterhead): string {
  return [l.phone && `Tél. ${l.phone}`, l.email].filter(Boolean).join(" – ");
}

/**
 * The insurance a devis prints: the RC professionnelle (insurer, its address, policy, geographic
 * cover) and, for a design or works mission, the décennale (Code civil 1792-1; loi n° 96-603,
 * art. 22-2). A letterhead kept before docs/decisions/636 has neither address nor cover and
 * prints as it did.
 */
export function insuranceLine(l: Letterhead): string | null {
  if (!l.insurer || !l.insurancePolicy) return null;
  const rc = `Assurance responsabilité civile professionnelle\u202f: ${l.insurer}${l.insurerAddress ? `, ${l.insurerAddress}` : ""}, police n° ${l.insurancePolicy}${l.insuranceCover ? `, couverture géographique\u202f: ${l.insuranceCover}` : ""}.`;
  const d = l.decennial;
  if (!d) return rc;
  return `${rc} Assurance de responsabilité civile décennale (articles 1792 et suivants du Code civil ; mention prévue par l'article 22-2 de la loi n° 96-603 du 5 juillet 1996)\u202f: ${d.insurer}, ${d.address}, police n° ${d.policy}, couverture géographique\u202f: ${d.cover}.`;
}
