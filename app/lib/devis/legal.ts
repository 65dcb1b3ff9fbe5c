// The firm's legal facts a devis prints: a devis is sent only when every one of them is a
// real fact (not empty, not the seed's placeholder). The same list drives the refusal
// message of « Envoyer au client » and the line of 'État du site'. Browser-safe.
// docs/decisions/623-devis-legal-facts.md
import type { DevisClientType } from "~/db/schema";
import { settingAnchor } from "~/lib/health/checks";
import { depositPercentOf, type SettingDefinition, type SettingSection, type Settings, settingDefinitions, settingFact } from "~/lib/settings/definitions";
import { SETTINGS_TABS, type SettingId } from "~/lib/settings/schema";

export type LegalFact = {
  id: SettingId;
  /** Only a consumer's devis prints it (the mediator, Code de la consommation L612-1). */
  consumerOnly?: true;
  /** Only needed while devis ask a deposit: where the client pays it (docs/decisions/642). */
  depositOnly?: true;
};

export const DEVIS_LEGAL_FACTS: ReadonlyArray<LegalFact> = [
  { id: "contact.street" },
  { id: "contact.zip_code" },
  { id: "contact.city" },
  { id: "legal.siret" },
  { id: "legal.rcs" },
  { id: "legal.vat" },
  { id: "general.capital" },
  { id: "legal.insurer" },
  { id: "legal.insurance_policy" },
  { id: "mediator.name", consumerOnly: true },
  { id: "mediator.address", consumerOnly: true },
  // The model withdrawal form names the firm's e-mail address (annexe à l'article R221-1).
  { id: "contact.email", consumerOnly: true },
  { id: "payment.account_holder", depositOnly: true },
  { id: "payment.iban", depositOnly: true },
  { id: "payment.bic", depositOnly: true },
];

/** Where a setting is edited: its tab and its field's anchor on /admin/settings. */
export function settingEditHref(id: string): string {
  const tab = SETTINGS_TABS.find((t) => t.groups.some((group) => (group.ids as Array<string>).includes(id)))?.id ?? "general";
  return `/admin/settings?tab=${tab}#${settingAnchor(id)}`;
}

export function settingLabel(id: string): string {
  const [section, key] = id.split(".");
  return (settingDefinitions as Record<string, Record<string, SettingDefinition>>)[section]?.[key]?.label ?? id;
}

export type MissingFact = { id: SettingId; label: string; href: string; consumerOnly: boolean; depositOnly: boolean };

/**
 * The legal facts still missing (empty or placeholder) for this kind of client; every fact when
 * `clientType` is null. The bank details count while the settings ask a deposit (percentage > 0).
 */
export function missingLegalFacts(settings: Settings, clientType: DevisClientType | null): Array<MissingFact> {
  const deposit = depositPercentOf(settings) > 0;
  return DEVIS_LEGAL_FACTS.filter((fact) => clientType === null || !fact.consumerOnly || clientType === "particulier")
    .filter((fact) => deposit || !fact.depositOnly)
    .filter((fact) => {
      const [section, key] = fact.id.split(".") as [SettingSection, string];
      return settingFact(settings as never, section as never, key as never) === null;
    })
    .map((fact) => ({
      id: fact.id,
      label: settingLabel(fact.id),
      href: settingEditHref(fact.id),
      consumerOnly: Boolean(fact.consumerOnly),
      depositOnly: Boolean(fact.depositOnly),
    }));
}
