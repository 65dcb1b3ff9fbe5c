// The company's facts live in the settings table (section/key/value). This list is
// the single definition: the seed writes these defaults, the accessor fills gaps with
// them, and the admin settings screen edits them. Seed values are placeholders.

export type SettingDefinition = {
  label: string;
  /** HTML input type used by the admin form. */
  type: "text" | "email" | "tel" | "url" | "textarea" | "select";
  defaultValue: string;
  /**
   * Shown to visitors (page HTML, hydration data, structured data, CMS placeholders).
   * Anything not marked public never leaves the server: internal addresses, webhook
   * targets and future secrets stay out of every page by default.
   */
  public?: true;
  /**
   * The seed value only holds the place of the real fact (example.fr, « à compléter », the
   * networks' home pages, the coordinates of the example address): documents sent to
   * clients (the devis) and the structured data leave the fact out while it is unchanged.
   */
  placeholder?: true;
  /**
   * Computed from other settings, never stored nor edited: the full postal address is the
   * street, postal code, city and country joined (one address, read everywhere).
   */
  derived?: true;
  /**
   * Superseded by finer settings and no longer edited (not in the form, not a check of
   * 'État du site'); still readable by the code written before them.
   */
  legacy?: true;
};

export const settingDefinitions = {
  general: {
    site_name: { label: "Nom du site", type: "text", defaultValue: "Lutetia Géotechnique", public: true },
    site_description: {
      label: "Description du site",
      type: "textarea",
      defaultValue:
        "Bureau d'études géotechniques à Paris : études de sol G1 à G5, études loi ELAN, sondages, diagnostics et suivi de chantier en Île-de-France et partout en France.",
      public: true,
    },
    legal_name: { label: "Raison sociale", type: "text", defaultValue: "Lutetia Géotechnique SAS", public: true },
    legal_form: { label: "Forme juridique", type: "text", defaultValue: "Société par actions simplifiée (SAS)", public: true },
    capital: { label: "Capital social", type: "text", defaultValue: "3 000 €", public: true },
    founded: { label: "Année de création", type: "text", defaultValue: "2023", public: true },
    employees: { label: "Effectif", type: "text", defaultValue: "5 à 10 salariés", public: true },
  },
  contact: {
    email: { label: "E-mail de contact", type: "email", defaultValue: "contact@example.fr", public: true, placeholder: true },
    privacy_email: { label: "E-mail données personnelles", type: "email", defaultValue: "dpo@example.fr", public: true, placeholder: true },
    // Internal: the sending address and the staff inbox are nobody else's business.
    from_email: { label: "Expéditeur des e-mails", type: "email", defaultValue: "no-reply@example.fr", placeholder: true },
    notification_email: {
      label: "Destinataire des demandes",
      type: "email",
      defaultValue: "demandes@example.fr",
      placeholder: true,
    },
    phone: { label: "Téléphone", type: "tel", defaultValue: "01 00 00 00 00", public: true, placeholder: true },
    street: { label: "Rue", type: "text", defaultValue: "10 rue de l'Exemple", public: true, placeholder: true },
    zip_code: { label: "Code postal", type: "text", defaultValue: "75011", public: true },
    city: { label: "Ville", type: "text", defaultValue: "Paris", public: true },
    country: { label: "Pays", type: "text", defaultValue: "France", public: true },
    // Derived from the four fields above (buildSettings): `{{contact.address}}` in content,
    // the footer and the contact page read the same street as the structured data.
    address: {
      label: "Adresse complète",
      type: "text",
      defaultValue: "10 rue de l'Exemple, 75011 Paris, France",
      public: true,
      placeholder: true,
      derived: true,
    },
    latitude: { label: "Latitude", type: "text", defaultValue: "48.8590", public: true, placeholder: true },
    longitude: { label: "Longitude", type: "text", defaultValue: "2.3790", public: true, placeholder: true },
  },
  legal: {
    siret: { label: "SIRET", type: "text", defaultValue: "000 000 000 00000 (à compléter)", public: true, placeholder: true },
    rcs: { label: "RCS", type: "text", defaultValue: "RCS Paris 000 000 000 (à compléter)", public: true, placeholder: true },
    vat: { label: "N° de TVA intracommunautaire", type: "text", defaultValue: "FR00 000000000 (à compléter)", public: true, placeholder: true },
    director: { label: "Directeur de la publication", type: "text", defaultValue: "Le président de la société (à compléter)", public: true, placeholder: true },
    insurer: {
      label: "Assureur responsabilité civile professionnelle",
      type: "text",
      defaultValue: "Assureur RC professionnelle (à compléter)",
      public: true,
      placeholder: true,
    },
    insurance_policy: {
      label: "N° de police d'assurance RC professionnelle",
      type: "text",
      defaultValue: "N° de police (à compléter)",
      public: true,
      placeholder: true,
    },
    // The insurer and policy in one sentence, as the estimate PDF reads it: built from the two
    // settings above once both are filled, else the value typed here before they existed
    // (docs/decisions/623-devis-legal-facts.md).
    insurance_rc_pro: {
      label: "Assurance responsabilité civile professionnelle (assureur, n° de police)",
      type: "text",
      defaultValue: "Assureur et n° de police RC professionnelle (à compléter)",
      public: true,
      placeholder: true,
      legacy: true,
    },
    payment_terms: {
      label: "Conditions de paiement (devis)",
      type: "textarea",
      defaultValue:
        "Acompte de 30 % du montant total TTC à la commande ; solde à la remise du rapport définitif. Factures payables à réception, sans escompte pour paiement anticipé. Pénalités de retard : trois fois le taux d'intérêt légal ; pour les clients professionnels, indemnité forfaitaire pour frais de recouvrement de 40 €.",
      public: true,
    },
  },
  hosting: {
    name: { label: "Hébergeur", type: "text", defaultValue: "Cloudflare", public: true },
    legal_name: { label: "Raison sociale de l'hébergeur", type: "text", defaultValue: "Cloudflare, Inc.", public: true },
    address: {
      label: "Adresse de l'hébergeur",
      type: "text",
      defaultValue: "101 Townsend St, San Francisco, CA 94107, États-Unis",
      public: true,
    },
  },
  hours: {
    weekdays: { label: "Lundi – vendredi", type: "text", defaultValue: "09:00 – 18:00", public: true },
    saturday: { label: "Samedi", type: "text", defaultValue: "Sur rendez-vous", public: true },
    sunday: { label: "Dimanche", type: "text", defaultValue: "Fermé", public: true },
  },
  social: {
    linkedin: { label: "LinkedIn", type: "url", defaultValue: "https://www.linkedin.com/", public: true, placeholder: true },
    twitter: { label: "Twitter / X", type: "url", defaultValue: "https://x.com/", public: true, placeholder: true },
    facebook: { label: "Facebook", type: "url", defaultValue: "", public: true },
    instagram: { label: "Instagram", type: "url", defaultValue: "", public: true },
  },
  // Code de la consommation, art. L.612-1 and L.616-1: the consumer mediator is named in the CGV.
  mediator: {
    name: { label: "Médiateur de la consommation", type: "text", defaultValue: "Médiateur de la consommation (à compléter)", public: true, placeholder: true },
    address: { label: "Adresse du médiateur", type: "text", defaultValue: "Adresse postale du médiateur (à compléter)", public: true, placeholder: true },
    website: { label: "Site internet du médiateur", type: "url", defaultValue: "https://www.economie.gouv.fr/mediation-conso", public: true },
  },
  // The deposit and where the client pays it (docs/decisions/642-deposit-and-payments.md). Internal:
  // shown to a client on their own dossier, e-mails and signed PDF only, never in every page.
  payment: {
    deposit_percent: { label: "Acompte à la commande (% du total TTC)", type: "text", defaultValue: "30" },
    account_holder: { label: "Titulaire du compte bancaire", type: "text", defaultValue: "Titulaire du compte (à compléter)", placeholder: true },
    iban: { label: "IBAN", type: "text", defaultValue: "FR76 (à compléter)", placeholder: true },
    bic: { label: "BIC", type: "text", defaultValue: "BIC (à compléter)", placeholder: true },
  },
  security: {
    // Internal. Values: none | super_admin | all (app/lib/auth/two-factor.ts, docs/decisions/706).
    two_factor_required: { label: "Double authentification obligatoire", type: "select", defaultValue: "super_admin" },
  },
  integrations: {
    // Internal: a webhook URL usually embeds its own secret.
    webhook_url: {
      label: "Webhook de transfert des demandes de contact (Make, Zapier…)",
      type: "url",
      defaultValue: "",
    },
  },
} as const satisfies Record<string, Record<string, SettingDefinition>>;

