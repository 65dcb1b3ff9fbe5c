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
  /** Only a devis with a design or works mission (G2 to G5) prints it: the décennale (docs/decisions/636). */
  decennialOnly?: true;
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
  { id: "insurance.rc_address" },
  { id: "legal.insurance_policy" },
  { id: "insurance.rc_cover" },
  { id: "insurance.decennial_insurer", decennialOnly: true },
  { id: "insurance.decennial_address", decennialOnly: true },
  { id: "insurance.decennial_policy", decennialOnly: true },
  { id: "insurance.decennial_cover", decennialOnly: true },
  // The mediator's name, postal address and website (docs/decisions/637).
  { id: "mediator.name", consumerOnly: true },
  { id: "mediator.address", consumerOnly: true },
  { id: "mediator.website", consumerOnly: true },
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

export type MissingFact = { id: SettingId; label: string; href: string; consumerOnly: boolean; decennialOnly: boolean; depositOnly: boolean };

/**
 * The legal facts still missing (empty or placeholder) for this kind of client and, with
 * `decennial`, a devis with a design or works mission; every fact when `clientType` is null.
 * The bank details count while the settings ask a deposit (percentage > 0).
 */
export function missingLegalFacts(settings: Settings, clientType: DevisClientType | null, options: { decennial?: boolean } = {}): Array<MissingFact> {
  const deposit = depositPercentOf(settings) > 0;
  return DEVIS_LEGAL_FACTS.filter((fact) => clientType === null || !fact.consumerOnly || clientType === "particulier")
    .filter((fact) => clientType === null || !fact.decennialOnly || options.decennial === true)
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
      decennialOnly: Boolean(fact.decennialOnly),
      depositOnly: Boolean(fact.depositOnly),
    }));
}

/**
 * Before the first CGV version is published no devis can be sent (a devis carries them:
 * docs/decisions/630). One text for the refusal of « Envoyer au client » and for the line of
 * 'État du site' (docs/decisions/949).
 */
export const NO_CGV_MESSAGE =
  "Aucune version des conditions générales de vente n'est publiée : publiez-les depuis Pages › Conditions générales de vente (« Publier comme nouvelle version des CGV ») ; le devis les reproduit en dernières pages.";
/** Where the CGV are published: the list of pages searched for them (the CGV page's own screen when its id is known). */
export const CGV_PUBLISH_HREF = "/admin/pages?q=cgv";
