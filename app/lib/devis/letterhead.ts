// The firm as a devis names it (letterhead, insurer, mediator), read from the settings when
// the devis is sent and kept with it: the page and the PDF of a sent devis show the facts it
// was sent with, whatever the settings say later. Browser-safe.
import type { Letterhead } from "../../db/types";
import { addressFact, type Settings, settingFact } from "../settings/definitions";

/** Facts still equal to their seed placeholder are null (never printed). */
export function letterheadOf(settings: Settings): Letterhead {
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

export function insuranceLine(l: Letterhead): string | null {
  return l.insurer && l.insurancePolicy ? `Assurance responsabilité civile professionnelle\u202f: ${l.insurer}, police n° ${l.insurancePolicy}.` : null;
}
