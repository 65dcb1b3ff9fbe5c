// The legal texts a devis prints, on its page and in its PDF: one wording for both.
// Browser-safe. docs/decisions/622-devis-signature-proof.md, 624-devis-withdrawal-choice.md
// French typography (docs/decisions/732) is applied here; the PDF maps U+202F to a space.
import { frenchTypography } from "~/lib/content/typography";

/** The simple electronic signature, as the acceptance form and the proof page state it. */
export const SIGNATURE_NOTICE = frenchTypography(
  "En saisissant le code de confirmation reçu par e-mail, en cochant « Bon pour accord » puis en cliquant sur le bouton d'acceptation, vous signez ce devis électroniquement : signature électronique simple au sens des articles 1366 et 1367 du Code civil et de l'article 25 du règlement (UE) n° 910/2014 (« eIDAS »). Le lien personnel et le code à 6 chiffres envoyés à l'adresse e-mail du destinataire du devis vous identifient. Nous conservons la preuve de votre acceptation : numéro et indice du devis, empreinte SHA-256 du document présenté, nom, qualité, date et heure de l'envoi et de la vérification du code, date et heure de l'acceptation, adresse IP et navigateur.",
);

/** How a devis is accepted, as the PDF says it. */
export const ACCEPTANCE_WAYS = frenchTypography(
  "Acceptation : en ligne depuis le lien personnel reçu par e-mail (signature électronique simple, articles 1366 et 1367 du Code civil), ou en retournant ce devis daté et signé, précédé de la mention « Bon pour accord ». La commande est ferme à l'acceptation du devis, accompagnée de l'acompte prévu aux conditions de paiement.",
);

/** A particulier's right of withdrawal: Code de la consommation L221-18 and L221-25. */
export const WITHDRAWAL_INFO: ReadonlyArray<string> = [
  "Droit de rétractation (article L221-18 du Code de la consommation) : vous disposez d'un délai de quatorze jours à compter de l'acceptation du devis pour vous rétracter, sans avoir à motiver votre décision. Pour l'exercer, adressez-nous avant la fin de ce délai une déclaration dénuée d'ambiguïté (lettre ou e-mail) ou le formulaire type de rétractation joint (annexe à l'article R221-1 du Code de la consommation).",
  "Début de la mission (article L221-25 du Code de la consommation) : la mission ne commence pas avant la fin du délai de rétractation, sauf si vous le demandez expressément lors de l'acceptation. Si vous demandez qu'elle commence plus tôt puis vous rétractez, vous devez un montant proportionnel à la part de la mission réalisée jusqu'à la communication de votre décision, par rapport au prix total.",
].map(frenchTypography);

export function mediatorNotice(mediator: { name: string; address: string; website: string | null }): string {
  return frenchTypography(
    `Médiation de la consommation (articles L612-1 et L616-1 du Code de la consommation) : après une réclamation écrite restée sans réponse satisfaisante, vous pouvez recourir gratuitement au médiateur de la consommation dont nous relevons : ${mediator.name}, ${mediator.address}${mediator.website ? ` (${mediator.website})` : ""}.`,
  );
}

/**
 * Which CGV apply, as the devis prints it: the version it carries as its last pages
 * (docs/decisions/630-cgv-versions.md); a devis sent before versioning only named the page.
 */
export function cgvNotice(cgv: { version: number; publishedOn: string } | null): string {
  return frenchTypography(
    cgv
      ? `Nos conditions générales de vente, version ${cgv.version} du ${cgv.publishedOn}, reproduites en dernières pages du présent devis, s'appliquent ; les conditions particulières du présent devis prévalent.`
      : "Nos conditions générales de vente (rubrique « CGV » de notre site internet) s'appliquent ; les conditions particulières du présent devis prévalent.",
  );
}

export function deliveryNotice(weeks: number): string {
  return frenchTypography(
    `Délai : rapport remis sous ${weeks} semaine${weeks > 1 ? "s" : ""} après la commande (devis accepté et acompte reçu), sous réserve de l'accès au site et des délais des déclarations DT-DICT.`,
  );
}

/**
 * The model withdrawal form of the annex to article R221-1 of the Code de la consommation,
 * addressed to the firm. `orderedOn`: the order's date once the devis is accepted.
 */
export function withdrawalFormLines(firm: { legalName: string; address: string; email: string | null }, orderedOn?: { day: string; reference: string }): Array<string> {
  const lines = [
    "Formulaire de rétractation",
    "(Annexe à l'article R221-1 du Code de la consommation. Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)",
    `À l'attention de ${firm.legalName}, ${firm.address}${firm.email ? `, ${firm.email}` : ""} :`,
    "Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la prestation de services (*) ci-dessous :",
    orderedOn ? `Commandé le (*)/reçu le (*) : ${orderedOn.day} (${orderedOn.reference})` : "Commandé le (*)/reçu le (*) :",
    "Nom du (des) consommateur(s) :",
    "Adresse du (des) consommateur(s) :",
    "Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :",
    "Date :",
    "(*) Rayez la mention inutile.",
  ];
  return lines.map(frenchTypography);
}
