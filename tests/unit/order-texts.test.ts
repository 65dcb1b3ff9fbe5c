import { expect, test } from "vitest";
import { deliverySentence, formationSentences, paymentLines, startSentence } from "~/lib/devis/order-texts";
import { ACCEPTANCE_WAYS, deliveryNotice } from "~/lib/devis/texts";

const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");
const particulier = { clientType: "particulier" as const, deliveryWeeks: 3, depositPercent: 30, depositDueCents: 97_200 };

test("a particulier's devis: formation, acompte (et non arrhes) with its refund on withdrawal, and the start of work are separate sentences", () => {
  const [formation, deposit, start] = formationSentences(particulier).map(plain);
  expect(formation).toMatch(/^Formation du contrat : le contrat est conclu dès l'acceptation du devis/);
  expect(deposit).toContain("un acompte (et non des arrhes) de 30 % du total TTC, soit 972,00 €");
  expect(deposit).toContain("article L221-24");
  expect(deposit).toContain("(article L221-25)");
  expect(start).toBe(
    "Début de la mission : la mission commence à la réception de l'acompte ; si vous choisissez d'attendre la fin du délai de rétractation de quatorze jours, elle commence au plus tôt le lendemain de ce délai.",
  );
  expect(plain(deliverySentence(particulier) ?? "")).toContain("à compter du début de la mission (réception de l'acompte ou, si vous attendez la fin du délai de rétractation");
});

test("a professionnel's devis says nothing of withdrawal; a devis sent before keeps its former wording", () => {
  const pro = formationSentences({ ...particulier, clientType: "professionnel" }).map(plain);
  expect(pro.join(" ")).not.toContain("rétractation");
  expect(pro[2]).toBe("Début de la mission : la mission commence à la réception de l'acompte.");
  expect(plain(deliverySentence({ ...particulier, clientType: "professionnel" }) ?? "")).toContain("(réception de l'acompte)");
  expect(formationSentences({ ...particulier, depositPercent: null })).toEqual([ACCEPTANCE_WAYS]);
  expect(deliverySentence({ ...particulier, depositPercent: null })).toBe(deliveryNotice(3));
});

test("after acceptance: what to pay, to whom, with which reference, and the start in the words of the client's choice", () => {
  expect(
    paymentLines({
      amountCents: 97_200,
      percent: 30,
      reference: "D-2027-0001",
      bank: { holder: "Lutetia Géotechnique SAS", iban: "FR76 3000 6000 0112 3456 7890 189", bic: "AGRIFRPPXXX" },
    }).map(plain),
  ).toEqual([
    "Acompte à verser : 972,00 € (30 % du total TTC), par virement.",
    "Titulaire du compte : Lutetia Géotechnique SAS",
    "IBAN : FR76 3000 6000 0112 3456 7890 189",
    "BIC : AGRIFRPPXXX",
    "Référence à indiquer : D-2027-0001",
  ]);
  expect(plain(startSentence({ clientType: "particulier", withdrawalChoice: "attendre", depositPercent: 30, earliestStart: "2027-02-09" }))).toContain(
    "au plus tôt le 9 février 2027",
  );
  expect(plain(startSentence({ clientType: "particulier", withdrawalChoice: "commencer", depositPercent: 30, earliestStart: "2027-01-25" }))).toBe(
    "La mission commence à la réception de l'acompte.",
  );
});