type Definitions = typeof settingDefinitions;
export type SettingSection = keyof Definitions;
export type Settings = { [S in SettingSection]: { [K in keyof Definitions[S]]: string } };

type PublicKeys<S extends SettingSection> = {
  [K in keyof Definitions[S]]: Definitions[S][K] extends { public: true } ? K : never;
}[keyof Definitions[S]];
type PublicSections = { [S in SettingSection]: [PublicKeys<S>] extends [never] ? never : S }[SettingSection];

/** The settings a visitor may see: what the root loader sends to every page. */
export type PublicSettings = { [S in PublicSections]: { [K in PublicKeys<S>]: string } };

/** Keeps only the definitions marked `public: true` (allow-list, never a deny-list). */
export function publicSettings(settings: Settings): PublicSettings {
  const result: Record<string, Record<string, string>> = {};
  for (const [section, keys] of Object.entries(settingDefinitions)) {
    for (const [key, def] of Object.entries(keys)) {
      if (!("public" in def && def.public === true)) continue;
      result[section] ??= {};
      result[section][key] = (settings as Record<string, Record<string, string>>)[section][key];
    }
  }
  return result as PublicSettings;
}

/** Fills a settings object from stored rows, defaults first. */
export function buildSettings(rows: Array<{ section: string; key: string; value: string }>): Settings {
  const result = {} as Record<string, Record<string, string>>;
  for (const [section, keys] of Object.entries(settingDefinitions)) {
    result[section] = {};
    for (const [key, def] of Object.entries(keys)) result[section][key] = def.defaultValue;
  }
  for (const row of rows) {
    if (isDerivedSetting(row.section, row.key)) continue;
    if (Object.hasOwn(result, row.section) && Object.hasOwn(result[row.section], row.key)) result[row.section][row.key] = row.value;
  }
  result.contact.address = joinAddress(result.contact as Settings["contact"]);
  const insurance = insuranceSentence(result as Settings);
  if (insurance) result.legal.insurance_rc_pro = insurance;
  return result as Settings;
}

