/**
 * The questions of /simulateur (visible on the page and in its FAQPage JSON-LD). Sent as
 * loader data, never imported by a component: the text stays out of the page's script
 * budget (docs/decisions/501).
 */
export const simulatorFaq = [
  {
    question: "Qu'est-ce qu'une étude géotechnique ?",
    answer:
      "Une étude géotechnique analyse la nature et le comportement du sol (sondages, essais en place et en laboratoire) pour définir les fondations et les dispositions constructives adaptées à votre projet et prévenir les sinistres.",
  },
  {
    question: "Pourquoi une étude géotechnique est-elle nécessaire ?",
    answer:
      "Elle limite les risques de fissures, de tassements ou de surcoûts en phase travaux. Depuis la loi ELAN, la vente d'un terrain à bâtir en zone d'exposition moyenne ou forte au retrait-gonflement des argiles exige une étude géotechnique préalable, soit une mission G1 complète (phases étude de site ES et principes généraux de construction PGC) ; avant de construire une maison dans ces zones, le constructeur suit une étude de conception (mission G2, phases avant-projet et projet) ou, à défaut, des techniques particulières de construction.",
  },
  {
    question: "Quels sont les types de missions G1 à G5 ?",
    answer:
      "La norme NF P 94-500 définit l'étude préalable G1 (ES et PGC), l'étude de conception G2 (AVP, PRO, DCE/ACT), l'étude et le suivi d'exécution G3, la supervision d'exécution G4 et le diagnostic géotechnique G5 sur un ouvrage existant ou un sinistre.",
  },
  {
    question: "Comment le prix de l'estimation est-il calculé ?",
    answer:
      "Le simulateur additionne les prix catalogue hors taxes des missions retenues, puis applique les majorations qui correspondent à vos réponses, chacune sur sa propre ligne : mission urgente (pourcentage du prix des missions), accès au site moyen ou difficile, sous-sol, grande surface bâtie ou grand terrain pour les missions dont le nombre de sondages en dépend, et déplacement selon le département du chantier. La TVA de 20 % s'ajoute au total hors taxes. Les missions obligatoires pour votre projet (par exemple la mission G1 complète, ES et PGC, pour la vente d'un terrain) sont incluses d'office ; les missions recommandées sont cochées d'avance et peuvent être retirées.",
  },
  {
    question: "L'estimation obtenue est-elle un devis ?",
    answer:
      "Non : c'est une estimation indicative, confirmée par un ingénieur sous 48 h. Il vérifie votre projet (accès au site, nombre et profondeur des sondages, contraintes particulières) et vous adresse le devis qui confirme ou ajuste cette estimation. L'estimation ne se signe pas : seul ce devis, une fois accepté, vaut commande.",
  },
] as const;
