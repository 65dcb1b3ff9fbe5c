// The laboratory tests a text names, read from its words (« teneur en eau », « VBS » or
// « valeur au bleu »…): how the service pages and the catalogue are checked to promise the same
// tests for the same mission (docs/decisions/635). Browser-safe, no import.

export const LAB_TESTS = [
  { id: "teneur-en-eau", label: "teneur en eau", pattern: /teneur en eau/i },
  { id: "granulometrie", label: "granulométrie", pattern: /granulom[ée]tri|passant à 80/i },
  { id: "vbs", label: "valeur au bleu (VBS)", pattern: /\bVBS\b|valeur au bleu/i },
  { id: "atterberg", label: "limites d'Atterberg", pattern: /limites d[’']Atterberg/i },
  { id: "retrait", label: "essai de retrait", pattern: /\bretrait\b(?![- ]gonflement)/i },
  { id: "oedometre", label: "œdomètre", pattern: /œdom[èe]tr|oedom[èe]tr/i },
  { id: "cisaillement", label: "cisaillement", pattern: /cisaillement/i },
  { id: "triaxial", label: "triaxial", pattern: /triaxia/i },
] as const;

export type LabTestId = (typeof LAB_TESTS)[number]["id"];

/** The laboratory tests a text names, in the list's order. */
export function labTestsIn(text: string): Array<LabTestId> {
  return LAB_TESTS.filter((test) => test.pattern.test(text)).map((test) => test.id);
}

/** The NF P 94-500 missions a paragraph names: G1 (or the loi ELAN's EG1), G2 (EG2), G3, G4, G5. */
export function missionFamiliesIn(text: string): Array<string> {
  return ["G1", "G2", "G3", "G4", "G5"].filter((code) => new RegExp(`\\bE?${code}\\b`).test(text));
}

export type LabTestDisagreement = { family: string; paragraph: string; page: Array<LabTestId>; catalogue: Array<LabTestId> };

/**
 * Each paragraph of a page that names one mission family and lists laboratory tests must list
 * exactly the tests of that family's catalogue programmes (G1 ES + G1 PGC for « G1 »). A
 * paragraph naming several families (the table of missions) or no test is not a promise about
 * one mission's tests and is left alone.
 */
export function labTestDisagreements(pageText: string, catalogue: ReadonlyArray<{ id: string; programme: string | null }>): Array<LabTestDisagreement> {
  const disagreements: Array<LabTestDisagreement> = [];
  for (const paragraph of pageText.split(/\n\s*\n|\n(?=[-*#|])/)) {
    if (!/laboratoire/i.test(paragraph)) continue;
    const families = missionFamiliesIn(paragraph);
    const page = labTestsIn(paragraph);
    if (families.length !== 1 || page.length === 0) continue;
    const [family] = families;
    const programmes = catalogue.filter((row) => row.id.toUpperCase().startsWith(family)).map((row) => row.programme ?? "");
    if (programmes.length === 0) continue;
    const expected = labTestsIn(programmes.join(" "));
    if (expected.join() !== page.join()) disagreements.push({ family, paragraph: paragraph.trim(), page, catalogue: expected });
  }
  return disagreements;
}