/** « SMABTP, police n° 123456789 » once the insurer and the policy number are both real facts, else null. */
export function insuranceSentence(settings: { readonly legal: { readonly insurer: string; readonly insurance_policy: string } }): string | null {
  const insurer = settingFact(settings, "legal", "insurer");
  const policy = settingFact(settings, "legal", "insurance_policy");
  return insurer && policy ? `${insurer}, police n° ${policy}` : null;
}

/** The deposit percentage of the settings (0 to 100; 30 when the stored value is unreadable). */
export function depositPercentOf(settings: { readonly payment: { readonly deposit_percent: string } }): number {
  const value = Number(settings.payment.deposit_percent.trim().replace(",", "."));
  return Number.isInteger(value) && value >= 0 && value <= 100 ? value : 30;
}

/** True for a setting kept for old readers only (never edited, never checked). */
export function isLegacySetting(section: string, key: string): boolean {
  const def = (settingDefinitions as Record<string, Record<string, SettingDefinition>>)[section]?.[key];
  return Boolean(def && "legacy" in def && def.legacy);
}

/** True for a setting computed from others (never stored, never in a form). */
export function isDerivedSetting(section: string, key: string): boolean {
  const def = (settingDefinitions as Record<string, Record<string, SettingDefinition>>)[section]?.[key];
  return Boolean(def && "derived" in def && def.derived);
}

/** « 10 rue de l'Exemple, 75011 Paris, France »: the parts that are filled, in postal order. */
export function joinAddress(parts: { street: string; zip_code: string; city: string; country: string }): string {
  const locality = [parts.zip_code.trim(), parts.city.trim()].filter(Boolean).join(" ");
  return [parts.street.trim(), locality, parts.country.trim()].filter(Boolean).join(", ");
}

/**
 * The full address as a client document may state it: null while the street is empty or
 * still the seed's example (the rest of the address alone would locate nobody).
 */
export function addressFact(settings: {
  readonly contact: { readonly street: string; readonly zip_code: string; readonly city: string; readonly country: string };
}): string | null {
  if (settingFact(settings, "contact", "street") === null) return null;
  return joinAddress(settings.contact);
}

/**
 * Reads a full address typed in one field (« 12 rue X, 75002 Paris, France ») back into its
 * parts, or null when it does not have the « street, postal code city[, country] » shape.
 */
export function splitAddress(full: string): { street: string; zip_code: string; city: string; country: string | null } | null {
  const match = /^\s*(.+?)\s*,\s*(\d{5})\s+([^,]+?)\s*(?:,\s*([^,]+?)\s*)?$/.exec(full);
  if (!match) return null;
  return { street: match[1], zip_code: match[2], city: match[3], country: match[4] ?? null };
}

/**
 * A company fact as a client document or the structured data may state it: null when it
 * is empty or still equal to its seed placeholder (the seed writes each definition's
 * defaultValue). Takes the full settings or the public ones.
 */
export function settingFact<S extends SettingSection, K extends keyof Settings[S] & string>(
  settings: { readonly [T in S]: { readonly [P in K]: string } },
  section: S,
  key: K,
): string | null {
  const value = String(settings[section][key] ?? "").trim();
  const def = (settingDefinitions[section] as Record<string, SettingDefinition>)[key];
  if (value === "") return null;
  if (def?.placeholder && value === def.defaultValue.trim()) return null;
  return value;
}
