// The devis' own sentences about the order, the deposit, the start of work and the delay,
// generated from the rule the dossier computes with (dossier-dates.ts): a devis sent with a
// fixed deposit (`depositPercent` set) prints them; one sent before keeps the wording it was
// frozen with. And what the client reads once the devis is accepted: what to pay, to whom,
// with which reference, and when work starts. Browser-safe.
// docs/decisions/641-start-of-work-and-dates.md, 642-deposit-and-payments.md, 643-contract-sentences.md
import type { DevisClientType, WithdrawalChoice } from "~/db/schema";
import { frenchTypography } from "~/lib/content/typography";
import { formatLongDate } from "~/lib/dates";
import { formatCentsPlain } from "./lines";
import { ACCEPTANCE_WAYS, deliveryNotice } from "./texts";

export type OrderTerms = {
  clientType: DevisClientType;
  deliveryWeeks: number | null;
  /** Fixed when the devis is sent; null on a devis sent before the deposit was a setting. */
  depositPercent: number | null;
  depositDueCents: number | null;
};

const weeks = (n: number) => `${n} semaine${n > 1 ? "s" : ""}`;

/** « Formation du contrat » and « Acompte » and « Début de la mission »: three sentences, in place of the old acceptance line. */
export function formationSentences(d: OrderTerms): Array<string> {
  if (d.depositPercent === null) return [ACCEPTANCE_WAYS];
  const particulier = d.clientType === "particulier";
  const sentences = [
    "Formation du contrat : le contrat est conclu dès l'acceptation du devis, en ligne depuis le lien personnel reçu par e-mail (signature électronique simple, articles 1366 et 1367 du Code civil) ou par le retour de ce devis daté et signé, précédé de la mention « Bon pour accord ».",
  ];
  if (d.depositPercent > 0) {
    const amount = d.depositDueCents !== null ? `, soit ${formatCentsPlain(d.depositDueCents)}` : "";
    sentences.push(
      `Acompte : un acompte (et non des arrhes) de ${d.depositPercent} % du total TTC${amount} est dû à la commande, par virement sur le compte indiqué après l'acceptation, avec le numéro du devis pour référence ; il s'impute sur le prix.${
        particulier
          ? " En cas de rétractation, il vous est remboursé au plus tard quatorze jours après la réception de votre décision (article L221-24 du Code de la consommation), déduction faite, si vous aviez demandé expressément que la mission commence avant la fin du délai de rétractation, du montant proportionnel à la part de la mission réalisée jusqu'à votre décision (article L221-25)."
          : ""
      }`,
    );
    sentences.push(
      particulier
        ? "Début de la mission : la mission commence à la réception de l'acompte ; si vous choisissez d'attendre la fin du délai de rétractation de quatorze jours, elle commence au plus tôt le lendemain de ce délai."
        : "Début de la mission : la mission commence à la réception de l'acompte.",
    );
  } else {
    sentences.push(
      particulier
        ? "Début de la mission : la mission commence à l'acceptation du devis ; si vous choisissez d'attendre la fin du délai de rétractation de quatorze jours, elle commence le lendemain de ce délai."
        : "Début de la mission : la mission commence à l'acceptation du devis.",
    );
  }
  return sentences.map(frenchTypography);
}

/** « Délai : rapport remis sous N semaines à compter du début de la mission (…) ». */
export function deliverySentence(d: OrderTerms): string | null {
  if (!d.deliveryWeeks) return null;
  if (d.depositPercent === null) return deliveryNotice(d.deliveryWeeks);
  const from =
    d.depositPercent > 0
      ? d.clientType === "particulier"
        ? "réception de l'acompte ou, si vous attendez la fin du délai de rétractation, lendemain de ce délai lorsqu'il est plus tardif"
        : "réception de l'acompte"
      : d.clientType === "particulier"
        ? "acceptation du devis ou, si vous attendez la fin du délai de rétractation, lendemain de ce délai"
        : "acceptation du devis";
  return frenchTypography(
    `Délai : rapport remis sous ${weeks(d.deliveryWeeks)} à compter du début de la mission (${from}), sous réserve de l'accès au site et des délais des déclarations DT-DICT.`,
  );
}

export type BankDetails = { holder: string; iban: string; bic: string };

export type PaymentInstructions = {
  amountCents: number;
  percent: number;
  reference: string;
  bank: BankDetails | null;
};

/** The lines the signed PDF and the acceptance e-mail print: what to pay, to whom, with which reference. */
export function paymentLines(p: PaymentInstructions): Array<string> {
  if (p.amountCents <= 0) return [];
  return [
    `Acompte à verser : ${formatCentsPlain(p.amountCents)} (${p.percent} % du total TTC), par virement.`,
    ...(p.bank ? [`Titulaire du compte : ${p.bank.holder}`, `IBAN : ${p.bank.iban}`, `BIC : ${p.bank.bic}`] : []),
    `Référence à indiquer : ${p.reference}`,
  ].map(frenchTypography);
}

/** When work starts, in the words of the client's choice (acceptance e-mail, signed PDF, dossier page). */
export function startSentence(input: { clientType: DevisClientType; withdrawalChoice: WithdrawalChoice | null; depositPercent: number; earliestStart: string }): string {
  const waits = input.clientType === "particulier" && input.withdrawalChoice !== "commencer";
  const day = formatLongDate(`${input.earliestStart}T12:00:00Z`);
  if (input.depositPercent <= 0) return frenchTypography(waits ? `La mission commence le ${day}, au lendemain du délai de rétractation.` : "La mission commence dès maintenant.");
  return frenchTypography(
    waits
      ? `La mission commence à la réception de l'acompte, et au plus tôt le ${day} (lendemain du délai de rétractation que vous avez choisi d'attendre).`
      : "La mission commence à la réception de l'acompte.",
  );
}
