// The 36 departments of the five detailed regions
// (Île-de-France, Auvergne-Rhône-Alpes, Provence-Alpes-Côte d'Azur, Normandie,
// Pays de la Loire). The seven original department pages
// (13, 44, 69, 72, 75, 76, 78) get the richest content.
import type { SeedDepartment } from "../types.ts";

export const detailedDepartments = [
  // ---------------------------------------------------------------------------
  // Île-de-France (11)
  // ---------------------------------------------------------------------------
  {
    code: "75",
    name: "Paris",
    regionCode: "11",
    description:
      "À Paris, anciennes carrières, gypse et nappes imposent des études de sol sur mesure. Nous accompagnons maîtres d'ouvrage, architectes et syndics, de la surélévation à l'immeuble neuf avec sous-sols, en tenant compte des prescriptions de l'Inspection générale des carrières.",
    geologicalContext:
      "Le sous-sol parisien est formé des couches tertiaires du Bassin parisien reposant sur la craie, entaillées par la vallée de la Seine et ses alluvions. " +
      "Le calcaire grossier du Lutétien a été exploité en galeries souterraines sous une grande partie de la rive gauche (5e, 6e, 13e, 14e et 15e arrondissements) et sous le 16e arrondissement, laissant des vides parfois remblayés ou consolidés de façon inégale. " +
      "Au nord et à l'est, le gypse ludien a été extrait à ciel ouvert et en souterrain à Montmartre, aux Buttes-Chaumont et à Belleville, sous des marnes et des argiles vertes sensibles à l'eau. " +
      "Dans le nord et le nord-ouest de la capitale, le gypse antéludien présent en profondeur peut se dissoudre au contact des circulations souterraines et former des poches de dissolution, ce qui fait l'objet d'un zonage spécifique. " +
      "Les alluvions de la Seine et les remblais de son ancien bras de la rive droite, dont le quartier du Marais garde le souvenir, sont compressibles et baignés par une nappe dont le niveau suit celui du fleuve. " +
      "Ces contextes expliquent l'avis de l'Inspection générale des carrières sur les permis situés dans les périmètres de risque, le plan de prévention du risque inondation de Paris et le recours fréquent aux fondations profondes.",
    keyServices: [
      "Étude géotechnique de conception G2 (AVP, PRO) pour immeubles, surélévations et extensions",
      "Reconnaissance d'anciennes carrières selon les prescriptions de l'Inspection générale des carrières",
      "Sondages pressiométriques Ménard et carottés en site urbain contraint",
      "Étude hydrogéologique et piézomètres pour les projets avec sous-sols",
      "Diagnostic géotechnique G5 de fissures et de désordres de fondations",
      "Supervision géotechnique d'exécution G4 des terrassements et reprises en sous-œuvre",
    ],
    specificRisks: [
      "Fontis et effondrements au droit des anciennes carrières de calcaire grossier",
      "Dissolution du gypse antéludien et ludien",
      "Inondation par la Seine et remontée de nappe",
      "Tassements sur remblais et alluvions de l'ancien bras de la Seine",
      "Désordres sur les bâtiments voisins lors des travaux en mitoyenneté",
    ],
    specificServices: [
      "Sondages destructifs avec enregistrement des paramètres pour la recherche de vides et le contrôle des injections",
      "Étude de surélévation : vérification de la portance des fondations existantes",
      "Étude de reprise en sous-œuvre et de fondations sur micropieux",
      "Dimensionnement d'enceintes étanches et de cuvelages en présence de nappe",
    ],
  },
  {
    code: "77",
    name: "Seine-et-Marne",
    regionCode: "11",
    description:
      "Plus vaste département francilien, la Seine-et-Marne associe plateau de Brie et argiles gonflantes. Nous y réalisons études loi ELAN, études de conception G2 et diagnostics de maisons fissurées.",
    geologicalContext:
      "La Seine-et-Marne s'étend sur le plateau de Brie, entre la Goële et le Multien au nord et le Gâtinais et les confins de la Beauce au sud. " +
      "Le plateau briard est formé de calcaire de Brie recouvert d'argiles à meulière et de limons, qui reposent sur les argiles vertes et les marnes supragypseuses. " +
      "Au nord-ouest, autour de Villeparisis et du Pin, le gypse ludien est exploité en carrières, tandis que le sud offre les sables et grès de Fontainebleau. " +
      "Le calcaire de Champigny abrite une nappe majeure pour l'alimentation en eau de l'Île-de-France, et les vallées de la Marne, de la Seine et du Loing renferment des nappes alluviales. " +
      "Le retrait-gonflement des argiles, d'exposition moyenne à forte sur une grande partie du département, les anciennes carrières de gypse et les inondations de la Marne et de la Seine sont les principaux risques.",
    keyServices: [
      "Étude géotechnique préalable loi ELAN pour la vente de terrains à bâtir",
      "Étude de conception G2 pour maisons individuelles et bâtiments",
      "Diagnostic géotechnique G5 après sécheresse",
      "Sondages à la tarière, pénétromètre dynamique et essais pressiométriques",
      "Étude d'infiltration des eaux pluviales (essais Porchet et Matsuo)",
    ],
    specificRisks: [
      "Retrait-gonflement des argiles vertes et des argiles à meulière",
      "Anciennes carrières de gypse",
      "Inondation par la Marne, la Seine et le Loing",
      "Tassements sur alluvions de fond de vallée",
    ],
    specificServices: [
      "Essais d'identification des argiles (teneur en eau, VBS, limites d'Atterberg)",
      "Préconisations de profondeur d'ancrage et de dispositions constructives contre la sécheresse",
      "Études préalables pour lotissements et divisions parcellaires",
    ],
  },
  {
    code: "78",
    name: "Yvelines",
    regionCode: "11",
    description:
      "Dans les Yvelines, argiles vertes, meulières et anciennes carrières imposent une étude de sol adaptée. Nous intervenons à Versailles, Saint-Germain-en-Laye, dans la vallée de la Seine et le massif de Rambouillet, pour les maisons comme pour les immeubles.",
    geologicalContext:
      "Les Yvelines occupent l'ouest du Bassin parisien, entre les boucles de la Seine au nord et les plateaux du Hurepoix et de la Beauce au sud. " +
      "Au nord, autour de Mantes et de Poissy, la craie apparaît au pied des coteaux sous les argiles et sables de l'Yprésien et le calcaire grossier du Lutétien, exploité en carrières souterraines. " +
      "Le massif de l'Hautil et les buttes de la vallée de la Seine renferment du gypse ludien, exploité en galeries sous Triel-sur-Seine et Chanteloup-les-Vignes. " +
      "Au sud, les plateaux de Versailles et de Rambouillet sont formés de sables de Fontainebleau coiffés d'argiles à meulière, tandis que les argiles vertes affleurent sur les versants. " +
      "Les vallées de la Seine, de la Mauldre, de la Bièvre, de la Vaucouleurs et de l'Yvette renferment des alluvions compressibles et des nappes proches de la surface. " +
      "Le retrait-gonflement des argiles, les anciennes carrières souterraines et les glissements sur les coteaux argileux sont les principaux risques, encadrés par plusieurs plans de prévention des risques.",
    keyServices: [
      "Étude géotechnique préalable G1 et étude préalable loi ELAN",
      "Étude géotechnique de conception G2 (AVP, PRO)",
      "Recherche de vides au droit des anciennes carrières de gypse et de calcaire",
      "Étude de stabilité de coteaux et de talus",
      "Diagnostic géotechnique G5 de maisons fissurées",
      "Supervision géotechnique d'exécution G4",
    ],
    specificRisks: [
      "Retrait-gonflement des argiles vertes et des argiles à meulière",
      "Effondrement d'anciennes carrières de gypse et de calcaire grossier",
      "Glissements de terrain sur les coteaux de la Seine et des vallées",
      "Inondation par la Seine et remontée de nappe",
      "Tassements sur alluvions et tourbes de fond de vallée",
    ],
    specificServices: [
      "Sondages destructifs enregistrés et inspection des vides dans le massif de l'Hautil et la vallée de la Seine",
      "Essais d'identification et de gonflement des argiles vertes",
      "Études de soutènement et de drainage pour les constructions en coteau",
      "Études loi ELAN pour lotissements et divisions de terrains",
    ],
  },
  {
    code: "91",
    name: "Essonne",
    regionCode: "11",
    description:
      "En Essonne, argiles à meulière, sables et tourbes de fond de vallée demandent des études de sol soignées. Nous intervenons du plateau de Saclay aux vallées de l'Essonne et de la Juine.",
    geologicalContext:
      "L'Essonne s'étend sur le Hurepoix au nord et sur la Beauce et le Gâtinais au sud, entaillés par les vallées de la Seine, de l'Orge, de l'Yvette, de l'Essonne et de la Juine. " +
      "Les plateaux du nord sont formés de limons et d'argiles à meulière reposant sur les sables de Fontainebleau, eux-mêmes posés sur les marnes et argiles vertes qui affleurent en bas de versant. " +
      "Au sud, le calcaire d'Étampes et le calcaire de Beauce forment des plateaux où existent des cavités de dissolution. " +
      "Les fonds de vallée de l'Essonne et de la Juine renferment des tourbes et des alluvions très compressibles, baignées par une nappe proche de la surface. " +
      "Le retrait-gonflement des argiles, les tassements sur tourbes, les glissements de versants et les inondations sont les principaux risques.",
    keyServices: [
      "Étude préalable loi ELAN et étude de conception G2",
      "Sondages pressiométriques et pénétrométriques",
      "Diagnostic géotechnique G5 après sécheresse",
      "Étude hydrogéologique en fond de vallée",
    ],
    specificRisks: [
      "Retrait-gonflement des argiles à meulière et des argiles vertes",
      "Tassements sur tourbes et alluvions compressibles",
      "Inondation par l'Orge, l'Yvette et la Seine",
      "Glissements sur les versants argileux",
    ],
    specificServices: ["Études de fondations profondes en vallée tourbeuse", "Essais d'identification des argiles (VBS, limites d'Atterberg)"],
  },
  {
    code: "92",
    name: "Hauts-de-Seine",
    regionCode: "11",
    description:
      "Dans les Hauts-de-Seine, anciennes carrières de calcaire et coteaux argileux dominent les enjeux. Nous réalisons études de conception, recherches de vides et suivis de chantiers en site urbain dense.",
    geologicalContext:
      "Les Hauts-de-Seine s'étendent dans les boucles de la Seine, entre la plaine alluviale de Gennevilliers et les coteaux de Meudon, Sèvres et Saint-Cloud. " +
      "Le calcaire grossier du Lutétien a été exploité en carrières souterraines sous de nombreuses communes du sud, comme Bagneux, Châtillon, Clamart, Issy-les-Moulineaux, Meudon et Montrouge, et la craie a été extraite en galeries à Meudon. " +
      "Les argiles plastiques de l'Yprésien, sur les versants de Meudon et d'Issy, et les argiles vertes des buttes comme le mont Valérien sont sensibles au retrait-gonflement et aux glissements. " +
      "La plaine de Gennevilliers et les berges de la Seine reposent sur des alluvions renfermant une nappe liée au fleuve. " +
      "Les anciennes carrières, les coteaux instables et les inondations de la Seine sont encadrés par des périmètres de risque et des plans de prévention.",
    keyServices: [
      "Étude géotechnique de conception G2 (AVP, PRO)",
      "Reconnaissance d'anciennes carrières et contrôle des injections",
      "Étude de parois et de soutènements pour sous-sols",
      "Supervision géotechnique d'exécution G4",
      "Diagnostic géotechnique G5",
    ],
    specificRisks: [
      "Effondrement d'anciennes carrières de calcaire grossier et de craie",
      "Glissements sur les coteaux argileux",
      "Retrait-gonflement des argiles",
      "Inondation par la Seine et remontée de nappe",
    ],
    specificServices: [
      "Sondages destructifs enregistrés pour la recherche de vides",
      "Études de stabilité de coteaux et de talus de fouille",
      "Suivi des avoisinants pendant les terrassements",
    ],
  },
  {
    code: "93",
    name: "Seine-Saint-Denis",
    regionCode: "11",
    description:
      "En Seine-Saint-Denis, gypse, anciennes carrières et argiles vertes exigent des études de sol rigoureuses. Nous intervenons pour les collectivités, bailleurs, promoteurs et particuliers.",
    geologicalContext:
      "La Seine-Saint-Denis associe la plaine de France à l'ouest et au nord aux buttes et plateaux de Romainville, d'Avron et de Montfermeil à l'est. " +
      "Les buttes sont formées de gypse ludien surmonté de marnes supragypseuses, d'argiles vertes et de sables de Fontainebleau, parfois coiffés de meulière. " +
      "Le gypse a été exploité en carrières souterraines sur plusieurs niveaux à Romainville, Bagnolet, Montreuil, Rosny-sous-Bois, Gagny, Clichy-sous-Bois ou Montfermeil. " +
      "Dans la plaine, le gypse antéludien présent en profondeur peut se dissoudre au contact des circulations souterraines et former des vides. " +
      "Les argiles vertes et les marnes sont sensibles au retrait-gonflement et, sur les versants des buttes, aux glissements de terrain. " +
      "Plusieurs communes sont couvertes par des plans de prévention des risques de mouvements de terrain liés aux anciennes carrières et à la dissolution du gypse.",
    keyServices: [
      "Étude géotechnique préalable G1 et de conception G2",
      "Recherche de vides dans le gypse et les anciennes carrières",
      "Dimensionnement et contrôle d'injections de comblement",
      "Étude de stabilité des versants des buttes",
      "Diagnostic géotechnique G5",
    ],
    specificRisks: [
      "Effondrement d'anciennes carrières de gypse",
      "Dissolution du gypse antéludien",
      "Retrait-gonflement des argiles vertes",
      "Glissements de terrain sur les versants des buttes",
    ],
    specificServices: [
      "Sondages destructifs enregistrés et essais d'eau dans le gypse",
      "Préconisations de gestion des eaux pluviales pour ne pas favoriser la dissolution",
      "Suivi de chantier d'injection avec contrôle par sondages",
    ],
  },
  {
    code: "94",
    name: "Val-de-Marne",
    regionCode: "11",
    description:
      "Dans le Val-de-Marne, anciennes carrières, alluvions inondables et argiles du plateau briard guident les études de sol. Nous intervenons de la confluence Seine-Marne au plateau de Brie.",
    geologicalContext:
      "Le Val-de-Marne s'organise autour de la confluence de la Seine et de la Marne, entre le plateau de Villejuif et de Longboyau à l'ouest et le plateau briard à l'est. " +
      "Le calcaire grossier a été exploité en carrières souterraines sous Arcueil, Cachan, Gentilly, Ivry-sur-Seine, Vitry-sur-Seine, Villejuif et Charenton-le-Pont. " +
      "À l'est, les marnes et argiles vertes du plateau briard sont sensibles au retrait-gonflement. " +
      "Les plaines alluviales de la Seine et de la Marne renferment une nappe en relation avec les cours d'eau et sont largement inondables, comme l'a montré la crue de 1910. " +
      "Les anciennes carrières, le retrait-gonflement et l'inondation font l'objet de périmètres de risque et de plans de prévention.",
    keyServices: [
      "Étude géotechnique de conception G2",
      "Reconnaissance d'anciennes carrières",
      "Étude hydrogéologique en zone inondable",
      "Étude préalable loi ELAN",
      "Supervision géotechnique d'exécution G4",
    ],
    specificRisks: [
      "Effondrement d'anciennes carrières de calcaire grossier",
      "Inondation par la Seine et la Marne",
      "Retrait-gonflement des argiles",
      "Tassements sur alluvions compressibles",
    ],
    specificServices: ["Recherche de vides et contrôle des comblements", "Dimensionnement de cuvelages et de rabattements en zone alluviale"],
  },
  {
    code: "95",
    name: "Val-d'Oise",
    regionCode: "11",
    description:
      "Dans le Val-d'Oise, carrières de gypse de l'Hautil et de Cormeilles et argiles vertes imposent des études de sol adaptées. Nous intervenons du Vexin français à la plaine de France.",
    geologicalContext:
      "Le Val-d'Oise réunit le plateau du Vexin français à l'ouest, la vallée de l'Oise, la plaine de France à l'est et les buttes de Montmorency, de Cormeilles et de l'Hautil. " +
      "Le calcaire grossier du Lutétien forme l'ossature du Vexin et a été exploité en carrières souterraines le long des vallées. " +
      "Les buttes de Cormeilles-en-Parisis, de Montmorency et de l'Hautil renferment du gypse ludien, exploité à ciel ouvert et en galeries, sous des argiles vertes et des sables de Fontainebleau. " +
      "L'Oise et la Seine déposent des alluvions renfermant une nappe proche de la surface, tandis que la plaine de France repose sur les sables de Beauchamp et le calcaire de Saint-Ouen. " +
      "Les effondrements d'anciennes carrières de gypse, notamment dans le massif de l'Hautil, le retrait-gonflement des argiles et les glissements de versants sont les principaux risques.",
    keyServices: [
      "Étude géotechnique préalable G1 et étude loi ELAN",
      "Étude géotechnique de conception G2",
      "Recherche de vides au droit des anciennes carrières",
      "Étude de stabilité de versants",
      "Diagnostic géotechnique G5",
    ],
    specificRisks: [
      "Effondrement d'anciennes carrières de gypse et de calcaire",
      "Retrait-gonflement des argiles vertes",
      "Glissements de terrain sur les versants des buttes",
      "Inondation par l'Oise et la Seine",
    ],
    specificServices: ["Sondages destructifs enregistrés dans le massif de l'Hautil", "Études de fondations et de soutènements en versant argileux"],
  },

  // ---------------------------------------------------------------------------
  // Auvergne-Rhône-Alpes (84)
  // ---------------------------------------------------------------------------
  {
    code: "69",
    name: "Rhône",
    regionCode: "84",
    description:
      "Dans le Rhône, balmes lyonnaises, nappe de l'Est lyonnais et socle altéré guident les études de sol. Nous intervenons à Lyon, dans la métropole, le Beaujolais et les monts du Lyonnais, de l'étude préalable au suivi de chantier.",
    geologicalContext:
      "Le Rhône s'étend sur la bordure orientale du Massif central, dont le socle cristallin forme les monts du Beaujolais et du Lyonnais, et sur le couloir de la Saône et du Rhône. " +
      "À Lyon, les collines de Fourvière et de la Croix-Rousse sont formées d'un socle granitique et gneissique recouvert de moraines, de cailloutis et de loess, qui se terminent sur la Saône et le Rhône par des versants raides appelés balmes. " +
      "La Presqu'île et la rive gauche reposent sur les alluvions sableuses et graveleuses du Rhône et de la Saône, parfois recouvertes de remblais et de limons compressibles. " +
      "L'Est lyonnais est formé de moraines et de couloirs fluvio-glaciaires qui abritent une nappe abondante, très sollicitée pour l'eau potable et l'industrie. " +
      "Dans le sud du Beaujolais, les calcaires jurassiques du pays des Pierres dorées reposent sur le socle, tandis que les monts sont souvent couverts d'arènes granitiques. " +
      "Les instabilités des balmes, les tassements sur remblais, les venues d'eau en fouille, le retrait-gonflement de certaines formations argileuses et une sismicité faible à modérée sont les principaux enjeux géotechniques.",
    keyServices: [
      "Étude géotechnique de conception G2 (AVP, PRO) pour immeubles et parkings enterrés",
      "Étude de stabilité des balmes, talus et soutènements",
      "Étude hydrogéologique et rabattement de nappe dans l'Est lyonnais",
      "Sondages pressiométriques et carottés",
      "Étude géotechnique préalable loi ELAN",
      "Supervision géotechnique d'exécution G4",
    ],
    specificRisks: [
      "Glissements et éboulements des balmes de Fourvière et de la Croix-Rousse",
      "Venues d'eau en fouille dans les nappes alluviales et fluvio-glaciaires",
      "Inondation par le Rhône, la Saône et leurs affluents",
      "Tassements sur remblais et limons compressibles",
      "Retrait-gonflement des argiles",
    ],
    specificServices: [
      "Inclinomètres et piézomètres pour le suivi des versants",
      "Dimensionnement d'enceintes étanches et de rabattements de nappe",
      "Essais d'infiltration pour la gestion des eaux pluviales en sols fluvio-glaciaires",
      "Reconnaissance du socle altéré (arènes) par sondages pressiométriques",
    ],
  },
  {
    code: "38",
    name: "Isère",
    regionCode: "84",
    description:
      "En Isère, cuvette grenobloise compressible, massifs karstiques et versants instables font de chaque projet un cas particulier. Nous intégrons sismicité et risques de montagne.",
    geologicalContext:
      "L'Isère s'étend des plaines du Bas-Dauphiné aux massifs alpins de la Chartreuse, du Vercors, de Belledonne et de l'Oisans. " +
      "Grenoble occupe une cuvette glaciaire comblée par plusieurs centaines de mètres d'alluvions et d'argiles lacustres, compressibles et baignées par la nappe de l'Isère et du Drac. " +
      "Les massifs du Vercors et de la Chartreuse sont formés de calcaires urgoniens karstifiés, tandis que Belledonne et l'Oisans sont cristallins. " +
      "Le nord du département repose sur la molasse miocène, des moraines et des terrasses fluvio-glaciaires. " +
      "L'agglomération grenobloise est en zone de sismicité 4, avec un effet de site marqué dans la cuvette, et les versants sont exposés aux glissements, aux chutes de blocs et aux crues torrentielles, comme le montre le mouvement de terrain des Ruines de Séchilienne.",
    keyServices: [
      "Étude géotechnique de conception G2",
      "Classification sismique des sols selon l'Eurocode 8",
      "Étude de stabilité de versants et de soutènements",
      "Étude de tassements sur argiles lacustres",
      "Supervision géotechnique d'exécution G4",
    ],
    specificRisks: [
      "Séismes (zone de sismicité 4 dans l'agglomération grenobloise)",
      "Tassements sur argiles lacustres compressibles",
      "Glissements de terrain et chutes de blocs",
      "Crues torrentielles",
    ],
    specificServices: [
      "Essais au pénétromètre statique et œdométriques en sols lacustres",
      "Études de liquéfaction et d'effet de site",
      "Études de fondations profondes dans la cuvette grenobloise",
    ],
  },
  {
    code: "01",
    name: "Ain",
    regionCode: "84",
    description: "Dans l'Ain, argiles de la Bresse, moraines de la Dombes et karst du Bugey offrent des sols très différents. Nous adaptons nos reconnaissances à chaque contexte.",
    geologicalContext:
      "L'Ain associe la Bresse et la Dombes à l'ouest, la plaine de l'Ain au centre et les chaînons du Jura, Bugey et pays de Gex, à l'est. " +
      "La Bresse est comblée d'argiles et de marnes plio-quaternaires, et la Dombes est recouverte de moraines et de limons argileux peu perméables qui retiennent les eaux de ses étangs. " +
      "Le Bugey et le pays de Gex sont formés de calcaires jurassiques et crétacés karstifiés, recouverts par endroits de moraines. " +
      "La plaine de l'Ain et la vallée du Rhône renferment des alluvions fluvio-glaciaires et des nappes importantes. " +
      "Le retrait-gonflement des argiles en Bresse, les cavités karstiques et les glissements dans le Bugey ainsi que la sismicité modérée de l'est du département sont les principaux risques.",
    keyServices: [
      "Étude préalable loi ELAN et étude de conception G2",
      "Recherche de cavités karstiques",
      "Étude de stabilité de versants",
      "Diagnostic géotechnique G5 après sécheresse",
    ],
    specificRisks: [
      "Retrait-gonflement des argiles de la Bresse",
      "Cavités karstiques du Bugey et du pays de Gex",
      "Glissements de terrain",
      "Séismes (sismicité modérée à l'est)",
    ],
    specificServices: ["Essais d'identification et de gonflement des argiles bressanes", "Reconnaissance géophysique en terrain karstique"],
  },
  {
    code: "74",
    name: "Haute-Savoie",
    regionCode: "84",
    description:
      "En Haute-Savoie, moraines, argiles lacustres et versants instables en zone sismique 4 demandent des études de sol poussées. Nous intervenons du Genevois aux vallées alpines.",
    geologicalContext:
      "La Haute-Savoie s'étend de l'avant-pays molassique du Genevois et du Léman aux massifs subalpins des Bornes, des Aravis et du Chablais et au massif cristallin du Mont-Blanc. " +
      "Les glaciers quaternaires ont laissé des moraines hétérogènes, des alluvions fluvio-glaciaires et des argiles lacustres, notamment autour du lac d'Annecy et du Léman. " +
      "Les massifs subalpins alternent calcaires massifs et marnes, ce qui favorise les glissements sur les versants marneux. " +
      "Les vallées de l'Arve et du Fier renferment des nappes alluviales, et les versants sont parcourus de sources et de torrents. " +
      "Le département est largement classé en zone de sismicité 4, et les glissements de terrain, chutes de blocs et laves torrentielles sont encadrés par de nombreux plans de prévention des risques.",
    keyServices: [
      "Étude géotechnique de conception G2",
      "Étude de stabilité de versants et de soutènements",
      "Classification sismique des sols selon l'Eurocode 8",
      "Sondages carottés et pressiométriques en terrain morainique",
      "Supervision géotechnique d'exécution G4",
    ],
    specificRisks: [
      "Glissements de terrain, chutes de blocs et laves torrentielles",
      "Séismes (zone de sismicité 4)",
      "Tassements sur argiles lacustres",
      "Venues d'eau en fouille",
    ],
    specificServices: [
      "Études de terrassements en pente avec drainage et soutènement",
      "Études de liquéfaction des dépôts lacustres et alluviaux",
      "Suivi inclinométrique et piézométrique de versants",
    ],
  },
  {
    code: "63",
    name: "Puy-de-Dôme",
    regionCode: "84",
    description:
      "Dans le Puy-de-Dôme, coulées volcaniques hétérogènes et marnes de Limagne imposent des études de sol adaptées. Nous intervenons à Clermont-Ferrand et dans tout le département.",
    geologicalContext:
      "Le Puy-de-Dôme réunit la chaîne des Puys et le massif du Sancy à l'ouest, le fossé d'effondrement de la Limagne au centre et les monts du Livradois et du Forez à l'est. " +
      "La chaîne des Puys aligne des volcans récents dont les coulées basaltiques, appelées cheires, et les projections de scories et de pouzzolanes forment des terrains très hétérogènes. " +
      "La Limagne est comblée de marnes, d'argiles et de calcaires oligocènes, localement associés à des pépérites autour de Clermont-Ferrand. " +
      "L'eau circule dans les coulées fissurées et alimente de nombreuses sources, dont celles de Volvic. " +
      "Le retrait-gonflement des marnes de Limagne, les glissements sur les coteaux marneux, les vides et blocs des coulées volcaniques et la sismicité modérée (zone 3) sont les principaux enjeux géotechniques.",
    keyServices: [
      "Étude préalable loi ELAN et étude de conception G2",
      "Sondages carottés et pressiométriques en terrain volcanique",
      "Étude de stabilité de coteaux",
      "Diagnostic géotechnique G5",
    ],
    specificRisks: [
      "Retrait-gonflement des marnes et argiles de Limagne",
      "Glissements de terrain sur les coteaux marneux",
      "Hétérogénéité et vides des coulées volcaniques",
      "Séismes (zone de sismicité 3)",
    ],
    specificServices: ["Reconnaissance des coulées, scories et pouzzolanes", "Essais de gonflement des marnes oligocènes"],
  },
  {
    code: "07",
    name: "Ardèche",
    regionCode: "84",
    description:
      "En Ardèche, socle cévenol, plateaux volcaniques et calcaires karstiques du bas Vivarais se côtoient. Nos études intègrent pentes, karst et sismicité de la vallée du Rhône.",
    geologicalContext:
      "L'Ardèche passe des hauts plateaux volcaniques de la Montagne ardéchoise et du Coiron au socle cristallin des Boutières et des Cévennes, puis aux calcaires du bas Vivarais. " +
      "Le sud du département est un plateau de calcaires crétacés profondément karstifiés, entaillé par les gorges de l'Ardèche et riche en avens. " +
      "La bordure cévenole présente des grès et des marnes du Trias et du Lias entre le socle et les calcaires. " +
      "Les épisodes cévenols provoquent des crues très rapides de l'Ardèche et de ses affluents. " +
      "Le séisme du Teil de novembre 2019 a rappelé la sismicité de la vallée du Rhône, à laquelle s'ajoutent chutes de blocs, glissements, cavités karstiques et retrait-gonflement des marnes.",
    keyServices: [
      "Étude géotechnique de conception G2",
      "Étude de stabilité de pentes et de parois rocheuses",
      "Recherche de cavités karstiques",
      "Classification sismique des sols",
    ],
    specificRisks: ["Chutes de blocs et glissements de terrain", "Cavités karstiques", "Crues cévenoles", "Séismes"],
    specificServices: ["Études de confortement de talus rocheux", "Reconnaissance géophysique en terrain karstique"],
  },
  {
    code: "15",
    name: "Cantal",
    regionCode: "84",
    description: "Dans le Cantal, coulées basaltiques, brèches volcaniques et socle cristallin composent des sols contrastés. Nous étudions fondations et stabilité des versants.",
    geologicalContext:
      "Le Cantal est dominé par le plus vaste stratovolcan d'Europe, dont les vallées glaciaires rayonnent autour du Plomb du Cantal et du puy Mary. " +
      "Les planèzes, comme celle de Saint-Flour, sont formées de coulées basaltiques reposant sur des brèches et des cendres volcaniques. " +
      "L'ouest et le sud, dont la Châtaigneraie, appartiennent au socle cristallin, et le bassin d'Aurillac contient des sédiments oligocènes argileux et calcaires. " +
      "Les glissements sur les versants volcaniques et argileux, les chutes de blocs depuis les corniches basaltiques et les tassements de formations altérées sont les principaux risques.",
    keyServices: ["Étude géotechnique de conception G2", "Sondages carottés en terrain volcanique", "Étude de stabilité de versants", "Diagnostic géotechnique G5"],
    specificRisks: ["Glissements de terrain sur versants volcaniques", "Chutes de blocs depuis les corniches basaltiques", "Tassements sur formations altérées"],
    specificServices: ["Reconnaissance des brèches et coulées volcaniques", "Études de confortement de talus"],
  },
  {
    code: "03",
    name: "Allier",
    regionCode: "84",
    description:
      "Dans l'Allier, sables et argiles du Bourbonnais et marnes de Limagne exposent les maisons au retrait-gonflement. Nous réalisons études ELAN et diagnostics de sinistres.",
    geologicalContext:
      "L'Allier s'étend sur le nord du Massif central, entre la Sologne bourbonnaise, la Limagne bourbonnaise et les massifs cristallins de la Montagne bourbonnaise et des Combrailles. " +
      "Les sables et argiles du Bourbonnais, dépôts fluviatiles de la fin du Tertiaire, couvrent une grande partie du nord et du centre du département. " +
      "La Limagne bourbonnaise est formée de marnes et de calcaires oligocènes, et le bassin houiller de Commentry témoigne d'une ancienne activité minière. " +
      "L'Allier, rivière au lit encore mobile, et le Cher renferment des nappes alluviales importantes. " +
      "Le retrait-gonflement des argiles, l'érosion des berges de l'Allier et les inondations sont les principaux risques.",
    keyServices: [
      "Étude préalable loi ELAN et étude de conception G2",
      "Diagnostic géotechnique G5 après sécheresse",
      "Sondages pressiométriques et essais de laboratoire",
      "Étude hydrogéologique en nappe alluviale",
    ],
    specificRisks: ["Retrait-gonflement des argiles", "Érosion des berges et divagation de l'Allier", "Inondation"],
    specificServices: ["Essais d'identification des argiles (VBS, limites d'Atterberg)", "Études en zone d'anciennes exploitations minières"],
  },
  {
    code: "73",
    name: "Savoie",
    regionCode: "84",
    description:
      "En Savoie, argiles lacustres, gypse triasique et versants instables en zone sismique 4 guident nos études. Nous intervenons de Chambéry aux vallées de Maurienne et de Tarentaise.",
    geologicalContext:
      "La Savoie s'étend de l'avant-pays molassique autour de Chambéry et du lac du Bourget aux massifs subalpins des Bauges et de la Chartreuse et aux grandes vallées de la Maurienne et de la Tarentaise. " +
      "Le lac du Bourget et la combe de Savoie sont bordés d'argiles lacustres et d'alluvions compressibles. " +
      "Les zones internes renferment des schistes, des quartzites et du gypse triasique associé à des cargneules, roches solubles et peu résistantes. " +
      "Le mont Granier, dont l'effondrement de 1248 reste l'un des plus grands éboulements historiques des Alpes, illustre l'exposition aux chutes de blocs. " +
      "La sismicité (zone 4 sur une grande partie du département), les glissements de terrain, les laves torrentielles et la dissolution du gypse sont les principaux enjeux géotechniques.",
    keyServices: [
      "Étude géotechnique de conception G2",
      "Étude de stabilité de versants et de soutènements",
      "Classification sismique des sols",
      "Recherche de vides dans le gypse",
      "Supervision géotechnique d'exécution G4",
    ],
    specificRisks: [
      "Glissements de terrain, chutes de blocs et laves torrentielles",
      "Séismes (zone de sismicité 4)",
      "Dissolution du gypse triasique",
      "Tassements sur argiles lacustres",
    ],
    specificServices: ["Études de fondations en versant instable", "Études de tassement autour du lac du Bourget et dans la combe de Savoie"],
  },
  {
    code: "43",
    name: "Haute-Loire",
    regionCode: "84",
    description:
      "En Haute-Loire, pitons volcaniques, coulées basaltiques et marnes du bassin du Puy demandent des études de sol attentives aux pentes et aux argiles. Nous intervenons au Puy-en-Velay, à Yssingeaux et à Brioude.",
    geologicalContext:
      "La Haute-Loire est partagée entre le Velay volcanique, la Margeride granitique à l'ouest et les gorges de la Loire et de l'Allier. " +
      "Le bassin du Puy-en-Velay est comblé de sédiments oligocènes argileux et marneux, percés par des pitons volcaniques comme le rocher Corneille ou le rocher d'Aiguilhe. " +
      "Le plateau du Devès et le massif du Mézenc sont formés de coulées basaltiques et de phonolites. " +
      "Les glissements sur les marnes du bassin du Puy, les chutes de blocs depuis les orgues basaltiques et les crues de la Loire sont les principaux risques.",
    keyServices: ["Étude géotechnique de conception G2", "Étude de stabilité de versants", "Étude préalable loi ELAN", "Diagnostic géotechnique G5"],
    specificRisks: ["Glissements sur les marnes du bassin du Puy", "Chutes de blocs", "Crues de la Loire et de l'Allier"],
    specificServices: ["Reconnaissance des formations volcaniques et marneuses", "Études de confortement de talus"],
  },
  {
    code: "42",
    name: "Loire",
    regionCode: "84",
    description:
      "Dans la Loire, anciennes mines du bassin stéphanois et argiles des plaines du Forez et du Roannais guident nos études. Nous intervenons à Saint-Étienne, Roanne et Montbrison.",
    geologicalContext:
      "La Loire associe les plaines du Forez et du Roannais, comblées de sédiments tertiaires, aux monts du Forez, de la Madeleine et au massif du Pilat, formés de granites et de roches métamorphiques. " +
      "Le bassin houiller de Saint-Étienne a été exploité pendant plusieurs siècles, laissant des galeries, des puits et des terrils. " +
      "Les plaines du Forez et du Roannais renferment des argiles et des sables oligocènes, sensibles au retrait-gonflement. " +
      "La Loire et ses affluents, comme le Furan et le Gier, sont sujets à des crues rapides. " +
      "Les affaissements et effondrements miniers autour de Saint-Étienne, les glissements de terrain et le retrait-gonflement sont les principaux risques.",
    keyServices: ["Étude géotechnique de conception G2", "Étude en zone d'aléa minier", "Étude préalable loi ELAN", "Diagnostic géotechnique G5"],
    specificRisks: ["Affaissements et effondrements miniers", "Retrait-gonflement des argiles", "Glissements de terrain", "Crues rapides"],
    specificServices: ["Recherche de galeries et de puits de mine par sondages", "Études de fondations sur terrils et remblais"],
  },
  {
    code: "26",
    name: "Drôme",
    regionCode: "84",
    description:
      "Dans la Drôme, terrasses du Rhône, molasse et marnes noires du Diois composent des sols variés. Nous étudions fondations, pentes et argiles de la vallée aux Baronnies.",
    geologicalContext:
      "La Drôme s'étend de la vallée du Rhône aux Préalpes du Vercors, du Diois et des Baronnies. " +
      "La plaine de Valence et la vallée du Rhône reposent sur des terrasses alluviales et sur la molasse miocène, tandis que le Vercors méridional est formé de calcaires urgoniens. " +
      "Le Diois et les Baronnies présentent des marnes noires très érodables, propices aux glissements et au ravinement. " +
      "Le Rhône, la Drôme et l'Isère renferment des nappes alluviales importantes. " +
      "La sismicité modérée, le retrait-gonflement des marnes, les glissements et les crues rapides sont les principaux risques.",
    keyServices: ["Étude préalable loi ELAN et étude de conception G2", "Étude de stabilité de versants", "Classification sismique des sols", "Diagnostic géotechnique G5"],
    specificRisks: ["Glissements et ravinement des marnes noires", "Retrait-gonflement des argiles", "Séismes", "Crues rapides"],
    specificServices: ["Études de terrassement et de drainage en terrain marneux", "Essais d'identification des marnes"],
  },

  // ---------------------------------------------------------------------------
  // Provence-Alpes-Côte d'Azur (93)
  // ---------------------------------------------------------------------------
  {
    code: "13",
    name: "Bouches-du-Rhône",
    regionCode: "93",
    description:
      "Dans les Bouches-du-Rhône, argiles gonflantes, karst et sismicité imposent des études de sol rigoureuses. Nous intervenons à Marseille, Aix-en-Provence, autour de l'étang de Berre et en Camargue, pour les maisons comme pour les grands projets.",
    geologicalContext:
      "Les Bouches-du-Rhône réunissent des chaînons calcaires (Calanques, Étoile, Sainte-Victoire, Alpilles), des bassins sédimentaires et les plaines de la Crau et de la Camargue. " +
      "Les calcaires du Jurassique et du Crétacé, dont les calcaires urgoniens des Calanques, sont karstifiés et renferment des cavités et des poches d'argile. " +
      "Les bassins de Marseille et d'Aix-en-Provence sont comblés de formations oligocènes (argiles, marnes, poudingues et calcaires lacustres), avec des niveaux de gypse dans le bassin d'Aix. " +
      "La Crau est formée des cailloutis d'une ancienne Durance renfermant une nappe importante, et la Camargue de limons et de sables deltaïques baignés par une nappe salée proche de la surface. " +
      "Le département est largement exposé au retrait-gonflement des argiles, et plusieurs communes du nord du pays d'Aix, proches des failles de la moyenne Durance et de la Trévaresse, sont classées en zone de sismicité 4. " +
      "Les cavités karstiques, les affaissements de l'ancien bassin minier de Gardanne, les chutes de blocs sur les falaises littorales et les inondations de l'Huveaune, de l'Arc et du Rhône complètent les risques.",
    keyServices: [
      "Étude géotechnique préalable loi ELAN pour la vente de terrains à bâtir",
      "Étude de conception G2 (AVP, PRO) pour maisons et immeubles",
      "Diagnostic géotechnique G5 de maisons fissurées après sécheresse",
      "Recherche de cavités karstiques par sondages et géophysique",
      "Classification sismique des sols et étude de liquéfaction",
      "Étude de stabilité de falaises et de talus rocheux",
    ],
    specificRisks: [
      "Retrait-gonflement des argiles et marnes oligocènes",
      "Cavités karstiques et dissolution du gypse",
      "Séismes (zone de sismicité 4 au nord du pays d'Aix)",
      "Chutes de blocs sur les falaises et talus rocheux",
      "Inondation et submersion marine en Camargue",
    ],
    specificServices: [
      "Essais de gonflement et d'identification (VBS, limites d'Atterberg) des argiles oligocènes",
      "Fondations profondes et dallages portés en Camargue et autour de l'étang de Berre",
      "Études en zone d'aléa minier du bassin de Gardanne",
      "Préconisations de purges, filets et ancrages pour les falaises et talus rocheux",
    ],
  },
  {
    code: "83",
    name: "Var",
    regionCode: "93",
    description:
      "Dans le Var, argiles gonflantes, gypse triasique et karst exposent les constructions à des sinistres. Nous intervenons de Toulon au centre-Var et au golfe de Saint-Tropez.",
    geologicalContext:
      "Le Var réunit la Provence calcaire au nord et à l'ouest, la dépression permienne, les massifs cristallins des Maures et du Tanneron et le massif volcanique de l'Esterel à l'est. " +
      "Le Trias, très présent dans le centre-Var autour de Brignoles et de Barjols, comprend des gypses solubles et des marnes bariolées. " +
      "Le massif des Maures est formé de schistes, de gneiss et de granites, souvent altérés en surface. " +
      "L'Argens et ses affluents connaissent des crues violentes, comme en juin 2010 dans la région de Draguignan. " +
      "Le retrait-gonflement des argiles, la dissolution du gypse, les cavités karstiques et les chutes de blocs sont les principaux risques.",
    keyServices: [
      "Étude préalable loi ELAN et étude de conception G2",
      "Recherche de cavités et de poches de gypse",
      "Diagnostic géotechnique G5 après sécheresse",
      "Étude de stabilité de pentes",
      "Sondages pressiométriques et carottés",
    ],
    specificRisks: ["Retrait-gonflement des argiles", "Dissolution du gypse triasique", "Cavités karstiques", "Inondation par l'Argens et ses affluents", "Chutes de blocs"],
    specificServices: ["Sondages destructifs enregistrés pour la recherche de vides", "Études de fondations sur altérites des Maures", "Essais de gonflement des marnes"],
  },
  {
    code: "06",
    name: "Alpes-Maritimes",
    regionCode: "93",
    description:
      "Dans les Alpes-Maritimes, forte sismicité, pentes et marnes du pays niçois font de l'étude de sol un préalable indispensable. Nous intervenons du littoral aux vallées.",
    geologicalContext:
      "Les Alpes-Maritimes passent en quelques dizaines de kilomètres du littoral niçois et cannois au massif cristallin de l'Argentera-Mercantour. " +
      "L'arc de Nice et les Préalpes de Castellane sont formés d'écailles de calcaires jurassiques et crétacés et de marnes, avec du gypse triasique à leur base. " +
      "Autour de Nice, les poudingues et les marnes pliocènes de l'ancien delta du Var forment des collines sensibles aux glissements. " +
      "La basse vallée du Var renferme des alluvions et une nappe importante, et les remblais gagnés sur la mer sont sensibles à l'amplification sismique et à la liquéfaction. " +
      "Le département est en grande partie en zone de sismicité 4, et les mouvements de terrain et crues torrentielles, comme lors de la tempête Alex en octobre 2020, sont des risques majeurs.",
    keyServices: [
      "Étude géotechnique de conception G2",
      "Classification sismique des sols et étude de liquéfaction",
      "Étude de stabilité de versants et de soutènements",
      "Sondages carottés et pressiométriques",
      "Supervision géotechnique d'exécution G4",
    ],
    specificRisks: ["Séismes (zone de sismicité 4)", "Glissements de terrain et chutes de blocs", "Crues torrentielles", "Dissolution du gypse triasique"],
    specificServices: ["Études de fondations sur micropieux en terrain pentu", "Études de liquéfaction dans la plaine du Var", "Études de murs de soutènement et de restanques"],
  },
  {
    code: "84",
    name: "Vaucluse",
    regionCode: "93",
    description:
      "Dans le Vaucluse, karst des monts de Vaucluse, ocres, gypse et argiles gonflantes guident nos études. Nous intervenons d'Avignon au Luberon et au pied du Ventoux.",
    geologicalContext:
      "Le Vaucluse réunit les monts de Vaucluse, le mont Ventoux et le Luberon, formés surtout de calcaires crétacés, et les plaines alluviales du Comtat, du Rhône et de la Durance. " +
      "Le plateau de Vaucluse est un vaste karst dont les eaux ressortent à la Fontaine-de-Vaucluse. " +
      "Le pays d'Apt renferme des sables ocreux du Crétacé, exploités en carrières et en galeries souterraines comme à Gargas et Roussillon, et le bassin de Mormoiron du gypse. " +
      "Les marnes et argiles des bassins tertiaires sont sensibles au retrait-gonflement. " +
      "La sismicité, plus marquée autour de Pertuis en bordure de Durance, les inondations du Rhône, de la Durance et de l'Ouvèze et les cavités sont les principaux risques.",
    keyServices: [
      "Étude préalable loi ELAN et étude de conception G2",
      "Recherche de cavités karstiques et d'anciennes galeries",
      "Classification sismique des sols",
      "Diagnostic géotechnique G5",
    ],
    specificRisks: ["Retrait-gonflement des argiles", "Cavités karstiques et anciennes galeries d'ocre", "Séismes", "Inondation"],
    specificServices: ["Études de fondations en zone inondable", "Reconnaissance géophysique en terrain karstique"],
  },
  {
    code: "04",
    name: "Alpes-de-Haute-Provence",
    regionCode: "93",
    description:
      "Dans les Alpes-de-Haute-Provence, terres noires, gypse et sismicité de la Durance demandent des études de sol attentives. Nous intervenons de Manosque aux vallées alpines.",
    geologicalContext:
      "Les Alpes-de-Haute-Provence s'étendent du plateau de Valensole et de la vallée de la Durance aux Préalpes de Digne et de Castellane et aux massifs de l'Ubaye. " +
      "Autour de Digne, les marnes noires jurassiques, appelées terres noires, sont très sensibles à l'érosion et aux glissements. " +
      "Le plateau de Valensole est formé de conglomérats, et le Trias des Préalpes renferme du gypse soluble. " +
      "La Durance et ses affluents torrentiels renferment des nappes alluviales et connaissent des crues rapides. " +
      "Une grande partie du département est en zone de sismicité 4, en particulier le long de la faille de la moyenne Durance, et les glissements, chutes de blocs et laves torrentielles sont fréquents.",
    keyServices: ["Étude géotechnique de conception G2", "Étude de stabilité de versants", "Classification sismique des sols", "Sondages carottés et pressiométriques"],
    specificRisks: ["Glissements et ravinement des terres noires", "Séismes (zone de sismicité 4)", "Dissolution du gypse", "Chutes de blocs et laves torrentielles"],
    specificServices: ["Études de terrassement et de drainage en terrain marneux", "Études de fondations parasismiques"],
  },
  {
    code: "05",
    name: "Hautes-Alpes",
    regionCode: "93",
    description: "Dans les Hautes-Alpes, moraines, flyschs, gypse et forte sismicité font de chaque projet de montagne un cas particulier. Nous intervenons de Gap à Briançon.",
    geologicalContext:
      "Les Hautes-Alpes sont un département de haute montagne, du Gapençais et du Champsaur aux massifs des Écrins et du Briançonnais. " +
      "Autour de Gap, les moraines glaciaires et les terres noires jurassiques forment des versants instables. " +
      "L'Embrunais est couvert par les flyschs à helminthoïdes, et le Briançonnais renferme des calcaires, des quartzites et du gypse triasique associé à des cargneules. " +
      "La Durance et ses torrents, en partie régulés par le barrage de Serre-Ponçon, connaissent des crues et des laves torrentielles. " +
      "La zone de sismicité 4 couvre une grande partie du département, et les glissements, chutes de blocs et effondrements liés à la dissolution du gypse sont les principaux risques.",
    keyServices: [
      "Étude géotechnique de conception G2",
      "Étude de stabilité de versants et de soutènements",
      "Classification sismique des sols",
      "Recherche de vides dans le gypse",
    ],
    specificRisks: ["Glissements de terrain et chutes de blocs", "Séismes (zone de sismicité 4)", "Dissolution du gypse", "Laves torrentielles"],
    specificServices: ["Études de fondations en versant", "Études de confortement de talus rocheux"],
  },

  // ---------------------------------------------------------------------------
  // Normandie (28)
  // ---------------------------------------------------------------------------
  {
    code: "76",
    name: "Seine-Maritime",
    regionCode: "28",
    description:
      "En Seine-Maritime, marnières, bétoires et falaises de craie font de la recherche de cavités un préalable à tout projet. Nous intervenons à Rouen, au Havre, à Dieppe et dans tout le Pays de Caux, de la levée de doute à l'étude de fondations.",
    geologicalContext:
      "La Seine-Maritime repose sur la craie à silex du Crétacé supérieur, sauf dans la boutonnière du pays de Bray où affleurent des sables, argiles et calcaires plus anciens. " +
      "Sur les plateaux, la craie est recouverte d'argiles à silex et de limons, dont l'épaisseur irrégulière masque les cavités et les poches de dissolution. " +
      "La nappe de la craie circule dans un réseau karstique alimenté par les bétoires, qui engouffrent les eaux de ruissellement et peuvent s'ouvrir brutalement. " +
      "Les marnières, carrières souterraines creusées pendant des siècles pour extraire la craie destinée à amender les terres, provoquent des effondrements, et tout indice recensé génère un périmètre de risque dans les documents d'urbanisme. " +
      "Les falaises de craie de la Côte d'Albâtre reculent par éboulements successifs, ce qui menace les constructions en haut de falaise. " +
      "Dans la vallée de la Seine, à Rouen et au Havre, les alluvions, tourbes et remblais compressibles reposent sur la craie et sont baignés par une nappe proche de la surface.",
    keyServices: [
      "Recherche et levée de doute sur indices de marnières",
      "Étude géotechnique préalable G1 et étude préalable loi ELAN",
      "Étude de conception G2 de fondations sur alluvions et remblais",
      "Étude de stabilité de falaises",
      "Essais d'infiltration Porchet et Matsuo pour la gestion des eaux pluviales",
      "Diagnostic géotechnique G5",
    ],
    specificRisks: [
      "Effondrement de marnières et de carrières souterraines",
      "Ouverture de bétoires",
      "Recul et éboulement des falaises de craie",
      "Ruissellement, coulées boueuses et inondation",
      "Tassements sur alluvions, tourbes et remblais de la vallée de la Seine",
    ],
    specificServices: [
      "Décapages et sondages destructifs enregistrés autour des indices de cavités",
      "Dossiers techniques pour la levée ou la réduction d'un périmètre de risque",
      "Préconisations de comblement ou de fondations adaptées sur cavité avérée",
      "Fondations profondes en zone portuaire et industrielle de l'estuaire",
    ],
  },
  {
    code: "27",
    name: "Eure",
    regionCode: "28",
    description:
      "Dans l'Eure, plateaux crayeux criblés de marnières et vallées inondables guident les études de sol. Nous réalisons levées de doute sur cavités et études de fondations.",
    geologicalContext:
      "L'Eure s'étend sur des plateaux crayeux (Vexin normand, Roumois, Lieuvin, plateau de Saint-André, pays d'Ouche) entaillés par les vallées de la Seine, de l'Eure, de la Risle et de l'Andelle. " +
      "La craie à silex y est recouverte d'argiles à silex et de limons d'épaisseur très variable. " +
      "Comme en Seine-Maritime, de nombreuses marnières et bétoires ponctuent les plateaux, et toute personne qui a connaissance d'une cavité doit la déclarer au maire. " +
      "Les vallées renferment des alluvions et des nappes proches de la surface, alimentées par la nappe de la craie. " +
      "Les effondrements de cavités, les inondations et remontées de nappe et le retrait-gonflement de certaines formations argileuses sont les principaux risques.",
    keyServices: [
      "Recherche de marnières et levée de doute",
      "Étude préalable loi ELAN et étude de conception G2",
      "Étude d'infiltration des eaux pluviales",
      "Diagnostic géotechnique G5",
    ],
    specificRisks: ["Effondrement de marnières", "Bétoires", "Inondation et remontée de nappe", "Retrait-gonflement des argiles"],
    specificServices: ["Sondages destructifs enregistrés autour des indices de cavités", "Études de fondations en fond de vallée"],
  },
  {
    code: "14",
    name: "Calvados",
    regionCode: "28",
    description:
      "Dans le Calvados, carrières de pierre de Caen, argiles du Pays d'Auge et falaises instables guident les études de sol. Nous intervenons de Caen à la côte Fleurie.",
    geologicalContext:
      "Le Calvados est partagé entre la plaine de Caen et le Bessin, calcaires, le Pays d'Auge, argileux et crayeux, et le Bocage virois, qui appartient au Massif armoricain. " +
      "Les calcaires du Bathonien, dont la célèbre pierre de Caen, ont été exploités en carrières souterraines sous Caen et sa périphérie. " +
      "Les marnes et argiles du Callovien et de l'Oxfordien du Pays d'Auge et de la côte sont sujettes aux glissements, comme aux falaises des Vaches Noires. " +
      "La nappe des calcaires jurassiques de la plaine de Caen peut remonter fortement lors des hivers très pluvieux. " +
      "Les anciennes carrières souterraines, les glissements de terrain, les remontées de nappe et la submersion marine du littoral sont les principaux risques.",
    keyServices: [
      "Étude géotechnique préalable G1 et de conception G2",
      "Recherche d'anciennes carrières souterraines",
      "Étude de stabilité de versants et de falaises",
      "Étude hydrogéologique",
      "Diagnostic géotechnique G5",
    ],
    specificRisks: [
      "Effondrement d'anciennes carrières de pierre de Caen",
      "Glissements de terrain sur les argiles du Pays d'Auge",
      "Remontée de nappe",
      "Submersion marine et érosion côtière",
    ],
    specificServices: ["Sondages destructifs enregistrés pour la recherche de carrières", "Études de drainage et de soutènement sur versants argileux"],
  },
  {
    code: "61",
    name: "Orne",
    regionCode: "28",
    description:
      "Dans l'Orne, socle armoricain à l'ouest et terrains sédimentaires du Perche à l'est offrent des contextes variés. Nous adaptons nos reconnaissances à chaque terrain.",
    geologicalContext:
      "L'Orne est partagé entre le Massif armoricain à l'ouest (bocage, forêt d'Écouves, Suisse normande) et la bordure du Bassin parisien à l'est (campagnes d'Alençon et d'Argentan, Perche, pays d'Ouche). " +
      "À l'ouest, granites, grès et schistes sont surmontés d'altérites, tandis qu'à l'est se succèdent calcaires jurassiques, sables et craie du Crétacé recouverts d'argiles à silex. " +
      "L'Orne, la Sarthe et l'Huisne prennent leur source dans le département et renferment des nappes alluviales modestes. " +
      "Le retrait-gonflement des argiles, les cavités souterraines du Perche et les chutes de blocs dans les gorges de la Suisse normande sont les principaux risques.",
    keyServices: ["Étude préalable loi ELAN et étude de conception G2", "Recherche de cavités", "Sondages pressiométriques", "Diagnostic géotechnique G5"],
    specificRisks: ["Retrait-gonflement des argiles", "Cavités souterraines", "Chutes de blocs"],
    specificServices: ["Reconnaissance des altérites du socle", "Essais d'identification des argiles"],
  },
  {
    code: "50",
    name: "Manche",
    regionCode: "28",
    description:
      "Dans la Manche, socle armoricain, marais tourbeux et littoral exposé guident les études de sol. Nous intervenons de Cherbourg à Saint-Lô et à la baie du Mont-Saint-Michel.",
    geologicalContext:
      "La Manche appartient presque entièrement au Massif armoricain, avec des granites, des grès et des schistes dans le Cotentin et l'Avranchin. " +
      "Le centre du Cotentin, autour de Carentan, est occupé par des marais reposant sur des tourbes et des argiles compressibles. " +
      "La baie du Mont-Saint-Michel accumule des sédiments fins appelés tangue, et la côte ouest est bordée de cordons dunaires et de havres. " +
      "Les eaux souterraines circulent dans les fissures du socle et dans les sables et calcaires des petits bassins sédimentaires. " +
      "L'érosion côtière, la submersion marine, les tassements dans les marais et les chutes de blocs sur les falaises de la Hague sont les principaux risques.",
    keyServices: [
      "Étude géotechnique de conception G2",
      "Sondages pressiométriques et carottés en socle altéré",
      "Étude de fondations en zone de marais",
      "Étude d'infiltration des eaux pluviales",
    ],
    specificRisks: ["Érosion côtière et submersion marine", "Tassements sur tourbes et argiles des marais", "Chutes de blocs sur les falaises"],
    specificServices: ["Essais au pénétromètre statique en sols mous", "Études de fondations en zone littorale"],
  },

  // ---------------------------------------------------------------------------
  // Pays de la Loire (52)
  // ---------------------------------------------------------------------------
  {
    code: "44",
    name: "Loire-Atlantique",
    regionCode: "52",
    description:
      "En Loire-Atlantique, vases de l'estuaire, socle altéré et zones humides orientent le choix des fondations. Nous intervenons à Nantes, Saint-Nazaire, sur le littoral et dans le vignoble nantais, de l'étude préalable au suivi des tassements.",
    geologicalContext:
      "La Loire-Atlantique appartient au Massif armoricain, dont les micaschistes, gneiss et granites forment le sillon de Bretagne et les coteaux de la Loire. " +
      "Le socle est recouvert d'altérites argilo-sableuses d'épaisseur très variable et, par endroits, de petits bassins tertiaires de calcaires et de sables, comme ceux de Saffré ou de Campbon. " +
      "Dans l'estuaire de la Loire et à Nantes, notamment sur l'île de Nantes, les alluvions récentes comportent des vases très compressibles recouvertes de remblais, sur des épaisseurs pouvant atteindre plusieurs dizaines de mètres. " +
      "La Brière et le lac de Grand-Lieu sont de vastes zones humides tourbeuses où l'eau affleure une grande partie de l'année, et la nappe des alluvions, en relation avec la Loire, subit l'influence de la marée jusqu'à Nantes. " +
      "Le littoral alterne plages et dunes, comme à La Baule, et côtes rocheuses de micaschistes, comme sur la côte de Jade autour de Pornic. " +
      "Les tassements sur vases et remblais, les inondations et la submersion marine, le recul des falaises littorales et le retrait-gonflement des argiles sont les principaux risques.",
    keyServices: [
      "Étude géotechnique préalable G1 et étude préalable loi ELAN",
      "Étude de conception G2 (AVP, PRO) pour bâtiments sur sols compressibles",
      "Essais au pénétromètre statique, pressiométriques et œdométriques",
      "Étude hydrogéologique et suivi piézométrique",
      "Supervision géotechnique d'exécution G4 et suivi des tassements",
      "Diagnostic géotechnique G5",
    ],
    specificRisks: [
      "Tassements sur vases estuariennes, tourbes et remblais",
      "Inondation par la Loire et submersion marine",
      "Recul des falaises et érosion du littoral",
      "Retrait-gonflement des argiles",
      "Variations brutales de profondeur du socle sain",
    ],
    specificServices: [
      "Dimensionnement de pieux et étude du frottement négatif sur vases",
      "Études de préchargement et de drains verticaux avec suivi par tassomètres",
      "Reconnaissance des altérites du socle par sondages pressiométriques",
      "Études de fondations en zone littorale et submersible",
    ],
  },
  {
    code: "49",
    name: "Maine-et-Loire",
    regionCode: "52",
    description:
      "En Maine-et-Loire, caves de tuffeau, ardoisières et alluvions de la Loire guident les études de sol. Nous intervenons à Angers, Saumur, Cholet et dans les Mauges.",
    geologicalContext:
      "Le Maine-et-Loire est partagé entre le Massif armoricain à l'ouest (Mauges, Segréen, région d'Angers) et le Bassin parisien à l'est (Saumurois, Baugeois). " +
      "Angers est bâtie sur des schistes ardoisiers, exploités à Trélazé pendant des siècles dans de profondes ardoisières. " +
      "Le Saumurois est formé de craie tuffeau du Turonien, creusée de caves, de carrières et d'habitats troglodytiques. " +
      "La Loire, la Maine et leurs affluents déposent des alluvions renfermant une nappe proche de la surface, dans un val protégé par des levées. " +
      "Les effondrements de cavités dans le tuffeau, les inondations de la Loire et le retrait-gonflement des argiles sont les principaux risques.",
    keyServices: [
      "Étude préalable loi ELAN et étude de conception G2",
      "Reconnaissance de caves et de carrières de tuffeau",
      "Étude de fondations en zone inondable",
      "Diagnostic géotechnique G5",
    ],
    specificRisks: ["Effondrement de caves et de carrières de tuffeau", "Inondation par la Loire et ses affluents", "Retrait-gonflement des argiles"],
    specificServices: ["Inspection de cavités et préconisations de confortement", "Sondages depuis la surface au-dessus des caves"],
  },
  {
    code: "53",
    name: "Mayenne",
    regionCode: "52",
    description: "En Mayenne, schistes, granites et calcaires karstiques du bassin de Laval composent le sous-sol. Nous adaptons nos reconnaissances à ce socle ancien et altéré.",
    geologicalContext:
      "La Mayenne appartient presque entièrement au Massif armoricain, avec des schistes, des grès, des granites et les roches volcaniques anciennes des Coëvrons. " +
      "Le bassin de Laval renferme des calcaires carbonifères karstifiés, exploités pour la chaux et à l'origine de grottes comme celles de Saulges. " +
      "Le socle est recouvert d'altérites et d'arènes dont l'épaisseur varie fortement. " +
      "La Mayenne et ses affluents renferment des alluvions peu épaisses, et les eaux souterraines circulent surtout dans les fissures du socle. " +
      "Les cavités karstiques du bassin de Laval, le retrait-gonflement de certaines altérites argileuses et les inondations de la Mayenne sont les principaux risques.",
    keyServices: [
      "Étude préalable loi ELAN et étude de conception G2",
      "Sondages pressiométriques en socle altéré",
      "Recherche de cavités karstiques",
      "Diagnostic géotechnique G5",
    ],
    specificRisks: ["Cavités karstiques dans les calcaires carbonifères", "Retrait-gonflement des argiles", "Inondation par la Mayenne"],
    specificServices: ["Reconnaissance de la profondeur du rocher sain", "Reconnaissance géophysique en terrain karstique"],
  },
  {
    code: "72",
    name: "Sarthe",
    regionCode: "52",
    description:
      "Dans la Sarthe, sables du Maine, argiles et tuffeau creusé de caves orientent les études de sol. Nous intervenons au Mans, dans la vallée du Loir, le Perche sarthois et les Alpes mancelles, pour les particuliers comme pour les entreprises.",
    geologicalContext:
      "La Sarthe se situe sur la bordure sud-ouest du Bassin parisien, au contact du Massif armoricain dont les grès et schistes affleurent dans les Alpes mancelles au nord-ouest. " +
      "Les calcaires et marnes du Jurassique affleurent dans l'ouest et le nord du département, tandis que le Crétacé domine au centre et à l'est. " +
      "Autour du Mans, le Cénomanien est représenté par les sables du Maine, des argiles glauconieuses et des marnes, formations de compacité variable dont les niveaux argileux sont sensibles au retrait-gonflement. " +
      "Au sud-est, la craie tuffeau du Turonien de la vallée du Loir est creusée de caves et de carrières souterraines, et les plateaux sont couverts d'argiles à silex. " +
      "La Sarthe et l'Huisne, qui confluent au Mans, renferment des alluvions sablo-graveleuses et une nappe en relation avec les rivières, tandis que les sables du Cénomanien forment un aquifère important. " +
      "Le retrait-gonflement des argiles, les effondrements de cavités, les inondations de la Sarthe, de l'Huisne et du Loir et les tassements sur alluvions sont les principaux risques.",
    keyServices: [
      "Étude géotechnique préalable G1 et étude préalable loi ELAN",
      "Étude de conception G2 (AVP, PRO)",
      "Sondages pressiométriques et essais d'identification en laboratoire",
      "Reconnaissance de caves et de cavités souterraines",
      "Étude d'infiltration des eaux pluviales",
      "Diagnostic géotechnique G5 après sécheresse",
    ],
    specificRisks: [
      "Retrait-gonflement des argiles",
      "Effondrement de caves et de carrières de tuffeau",
      "Inondation par la Sarthe, l'Huisne et le Loir",
      "Tassements sur alluvions compressibles",
      "Glissements sur les coteaux de la vallée du Loir",
    ],
    specificServices: [
      "Essais d'identification des argiles cénomaniennes (VBS, limites d'Atterberg)",
      "Inspection de caves et préconisations de confortement",
      "Classification GTR des sols pour terrassements et plateformes",
      "Études de fondations en zone inondable du Mans",
    ],
  },
  {
    code: "85",
    name: "Vendée",
    regionCode: "52",
    description:
      "En Vendée, socle du bocage, plaine calcaire et marais littoraux offrent des contextes très différents. Nous étudions fondations, tassements et risques littoraux.",
    geologicalContext:
      "La Vendée est partagée entre le Bocage, qui appartient au Massif armoricain, la plaine calcaire du sud, en bordure du Bassin aquitain, et les marais du littoral. " +
      "Le Bocage est formé de schistes, micaschistes et granites, recouverts d'altérites argilo-sableuses d'épaisseur variable. " +
      "La plaine de Luçon et de Fontenay-le-Comte repose sur des calcaires et des marnes du Jurassique, dont les niveaux marneux sont sensibles au retrait-gonflement. " +
      "Le marais breton et le marais poitevin sont formés d'argiles marines compressibles, le bri, où la nappe est proche de la surface. " +
      "La submersion marine, rappelée par la tempête Xynthia en 2010, l'érosion du littoral, les tassements dans les marais et une sismicité modérée sont les principaux risques.",
    keyServices: [
      "Étude préalable loi ELAN et étude de conception G2",
      "Essais au pénétromètre statique en sols de marais",
      "Étude de fondations en zone littorale",
      "Diagnostic géotechnique G5",
    ],
    specificRisks: ["Submersion marine et érosion côtière", "Tassements sur le bri des marais", "Retrait-gonflement des argiles", "Séismes (sismicité modérée)"],
    specificServices: ["Études de remblais et de préchargement en zone de marais", "Études de fondations en zone submersible"],
  },
] satisfies Array<SeedDepartment>;
