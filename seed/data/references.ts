// Fictitious example references, so that a fresh install shows /references and the
// territory pages' « Références récentes » working. Each says it is an example; 'État du
// site' lists them « à remplacer » until staff edit or delete them (docs/decisions/753).
import type { ClientType, GeotechnicalMission } from "../../app/db/types";

export type SeedReference = { title: string; citySlug: string; year: number; missions: Array<GeotechnicalMission>; clientType: ClientType; text: string };

const NOTE = "Exemple fictif fourni à l'installation du site, à remplacer par une référence réelle du cabinet.";

export const exampleReferences: Array<SeedReference> = [
  {
    title: "Maison individuelle sur argiles vertes (exemple)",
    citySlug: "meaux",
    year: 2025,
    missions: ["G1", "G2"],
    clientType: "particulier",
    text: `Terrain en pente douce sur les argiles vertes du plateau de Brie, classé en exposition forte au retrait-gonflement : sondages à la tarière, essais d'identification en laboratoire et fondations ancrées sous la zone de variation hydrique. ${NOTE}`,
  },
  {
    title: "Immeuble de logements avec un niveau de sous-sol (exemple)",
    citySlug: "versailles",
    year: 2024,
    missions: ["G2", "G3"],
    clientType: "promoteur",
    text: `Sables de Fontainebleau sur marnes : sondages pressiométriques, piézomètre suivi sur un cycle hydrologique et dimensionnement de la paroi de soutènement provisoire. ${NOTE}`,
  },
  {
    title: "Diagnostic de fissures d'un pavillon (exemple)",
    citySlug: "le-mans",
    year: 2023,
    missions: ["G5"],
    clientType: "particulier",
    text: `Fissures en escalier après l'été 2022 : relevé des désordres, sondages au droit des fondations et préconisations de reprise en sous-œuvre par micropieux. ${NOTE}`,
  },
];
