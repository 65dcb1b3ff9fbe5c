// The company's facts live in the settings table (section/key/value). This list is
// the single definition: the seed writes these defaults, the accessor fills gaps with
// them, and the admin settings screen edits them. Seed values are placeholders.

export type SettingDefinition = {
  label: string;
  /** HTML input type used by the admin form. */
  type: "text" | "email" | "tel" | "url" | "textarea";
  defaultValue: string;
};

export const settingDefinitions = {
  general: {
    site_name: { label: "Nom du site", type: "text", defaultValue: "Lutetia Géotechnique" },
    site_description: {
      label: "Description du site",
      type: "textarea",
      defaultValue:
        "Bureau d'études géotechniques à Paris : études de sol G1 à G5, études loi ELAN, sondages, diagnostics et suivi de chantier en Île-de-France et partout en France.",
    },
    legal_name: { label: "Raison sociale", type: "text", defaultValue: "Lutetia Géotechnique SAS" },
    legal_form: { label: "Forme juridique", type: "text", defaultValue: "Société par actions simplifiée (SAS)" },
    capital: { label: "Capital social", type: "text", defaultValue: "3 000 €" },
    founded: { label: "Année de création", type: "text", defaultValue: "2023" },
    employees: { label: "Effectif", type: "text", defaultValue: "5 à 10 salariés" },
  },
  contact: {
    email: { label: "E-mail de contact", type: "email", defaultValue: "contact@example.fr" },
    privacy_email: { label: "E-mail données personnelles", type: "email", defaultValue: "dpo@example.fr" },
    from_email: { label: "Expéditeur des e-mails", type: "email", defaultValue: "no-reply@example.fr" },
    notification_email: {
      label: "Destinataire des demandes",
      type: "email",
      defaultValue: "demandes@example.fr",
    },
    phone: { label: "Téléphone", type: "tel", defaultValue: "01 00 00 00 00" },
    street: { label: "Rue", type: "text", defaultValue: "10 rue de l'Exemple" },
    zip_code: { label: "Code postal", type: "text", defaultValue: "75011" },
    city: { label: "Ville", type: "text", defaultValue: "Paris" },
    country: { label: "Pays", type: "text", defaultValue: "France" },
    address: {
      label: "Adresse complète",
      type: "text",
      defaultValue: "10 rue de l'Exemple, 75011 Paris, France",
    },
    latitude: { label: "Latitude", type: "text", defaultValue: "48.8590" },
    longitude: { label: "Longitude", type: "text", defaultValue: "2.3790" },
  },
  legal: {
    siret: { label: "SIRET", type: "text", defaultValue: "000 000 000 00000 (à compléter)" },
    rcs: { label: "RCS", type: "text", defaultValue: "RCS Paris 000 000 000 (à compléter)" },
    vat: { label: "N° de TVA intracommunautaire", type: "text", defaultValue: "FR00 000000000 (à compléter)" },
    director: { label: "Directeur de la publication", type: "text", defaultValue: "Le président de la société (à compléter)" },
  },
  hosting: {
    name: { label: "Hébergeur", type: "text", defaultValue: "Cloudflare" },
    legal_name: { label: "Raison sociale de l'hébergeur", type: "text", defaultValue: "Cloudflare, Inc." },
    address: {
      label: "Adresse de l'hébergeur",
      type: "text",
      defaultValue: "101 Townsend St, San Francisco, CA 94107, États-Unis",
    },
  },
  hours: {
    weekdays: { label: "Lundi – vendredi", type: "text", defaultValue: "09:00 – 18:00" },
    saturday: { label: "Samedi", type: "text", defaultValue: "Sur rendez-vous" },
    sunday: { label: "Dimanche", type: "text", defaultValue: "Fermé" },
  },
  social: {
    linkedin: { label: "LinkedIn", type: "url", defaultValue: "https://www.linkedin.com/" },
    twitter: { label: "Twitter / X", type: "url", defaultValue: "https://x.com/" },
    facebook: { label: "Facebook", type: "url", defaultValue: "" },
    instagram: { label: "Instagram", type: "url", defaultValue: "" },
  },
  integrations: {
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

/** Fills a settings object from stored rows, defaults first. */
export function buildSettings(rows: Array<{ section: string; key: string; value: string }>): Settings {
  const result = {} as Record<string, Record<string, string>>;
  for (const [section, keys] of Object.entries(settingDefinitions)) {
    result[section] = {};
    for (const [key, def] of Object.entries(keys)) result[section][key] = def.defaultValue;
  }
  for (const row of rows) {
    if (result[row.section] && row.key in result[row.section]) result[row.section][row.key] = row.value;
  }
  return result as Settings;
}

/** Replaces {{section.key}} placeholders in CMS content with setting values. */
export function fillPlaceholders(text: string, settings: Settings): string {
  return text.replace(/\{\{\s*([a-z_]+)\.([a-z_]+)\s*\}\}/g, (match, section: string, key: string) => {
    const value = (settings as Record<string, Record<string, string>>)[section]?.[key];
    return value ?? match;
  });
}
