// The simulator's terms of use as text. Read by the loaders only (sent as loader data, never
// imported by a component) so that the text stays out of the page's script budget (docs/decisions/501).

/** A section of the terms: paragraphs with **bold** runs and the {site} / {privacy} placeholders. */
export type TermsSection = { title: string; paragraphs: Array<string> };

export const simulatorTerms: Array<TermsSection> = [
  {
    title: "1. Objet du simulateur",
    paragraphs: [
      "Le simulateur de devis de {site} permet d'obtenir gratuitement une estimation du coût d'une étude géotechnique à partir des informations que vous déclarez. Son utilisation n'engage ni vous ni {site}.",
    ],
  },
  {
    title: "2. Une estimation indicative",
    paragraphs: [
      "Le montant affiché est une **estimation indicative**, confirmée par un ingénieur sous 48 h. Elle additionne les prix catalogue hors taxes des missions retenues et les majorations qui correspondent à vos réponses (urgence, accès au site, sous-sol, surfaces, déplacement), TVA de 20 % en sus. L'ingénieur vérifie votre projet (accès au site, nombre et profondeur des sondages, contraintes particulières) et vous adresse le devis qui confirme ou ajuste cette estimation. L'estimation ne vaut pas commande : la commande est ferme à l'acceptation de ce devis et au versement de l'acompte prévu par les conditions générales de vente (30 % à la commande, solde à la remise du rapport).",
    ],
  },
  {
    title: "3. Vos données personnelles",
    paragraphs: [
      "Vos nom, prénom, adresse e-mail, téléphone et les caractéristiques de votre projet sont utilisés pour établir l'estimation, vous l'envoyer par e-mail et, si vous le souhaitez, vous recontacter. Elles sont destinées à la seule équipe de {site}, ne sont ni vendues ni cédées, et sont **conservées 3 ans** à compter de notre dernier contact. Votre adresse IP n'est pas conservée.",
      "Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation et d'opposition : écrivez à {privacy}. Vous pouvez aussi saisir la CNIL.",
    ],
  },
  {
    title: "4. Responsabilité",
    paragraphs: [
      "L'estimation repose sur vos déclarations : {site} ne saurait être tenue responsable d'une décision prise sur la seule base de ce montant, ni d'un écart dû à des informations incomplètes ou inexactes.",
    ],
  },
  {
    title: "5. Acceptation",
    paragraphs: ["En cochant la case « J'accepte les conditions générales d'utilisation », vous acceptez les présentes conditions."],
  },
];
