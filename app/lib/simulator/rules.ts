// The project natures and the per-nature rules of the simulator catalogue: no imports,
// so that the seed (Node) and the browser share them. Re-exported by ./schema.

/** The project's nature: it drives the recommended services and the step-2 fields that apply. */
export const projectNatures = [
  { value: "construction_neuve", label: "Construction neuve" },
  { value: "extension", label: "Extension" },
  { value: "renovation", label: "Rénovation" },
  { value: "vente_terrain", label: "Vente de terrain" },
  { value: "acquisition", label: "Acquisition" },
  { value: "diagnostic", label: "Diagnostic / sinistre" },
] as const;

export type ProjectNature = (typeof projectNatures)[number]["value"];

/** Catalogue keys (recommendedFor) that a nature matches. */
export function recommendationKeys(nature: string): Array<string> {
  return nature === "diagnostic" ? ["diagnostic", "sinistre", "expertise"] : [nature];
}

export const isProjectNature = (value: unknown): value is ProjectNature => projectNatures.some((n) => n.value === value);

/**
 * What a catalogue service is for one project nature: included and locked
 * ("obligatoire"), proposed and pre-ticked ("recommandee"); a nature absent from the
 * rules leaves the service available as an additional service.
 * docs/decisions/600-simulator-recommendation-rules.md
 */
export const ruleLevels = [
  { value: "obligatoire", label: "Obligatoire" },
  { value: "recommandee", label: "Recommandée" },
] as const;
export type RuleLevel = (typeof ruleLevels)[number]["value"];
export type ServiceRules = Partial<Record<ProjectNature, RuleLevel>>;

/** The rules of a row saved before the rules existed, read from its mandatory flag and recommendedFor list. */
export function legacyRules(mandatory: boolean, recommendedFor: ReadonlyArray<string>): ServiceRules {
  const rules: ServiceRules = {};
  for (const { value } of projectNatures) {
    if (recommendedFor.some((key) => recommendationKeys(value).includes(key))) rules[value] = mandatory ? "obligatoire" : "recommandee";
  }
  return rules;
}

/** The legacy columns kept in step with the rules (what a rollback would read). */
export function legacyColumns(rules: ServiceRules) {
  const natures = Object.keys(rules).filter(isProjectNature);
  return { mandatory: natures.some((nature) => rules[nature] === "obligatoire"), recommendedFor: natures.flatMap(recommendationKeys) };
}

/** Only known natures and levels: what the database and the catalogue form may hold. */
export function cleanRules(value: unknown): ServiceRules {
  const rules: ServiceRules = {};
  if (!value || typeof value !== "object") return rules;
  for (const [nature, level] of Object.entries(value)) {
    if (isProjectNature(nature) && ruleLevels.some((l) => l.value === level)) rules[nature] = level as RuleLevel;
  }
  return rules;
}

/** What the rules of a catalogue item are read from (app/lib/simulator/selection.ts: CatalogueItem). */
type RuledItem = { rules: ServiceRules | null; mandatory: boolean; recommendedFor: Array<string> };

/** The rules of a catalogue item (the legacy columns while its rules were never saved). */
export function rulesOf(item: RuledItem): ServiceRules {
  return item.rules ? cleanRules(item.rules) : legacyRules(item.mandatory, item.recommendedFor);
}

export function ruleFor(item: RuledItem, nature: string): RuleLevel | null {
  return isProjectNature(nature) ? (rulesOf(item)[nature] ?? null) : null;
}
