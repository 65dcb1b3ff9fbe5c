// Read by the server only (wizard.server.ts sends the text with step 3), so that this
// French text does not weigh on the simulator's script budget (docs/decisions/501).
import type { ProjectNature } from "./rules";

/**
 * Why step 3 includes a service that cannot be removed, per nature, as the firm's own
 * content explains it (ELAN article, service « Études géotechniques », diagnostics).
 */
export const mandatoryReasons: Record<ProjectNature, string> = {
  vente_terrain:
    "Loi ELAN : la vente d'un terrain à bâtir en zone d'exposition moyenne ou forte au retrait-gonflement des argiles exige une étude géotechnique préalable, c'est-à-dire une mission G1 complète de la norme NF P 94-500 (phases étude de site ES et principes généraux de construction PGC), annexée à la promesse de vente.",
  construction_neuve:
    "On ne construit pas sur la seule base d'une G1 : les fondations se dimensionnent avec l'étude de conception, mission G2 de la norme NF P 94-500 (phases avant-projet AVP et projet PRO). Pour une maison en zone d'exposition moyenne ou forte aux argiles, c'est l'étude de conception prévue par la loi ELAN et l'arrêté du 22 juillet 2020.",
  extension:
    "Une extension accolée est fondée à côté d'un bâtiment existant : l'étude de conception, mission G2 de la norme NF P 94-500 (phases avant-projet AVP et projet PRO), est indispensable pour adapter ses fondations au sol réel.",
  renovation: "Prestation incluse d'office pour une rénovation.",
  acquisition: "Prestation incluse d'office pour une acquisition.",
  diagnostic:
    "Un sinistre ou un désordre sur un ouvrage existant s'étudie par un diagnostic géotechnique, mission G5 de la norme NF P 94-500 : relevé des désordres, investigations ciblées, analyse des causes et préconisations.",
};
