// The 65 departments outside the five detailed regions:
// 60 metropolitan departments and the 5 overseas departments. Short but accurate
// content: each geologicalContext sentence deals with one theme and ends with a period.
import type { SeedDepartment } from "../types.ts";

export const otherDepartments = [
  // ---------------------------------------------------------------------------
  // Centre-Val de Loire (24)
  // ---------------------------------------------------------------------------
  {
    code: "18",
    name: "Cher",
    regionCode: "24",
    description:
      "Dans le Cher, les argiles de la Sologne et du Boischaut comptent parmi les plus sensibles de France à la sécheresse. Nous réalisons études préalables, études de conception et diagnostics de fissures.",
    geologicalContext:
      "Le Cher s'étend sur la bordure sud du Bassin parisien, des calcaires jurassiques karstiques de la Champagne berrichonne aux sables et argiles de la Sologne au nord. " +
      "Le Boischaut, au sud, et le Pays Fort, au nord-est, associent marnes, argiles et argiles à silex, très exposées au retrait-gonflement. " +
      "Les calcaires de la Champagne berrichonne renferment des cavités de dissolution, et les vallées du Cher et de l'Yèvre des alluvions compressibles baignées par une nappe peu profonde.",
    keyServices: [
      "Étude géotechnique préalable G1 pour la vente de terrains (loi ELAN)",
      "Étude de conception G2 pour maisons individuelles et bâtiments agricoles",
      "Diagnostic G5 de fissures liées à la sécheresse",
    ],
    specificRisks: [
      "Retrait-gonflement des argiles (exposition forte sur une grande partie du département)",
      "Effondrements karstiques dans les calcaires de la Champagne berrichonne",
      "Inondations du Cher et de l'Yèvre",
    ],
    specificServices: ["Essais d'identification des argiles (VBS, limites d'Atterberg)", "Recherche de cavités par sondages destructifs enregistrés"],
  },
  {
    code: "28",
    name: "Eure-et-Loir",
    regionCode: "24",
    description:
      "En Eure-et-Loir, calcaire de Beauce, argile à silex et anciennes marnières font de chaque terrain un cas particulier. Nous vous accompagnons de Chartres à Dreux et dans le Perche.",
    geologicalContext:
      "L'Eure-et-Loir se partage entre le plateau de la Beauce, formé de calcaire de Beauce recouvert de limons, et les collines du Perche et du Drouais où la craie est coiffée d'argile à silex. " +
      "La craie a été exploitée en marnières souterraines pour l'amendement des champs, et les calcaires de Beauce présentent des cavités karstiques. " +
      "La nappe de Beauce, l'une des plus grandes de France, alimente les vallées de l'Eure et du Loir dont les alluvions sont compressibles.",
    keyServices: ["Étude géotechnique préalable G1 et étude de conception G2", "Recherche de marnières et de cavités", "Sondages pressiométriques Ménard et pénétrométriques"],
    specificRisks: [
      "Effondrements liés aux marnières et aux cavités karstiques",
      "Retrait-gonflement de l'argile à silex et des argiles du Perche",
      "Inondations par débordement de l'Eure et du Loir",
    ],
    specificServices: ["Sondages destructifs enregistrés et géophysique pour la recherche de vides", "Études d'infiltration des eaux pluviales (essais Porchet)"],
  },
  {
    code: "36",
    name: "Indre",
    regionCode: "24",
    description:
      "L'Indre est l'un des départements les plus touchés par les fissures dues à la sécheresse. Nous dimensionnons des fondations adaptées aux argiles du Boischaut et de la Brenne.",
    geologicalContext:
      "L'Indre associe les calcaires jurassiques de la Champagne berrichonne au nord, les marnes et argiles du Boischaut au sud et les argiles et grès tertiaires de la Brenne et de ses étangs à l'ouest. " +
      "Une grande partie du département est classée en exposition forte au retrait-gonflement des argiles sur la carte du BRGM. " +
      "Les plateaux calcaires sont karstiques, et les vallées de l'Indre et de la Creuse renferment des alluvions compressibles.",
    keyServices: [
      "Étude préalable loi ELAN (G1) pour la vente de terrains à bâtir",
      "Étude de conception G2 pour maisons individuelles",
      "Diagnostic G5 de maisons fissurées et expertise sécheresse",
    ],
    specificRisks: ["Retrait-gonflement des argiles (exposition forte)", "Cavités karstiques dans les calcaires"],
    specificServices: ["Essais de laboratoire sur argiles (VBS, limites d'Atterberg, retrait)", "Préconisations de reprise en sous-œuvre par micropieux"],
  },
  {
    code: "37",
    name: "Indre-et-Loire",
    regionCode: "24",
    description:
      "En Indre-et-Loire, les coteaux de tuffeau creusés de caves et de carrières exigent une reconnaissance des vides avant de construire. Nous intervenons à Tours et dans les vallées de la Loire, du Cher et de l'Indre.",
    geologicalContext:
      "L'Indre-et-Loire est taillé dans les formations crétacées du sud-ouest du Bassin parisien, dont la craie tuffeau du Turonien qui arme les coteaux de la Loire, du Cher, de l'Indre et de la Vienne. " +
      "Le tuffeau a été exploité en carrières souterraines et creusé d'habitations troglodytiques, dont les effondrements et les chutes de blocs menacent le bâti en pied et en tête de coteau. " +
      "Les plateaux sont couverts d'argile à silex et de faluns, tandis que les vals sont occupés par des alluvions sableuses et une nappe liée à la Loire, protégés par des levées.",
    keyServices: ["Reconnaissance de caves et de carrières souterraines", "Étude de conception G2 en coteau et en val inondable", "Étude préalable G1 pour la vente de terrains"],
    specificRisks: ["Effondrement de cavités et chutes de blocs de tuffeau", "Inondation du val de Loire et du Cher", "Retrait-gonflement de l'argile à silex"],
    specificServices: ["Inspection et relevé de cavités, sondages de contrôle des piliers", "Études de fondations en zone inondable soumise à un PPRI"],
  },
  {
    code: "41",
    name: "Loir-et-Cher",
    regionCode: "24",
    description:
      "Du Blésois à la Sologne et au Vendômois, le Loir-et-Cher associe argiles sensibles, tuffeau creusé et vals inondables. Nous adaptons chaque reconnaissance à ces contextes.",
    geologicalContext:
      "Le Loir-et-Cher réunit les sables et argiles de la Sologne au sud de la Loire, le calcaire de Beauce au nord-est et la craie coiffée d'argile à silex dans le Perche vendômois. " +
      "Les coteaux du Loir et du Cher, en tuffeau, sont creusés de caves et d'habitats troglodytiques, comme à Trôo ou à Montoire-sur-le-Loir. " +
      "Le val de Loire autour de Blois est occupé par des alluvions sableuses et une nappe liée au fleuve, et les argiles de Sologne sont exposées au retrait-gonflement.",
    keyServices: ["Étude préalable G1 et étude de conception G2", "Reconnaissance de cavités en coteau", "Diagnostic G5 de désordres sur maisons"],
    specificRisks: ["Effondrement de caves et de cavités souterraines", "Retrait-gonflement des argiles de Sologne", "Inondation du val de Loire"],
    specificServices: ["Études de fondations en val inondable", "Essais d'infiltration pour l'assainissement autonome"],
  },
  {
    code: "45",
    name: "Loiret",
    regionCode: "24",
    description:
      "Dans le Loiret, le karst du val d'Orléans, les argiles de Sologne et les levées de la Loire imposent des études de sol précises. Nous accompagnons particuliers, promoteurs et collectivités.",
    geologicalContext:
      "Le Loiret est bâti sur le calcaire de Beauce, au nord, et sur les sables et argiles de l'Orléanais et de la Sologne, au sud de la Loire. " +
      "Sous le val d'Orléans, le calcaire de Beauce est karstifié et parcouru par des eaux de la Loire qui ressortent à la source du Loiret, ce qui provoque des effondrements sous les alluvions. " +
      "Les argiles de la Sologne et du Gâtinais sont exposées au retrait-gonflement, et le val est protégé des crues de la Loire par des levées dont la rupture reste un risque majeur.",
    keyServices: [
      "Étude de conception G2 avec recherche de cavités karstiques",
      "Étude préalable loi ELAN pour la vente de terrains",
      "Sondages pressiométriques et destructifs enregistrés",
    ],
    specificRisks: ["Effondrements karstiques dans le val d'Orléans", "Retrait-gonflement des argiles", "Crues de la Loire et rupture de levées"],
    specificServices: ["Géophysique (microgravimétrie) et sondages pour la détection de vides", "Études de fondations en zone inondable"],
  },

  // ---------------------------------------------------------------------------
  // Bourgogne-Franche-Comté (27)
  // ---------------------------------------------------------------------------
  {
    code: "21",
    name: "Côte-d'Or",
    regionCode: "27",
    description:
      "En Côte-d'Or, calcaires karstiques de la Côte, marnes et argiles de la plaine de Saône demandent des fondations adaptées. Nous intervenons à Dijon, Beaune et dans l'Auxois.",
    geologicalContext:
      "La Côte-d'Or est structurée par les plateaux de calcaires jurassiques de la Montagne et de l'Arrière-Côte, dont l'escarpement de faille domine la plaine de la Saône. " +
      "La plaine, comblée de marnes, d'argiles et d'alluvions du fossé bressan, est exposée au retrait-gonflement, tout comme les marnes du Lias de l'Auxois. " +
      "Les calcaires karstiques présentent dolines et cavités, et l'ouest du département touche les granites du Morvan.",
    keyServices: ["Étude géotechnique de conception G2", "Étude préalable G1 pour la vente de terrains", "Diagnostic G5 de fissures"],
    specificRisks: ["Retrait-gonflement des marnes et argiles", "Cavités karstiques et effondrements", "Glissements sur les versants marneux"],
    specificServices: ["Recherche de cavités par sondages destructifs", "Études de stabilité de talus et de déblais"],
  },
  {
    code: "25",
    name: "Doubs",
    regionCode: "27",
    description:
      "Dans le Doubs, le karst jurassien et les marnes instables font de la reconnaissance du sous-sol une étape clé. Nous intervenons de Besançon à Montbéliard et sur le Haut-Doubs.",
    geologicalContext:
      "Le Doubs appartient au massif du Jura, formé de calcaires et de marnes du Jurassique plissés en faisceaux et en plateaux étagés jusqu'à la frontière suisse. " +
      "Les calcaires sont profondément karstifiés, avec dolines, gouffres et pertes, dont celles du Doubs qui alimentent en partie la source de la Loue. " +
      "Les marnes affleurant sur les versants sont sujettes aux glissements, et les vallées du Doubs et de l'Allan connaissent des crues importantes.",
    keyServices: ["Étude de conception G2 en terrain karstique", "Étude de stabilité de versants marneux", "Sondages carottés et pressiométriques"],
    specificRisks: ["Effondrements et affaissements karstiques (dolines)", "Glissements de terrain dans les marnes", "Crues du Doubs"],
    specificServices: ["Recherche de vides karstiques", "Études de gestion des eaux pluviales en karst"],
  },
  {
    code: "39",
    name: "Jura",
    regionCode: "27",
    description:
      "Le Jura associe reliefs karstiques, marnes glissantes et argiles de la Bresse jurassienne. Nous réalisons études de sol et diagnostics de Lons-le-Saunier à Saint-Claude.",
    geologicalContext:
      "Le département s'étage de la Bresse jurassienne, comblée d'argiles et de marnes récentes, aux plateaux et chaînons calcaires du Jura plissé. " +
      "Les plateaux karstiques sont entaillés de reculées, comme à Baume-les-Messieurs, et les marnes du Lias et du Trias sont propices aux glissements. " +
      "Le Trias renferme du sel gemme, exploité à Salins-les-Bains et à Lons-le-Saunier, et la Bresse est exposée au retrait-gonflement des argiles.",
    keyServices: ["Étude de conception G2", "Étude de stabilité de versants", "Étude préalable G1 pour la vente de terrains en Bresse"],
    specificRisks: ["Glissements de terrain dans les marnes", "Cavités karstiques", "Retrait-gonflement des argiles de la Bresse"],
    specificServices: ["Inclinomètres et suivi de glissements", "Essais d'identification des marnes et argiles"],
  },
  {
    code: "58",
    name: "Nièvre",
    regionCode: "27",
    description:
      "De la vallée de la Loire au Morvan, la Nièvre présente des sols très variés : alluvions, marnes gonflantes, calcaires et granites. Nous adaptons chaque étude à ce contexte.",
    geologicalContext:
      "La Nièvre s'étend des granites et roches volcaniques anciennes du Morvan, à l'est, aux calcaires jurassiques du Nivernais et aux marnes liasiques du Bazois. " +
      "Les vals de Loire et d'Allier sont occupés par des alluvions sableuses et graveleuses, baignées par une nappe et protégées par des levées à Nevers. " +
      "Les marnes du Bazois sont exposées au retrait-gonflement, et l'ancien bassin houiller de La Machine a laissé des galeries de mine.",
    keyServices: ["Étude de conception G2", "Étude préalable G1 (loi ELAN)", "Diagnostic G5 de fissures"],
    specificRisks: ["Retrait-gonflement des marnes", "Crues de la Loire et de l'Allier", "Affaissements au droit d'anciens travaux miniers"],
    specificServices: ["Études de fondations en val inondable"],
  },
  {
    code: "70",
    name: "Haute-Saône",
    regionCode: "27",
    description:
      "En Haute-Saône, plateaux calcaires karstiques et marnes argileuses alternent sur de courtes distances. Nous réalisons études préalables, études de conception et diagnostics.",
    geologicalContext:
      "La Haute-Saône est formée de plateaux calcaires jurassiques et de dépressions marneuses du Lias et du Trias, qui s'appuient au nord-est sur les grès et granites des Vosges saônoises. " +
      "Les plateaux sont karstiques, avec dolines et pertes, tandis que les marnes sont exposées au retrait-gonflement et aux glissements. " +
      "Les vallées de la Saône et de l'Ognon sont occupées par des alluvions compressibles et inondables.",
    keyServices: ["Étude de conception G2", "Étude préalable G1", "Sondages et essais de laboratoire"],
    specificRisks: ["Cavités karstiques", "Retrait-gonflement des marnes", "Crues de la Saône et de l'Ognon"],
    specificServices: ["Recherche de cavités par sondages destructifs"],
  },
  {
    code: "71",
    name: "Saône-et-Loire",
    regionCode: "27",
    description:
      "En Saône-et-Loire, argiles de la Bresse, anciens bassins miniers et alluvions de la Saône exigent des études de sol adaptées. Nous intervenons de Chalon-sur-Saône à Mâcon et Montceau-les-Mines.",
    geologicalContext:
      "La Saône-et-Loire relie la Bresse, comblée d'argiles et de marnes plio-quaternaires, aux côtes calcaires du Chalonnais et du Mâconnais et aux reliefs granitiques du Morvan et du Charolais. " +
      "Le bassin houiller de Blanzy et Montceau-les-Mines et le bassin permien d'Autun ont été exploités, laissant galeries et risques d'affaissement. " +
      "La plaine de la Saône est soumise à des crues lentes et durables sur des alluvions compressibles, et les argiles bressanes sont très exposées au retrait-gonflement.",
    keyServices: ["Étude de conception G2", "Étude préalable loi ELAN", "Diagnostic G5 de désordres"],
    specificRisks: ["Retrait-gonflement des argiles de la Bresse", "Affaissements miniers", "Inondations de la Saône"],
    specificServices: ["Études de fondations sur sols compressibles", "Analyse des risques miniers au droit des projets"],
  },
  {
    code: "89",
    name: "Yonne",
    regionCode: "27",
    description:
      "Craie du Sénonais, argiles de la Puisaye, calcaires de l'Auxerrois : l'Yonne présente une grande diversité de sols. Nous réalisons les études G1 à G5 dans tout le département.",
    geologicalContext:
      "Au nord, le Sénonais et le pays d'Othe sont formés de craie coiffée d'argile à silex, et à l'ouest la Puisaye présente des sables et des argiles du Crétacé inférieur. " +
      "Le centre et le sud, autour d'Auxerre, d'Avallon et de Tonnerre, sont taillés dans des calcaires jurassiques karstiques, exploités localement en carrières souterraines. " +
      "Les argiles de la Puisaye et l'argile à silex sont exposées au retrait-gonflement, et la vallée de l'Yonne est soumise aux crues.",
    keyServices: ["Étude préalable G1 et étude de conception G2", "Recherche de cavités", "Diagnostic G5 de fissures"],
    specificRisks: ["Retrait-gonflement des argiles", "Cavités karstiques et anciennes carrières", "Crues de l'Yonne"],
    specificServices: ["Essais d'identification des argiles", "Sondages destructifs enregistrés"],
  },
  {
    code: "90",
    name: "Territoire de Belfort",
    regionCode: "27",
    description:
      "Entre Vosges et Jura, le Territoire de Belfort combine karst, marnes et sismicité modérée. Nous accompagnons les projets de l'agglomération belfortaine et des vallées vosgiennes.",
    geologicalContext:
      "Le Territoire de Belfort occupe la trouée de Belfort, passage entre les granites et roches volcano-sédimentaires des Vosges méridionales, au nord, et les plateaux calcaires du Jura, au sud. " +
      "Les calcaires jurassiques sont karstiques, et les marnes du Trias et du Lias sont sensibles aux glissements et au retrait-gonflement. " +
      "Toutes ses communes sont classées en zone de sismicité modérée ou moyenne, ce qui impose l'application de l'Eurocode 8 aux bâtiments courants.",
    keyServices: ["Étude de conception G2", "Classification sismique des sols", "Étude de stabilité de versants"],
    specificRisks: ["Sismicité modérée à moyenne", "Cavités karstiques", "Glissements dans les marnes"],
    specificServices: ["Détermination de la classe de sol selon l'Eurocode 8"],
  },

  // ---------------------------------------------------------------------------
  // Hauts-de-France (32)
  // ---------------------------------------------------------------------------
  {
    code: "02",
    name: "Aisne",
    regionCode: "32",
    description:
      "Dans l'Aisne, les creutes du Soissonnais, la craie du Vermandois et les argiles des plateaux tertiaires exigent des études de sol attentives. Nous intervenons de Saint-Quentin à Laon et Château-Thierry.",
    geologicalContext:
      "Le nord de l'Aisne est formé de craie, couverte de limons dans le Vermandois, et de terrains plus anciens en Thiérache. " +
      "Au sud, le Laonnois, le Soissonnais et le Tardenois sont des plateaux tertiaires de calcaire lutétien reposant sur les sables de Cuise et les argiles sparnaciennes. " +
      "Le calcaire a été exploité en carrières souterraines, les creutes, et les rebords de plateaux argileux sont sujets aux glissements, comme sur la butte de Laon.",
    keyServices: ["Reconnaissance de carrières souterraines et de cavités", "Étude de conception G2", "Étude de stabilité de coteaux"],
    specificRisks: ["Effondrement de creutes et de cavités souterraines", "Glissements de terrain sur les versants argileux", "Retrait-gonflement des argiles"],
    specificServices: ["Géophysique et sondages destructifs pour la détection de vides"],
  },
  {
    code: "59",
    name: "Nord",
    regionCode: "32",
    description:
      "Dans le Nord, catiches de craie, argiles des Flandres et anciennes mines de charbon font partie du quotidien des constructeurs. Nous intervenons à Lille, Valenciennes, Dunkerque et dans tout le département.",
    geologicalContext:
      "Le sous-sol du Nord est dominé par la craie du Crétacé supérieur, qui renferme la nappe de la craie, principale ressource en eau de la métropole lilloise. " +
      "Au nord et en Flandre, la craie disparaît sous les argiles des Flandres de l'Yprésien, plastiques et très sensibles au retrait-gonflement, et la plaine maritime de Dunkerque est un polder drainé par les wateringues. " +
      "La craie a été exploitée en catiches souterraines à Lille, Lezennes ou Villeneuve-d'Ascq, et le bassin minier de Douai à Valenciennes conserve puits et galeries de charbon.",
    keyServices: ["Recherche de catiches et de cavités dans la craie", "Étude de conception G2 sur argiles des Flandres", "Sondages pressiométriques et pénétrométriques (CPT)"],
    specificRisks: ["Effondrement de catiches et de carrières souterraines", "Retrait-gonflement des argiles des Flandres", "Affaissements et puits de mine dans le bassin minier"],
    specificServices: ["Sondages destructifs enregistrés et inspection par caméra des vides", "Études de fondations en zone de polder et de nappe affleurante"],
  },
  {
    code: "60",
    name: "Oise",
    regionCode: "32",
    description:
      "Dans l'Oise, anciennes carrières de calcaire, argiles sparnaciennes et vallées inondables concentrent les enjeux. Nous intervenons de Beauvais à Compiègne et Senlis.",
    geologicalContext:
      "Le sud et l'est de l'Oise, dans le Valois et le Noyonnais, sont formés de plateaux de calcaire lutétien sur sables de Cuise et argiles sparnaciennes, prolongeant ceux de l'Île-de-France. " +
      "Le calcaire a été exploité en carrières souterraines de pierre de taille, notamment autour de Saint-Maximin et Saint-Leu-d'Esserent, et les argiles des versants sont propices aux glissements. " +
      "Au nord-ouest, le plateau picard est crayeux, entaillé par la boutonnière argileuse et sableuse du pays de Bray, et la vallée de l'Oise est soumise à des crues.",
    keyServices: ["Reconnaissance de carrières souterraines", "Étude de conception G2", "Étude préalable G1 pour la vente de terrains"],
    specificRisks: ["Effondrement d'anciennes carrières", "Retrait-gonflement des argiles sparnaciennes", "Crues de l'Oise et de l'Aisne"],
    specificServices: ["Sondages destructifs enregistrés et contrôle des comblements de vides"],
  },
  {
    code: "62",
    name: "Pas-de-Calais",
    regionCode: "32",
    description:
      "Dans le Pas-de-Calais, bassin minier, cavités dans la craie et marais des wateringues exigent une connaissance fine du sous-sol. Nous intervenons d'Arras à Lens, Boulogne-sur-Mer et Calais.",
    geologicalContext:
      "L'Artois et le plateau crayeux occupent l'essentiel du Pas-de-Calais, avec une craie couverte de limons et creusée de carrières souterraines comme les boves d'Arras. " +
      "Le bassin minier de Lens, Liévin et Béthune a été exploité pour le charbon jusqu'en 1990, et la boutonnière du Boulonnais fait affleurer des argiles, marnes et grès jurassiques dans les falaises. " +
      "Au nord, la plaine maritime du Calaisis et le marais audomarois sont des terres basses et tourbeuses drainées par les wateringues.",
    keyServices: ["Recherche de cavités et de sapes dans la craie", "Étude de conception G2", "Analyse des risques miniers"],
    specificRisks: ["Effondrements de cavités et de sapes de guerre", "Affaissements et puits de mine", "Submersion marine et remontée de nappe en zone de wateringues"],
    specificServices: ["Sondages destructifs enregistrés pour la recherche de vides", "Fondations sur sols tourbeux"],
  },
  {
    code: "80",
    name: "Somme",
    regionCode: "32",
    description: "Dans la Somme, craie, tourbes de vallée et nappe de la craie conditionnent les fondations. Nous intervenons à Amiens, Abbeville et sur le littoral picard.",
    geologicalContext:
      "La Somme est un plateau de craie du Crétacé supérieur couvert de limons, entaillé par la vallée tourbeuse de la Somme et de ses affluents. " +
      "La nappe de la craie réagit lentement aux pluies et a provoqué en 2001 des inondations durables par remontée de nappe dans la vallée, notamment à Abbeville. " +
      "Les tourbes de vallée sont très compressibles, le plateau compte des cavités comme les muches et les marnières, et les falaises de craie du Vimeu reculent sous l'action de la mer.",
    keyServices: ["Étude de conception G2 en vallée tourbeuse", "Recherche de cavités dans la craie", "Suivi piézométrique"],
    specificRisks: ["Inondation par remontée de nappe", "Tassements des tourbes", "Cavités souterraines et recul des falaises"],
    specificServices: ["Études de fondations profondes sur tourbes", "Pose de piézomètres et suivi de nappe"],
  },

  // ---------------------------------------------------------------------------
  // Grand Est (44)
  // ---------------------------------------------------------------------------
  {
    code: "08",
    name: "Ardennes",
    regionCode: "44",
    description:
      "Dans les Ardennes, schistes du massif ardennais, alluvions de la Meuse et craie du Rethélois imposent des approches différentes. Nous intervenons de Charleville-Mézières à Sedan et Rethel.",
    geologicalContext:
      "Le nord des Ardennes appartient au massif ardennais, socle primaire de schistes, d'ardoises et de quartzites entaillé par la vallée encaissée de la Meuse. " +
      "Le sud est formé de terrains jurassiques et crétacés, jusqu'à la craie de la Champagne dans le Rethélois et la gaize de l'Argonne. " +
      "La Meuse et la Semoy connaissent des crues importantes, et d'anciennes ardoisières souterraines subsistent dans la vallée.",
    keyServices: ["Étude de conception G2", "Étude de stabilité de versants rocheux", "Sondages carottés"],
    specificRisks: ["Crues de la Meuse", "Chutes de blocs et glissements", "Cavités d'anciennes ardoisières"],
    specificServices: ["Études de fondations sur rocher altéré"],
  },
  {
    code: "10",
    name: "Aube",
    regionCode: "44",
    description:
      "Dans l'Aube, craie de Champagne, argiles de la Champagne humide et vallées inondables de la Seine et de l'Aube conditionnent les fondations. Nous intervenons à Troyes et dans tout le département.",
    geologicalContext:
      "Le nord-ouest de l'Aube est formé de craie du Crétacé supérieur, dans la Champagne crayeuse et le pays d'Othe où elle est coiffée d'argile à silex. " +
      "À l'est, la Champagne humide présente des argiles et sables du Crétacé inférieur, où ont été aménagés les lacs-réservoirs de la forêt d'Orient, et le Barrois au sud-est est calcaire. " +
      "Les vallées de la Seine et de l'Aube, dont celle de Troyes, sont occupées par des alluvions avec une nappe proche de la surface.",
    keyServices: ["Étude de conception G2", "Étude préalable G1", "Diagnostic G5 de fissures"],
    specificRisks: ["Retrait-gonflement des argiles de la Champagne humide", "Crues de la Seine et de l'Aube"],
    specificServices: ["Études de fondations en zone de nappe alluviale"],
  },
  {
    code: "51",
    name: "Marne",
    regionCode: "44",
    description:
      "Dans la Marne, craie et crayères de Reims, coteaux viticoles instables et vallées inondables demandent des études ciblées. Nous intervenons à Reims, Châlons-en-Champagne et Épernay.",
    geologicalContext:
      "La Champagne crayeuse, qui couvre le centre de la Marne, repose sur la craie du Crétacé supérieur, creusée à Reims et Épernay de crayères et de caves profondes. " +
      "À l'ouest, la côte d'Île-de-France et la Montagne de Reims sont formées de sables, d'argiles sparnaciennes et de calcaires tertiaires, dont les versants viticoles connaissent des glissements. " +
      "Au sud-est et à l'est, la Champagne humide et l'Argonne présentent des argiles et de la gaize, et les vallées de la Marne et de la Vesle sont inondables.",
    keyServices: ["Reconnaissance de crayères et de cavités", "Étude de stabilité de coteaux", "Étude de conception G2"],
    specificRisks: ["Effondrement de crayères et de caves", "Glissements de terrain sur la côte viticole", "Crues de la Marne"],
    specificServices: ["Sondages destructifs enregistrés dans la craie", "Inclinomètres et drainage de versants"],
  },
  {
    code: "52",
    name: "Haute-Marne",
    regionCode: "44",
    description: "En Haute-Marne, plateaux calcaires karstiques et marnes argileuses alternent du plateau de Langres au Der. Nous adaptons chaque étude de sol à ces contextes.",
    geologicalContext:
      "La Haute-Marne est formée de plateaux de calcaires jurassiques, dont le plateau de Langres où naissent la Marne et la Meuse, séparés par des dépressions de marnes du Lias comme le Bassigny. " +
      "Au nord-ouest, le Der et le Perthois présentent des argiles et sables du Crétacé inférieur, où a été aménagé le lac du Der-Chantecoq. " +
      "Les calcaires sont karstiques et les marnes sont sensibles au retrait-gonflement et aux glissements.",
    keyServices: ["Étude de conception G2", "Étude préalable G1", "Étude de stabilité de versants"],
    specificRisks: ["Retrait-gonflement des marnes", "Cavités karstiques", "Glissements de terrain"],
    specificServices: ["Essais d'identification des marnes"],
  },
  {
    code: "54",
    name: "Meurthe-et-Moselle",
    regionCode: "44",
    description: "En Meurthe-et-Moselle, anciennes mines de fer, sel du Keuper et marnes gonflantes exigent des études de sol rigoureuses. Nous intervenons de Nancy au Pays-Haut.",
    geologicalContext:
      "Le Pays-Haut, au nord, renferme la minette, minerai de fer de l'Aalénien exploité en galeries jusqu'à la fin du XXe siècle, dont l'ennoyage a provoqué des affaissements, notamment à Auboué et Moutiers. " +
      "Le plateau lorrain, autour de Nancy et de Lunéville, est formé de marnes du Keuper et du Lias, sensibles au retrait-gonflement et aux glissements, et renferme du sel gemme exploité par dissolution. " +
      "Les côtes de Moselle, en calcaires du Bajocien, dominent les vallées de la Moselle et de la Meurthe, occupées par des alluvions et une nappe.",
    keyServices: ["Analyse des risques miniers et d'affaissement", "Étude de conception G2 sur marnes", "Diagnostic G5 de fissures"],
    specificRisks: ["Affaissements et effondrements miniers", "Dissolution du sel et effondrements", "Retrait-gonflement des marnes"],
    specificServices: ["Recherche de vides par sondages et géophysique"],
  },
  {
    code: "55",
    name: "Meuse",
    regionCode: "44",
    description:
      "Dans la Meuse, côtes calcaires, argiles de la Woëvre et vestiges de la Grande Guerre sont à prendre en compte avant tout chantier. Nous intervenons à Bar-le-Duc, Verdun et Commercy.",
    geologicalContext:
      "La Meuse est formée de plateaux calcaires jurassiques, les côtes de Meuse et le Barrois, séparés par la plaine argileuse de la Woëvre. " +
      "Les argilites du Callovo-Oxfordien, étudiées par l'Andra au laboratoire souterrain de Bure, illustrent la présence de formations argileuses épaisses dans le sous-sol. " +
      "La vallée de la Meuse est inondable, et les sols des anciens champs de bataille autour de Verdun peuvent contenir des munitions.",
    keyServices: ["Étude de conception G2", "Étude préalable G1", "Sondages et essais de laboratoire"],
    specificRisks: ["Retrait-gonflement des argiles de la Woëvre", "Crues de la Meuse", "Présence de munitions dans les sols"],
    specificServices: ["Coordination avec un diagnostic pyrotechnique avant sondages"],
  },
  {
    code: "57",
    name: "Moselle",
    regionCode: "44",
    description:
      "En Moselle, bassins houiller et ferrifère, sel et marnes gonflantes concentrent les enjeux géotechniques. Nous intervenons à Metz, Thionville, Forbach et Sarreguemines.",
    geologicalContext:
      "L'est de la Moselle, autour de Forbach et Freyming-Merlebach, appartient au bassin houiller lorrain exploité jusqu'en 2004, dont l'arrêt des pompages fait remonter les eaux souterraines. " +
      "Au nord-ouest, le bassin ferrifère de Thionville et de la Fensch a été exploité en galeries, et le Saulnois renferme du sel gemme dans le Keuper. " +
      "Le plateau lorrain est formé de marnes et de calcaires du Trias et du Jurassique, les Vosges du Nord de grès, et Metz s'étend sur les côtes de Moselle et les alluvions de la vallée.",
    keyServices: ["Analyse des risques miniers", "Étude de conception G2", "Diagnostic G5 de fissures"],
    specificRisks: ["Affaissements miniers", "Retrait-gonflement des marnes du Keuper", "Remontée des eaux dans l'ancien bassin houiller"],
    specificServices: ["Suivi piézométrique en zone d'ennoyage minier"],
  },
  {
    code: "67",
    name: "Bas-Rhin",
    regionCode: "44",
    description:
      "Dans le Bas-Rhin, alluvions rhénanes, nappe d'Alsace et loess sensibles à l'érosion conditionnent les projets. Nous intervenons à Strasbourg et dans tout le département.",
    geologicalContext:
      "La plaine d'Alsace occupe le fossé rhénan, comblé de graviers et de sables déposés par le Rhin et les rivières vosgiennes. " +
      "Ces alluvions renferment la nappe d'Alsace, l'une des plus importantes réserves d'eau souterraine d'Europe, proche de la surface à Strasbourg. " +
      "Les collines sous-vosgiennes et le Kochersberg sont couverts de loess sujets aux coulées de boue, et le département est exposé à une sismicité faible à modérée selon les communes.",
    keyServices: ["Étude de conception G2 avec étude de nappe", "Classification sismique des sols", "Dimensionnement de cuvelages et de rabattements"],
    specificRisks: ["Sismicité faible à modérée", "Inondations et remontée de nappe", "Coulées de boue sur les loess"],
    specificServices: ["Pose de piézomètres et essais de pompage", "Essais Lefranc de perméabilité"],
  },
  {
    code: "68",
    name: "Haut-Rhin",
    regionCode: "44",
    description:
      "Dans le Haut-Rhin, sismicité, nappe d'Alsace et anciennes mines de potasse concentrent les enjeux. Nous intervenons à Mulhouse, Colmar et dans les vallées vosgiennes.",
    geologicalContext:
      "Le Haut-Rhin s'étend des granites des Hautes-Vosges à la plaine d'Alsace, comblée d'alluvions rhénanes qui renferment la nappe d'Alsace. " +
      "Le bassin potassique au nord de Mulhouse a été exploité jusqu'en 2002, et le Sundgau au sud est couvert de loess et de cailloutis. " +
      "Le Sundgau, proche de Bâle détruite par un séisme en 1356, est classé en zone de sismicité moyenne, et le reste du département en sismicité modérée.",
    keyServices: ["Classification sismique des sols (Eurocode 8)", "Étude de conception G2 avec étude de nappe", "Étude de stabilité de versants vosgiens"],
    specificRisks: ["Sismicité moyenne dans le Sundgau, modérée ailleurs", "Affaissements dans le bassin potassique", "Inondations"],
    specificServices: ["Essais pressiométriques et géophysiques pour la catégorie de sol"],
  },
  {
    code: "88",
    name: "Vosges",
    regionCode: "44",
    description: "Dans les Vosges, granites, grès et marnes du plateau lorrain demandent des approches variées. Nous intervenons à Épinal, Saint-Dié-des-Vosges et Gérardmer.",
    geologicalContext:
      "L'est du département appartient au massif des Vosges, formé de granites et de roches métamorphiques au sud et de grès vosgiens du Trias au nord et à l'ouest. " +
      "Les vallées glaciaires, comme celle de Gérardmer, renferment moraines et dépôts lacustres compressibles. " +
      "À l'ouest, le plateau lorrain présente des calcaires et des marnes du Muschelkalk et du Keuper, sensibles au retrait-gonflement et aux glissements.",
    keyServices: ["Étude de conception G2", "Étude de stabilité de versants", "Sondages carottés"],
    specificRisks: ["Glissements et chutes de blocs", "Retrait-gonflement des marnes", "Crues de la Moselle et de la Meurthe"],
    specificServices: ["Études de fondations sur moraines"],
  },

  // ---------------------------------------------------------------------------
  // Bretagne (53)
  // ---------------------------------------------------------------------------
  {
    code: "22",
    name: "Côtes-d'Armor",
    regionCode: "53",
    description: "Dans les Côtes-d'Armor, granites, schistes altérés et littoral exposé imposent des études adaptées. Nous intervenons de Saint-Brieuc à Lannion et Dinan.",
    geologicalContext:
      "Les Côtes-d'Armor appartiennent au Massif armoricain, socle ancien de granites, de gneiss et de schistes briovériens. " +
      "Ces roches sont souvent recouvertes d'une épaisse altération, arène granitique ou schiste argileux, dont la portance et l'épaisseur varient fortement. " +
      "Le littoral alterne falaises et baies, comme celle de Saint-Brieuc, exposées à l'érosion et à la submersion, et les granites émettent du radon.",
    keyServices: ["Étude de conception G2", "Étude préalable G1", "Sondages pressiométriques"],
    specificRisks: ["Érosion du trait de côte et submersion marine", "Radon d'origine géologique", "Glissements sur versants altérés"],
    specificServices: ["Études de fondations sur arène granitique"],
  },
  {
    code: "29",
    name: "Finistère",
    regionCode: "53",
    description: "Dans le Finistère, socle granitique, schistes et littoral découpé exigent des reconnaissances adaptées. Nous intervenons de Brest à Quimper et Morlaix.",
    geologicalContext:
      "Le Finistère est formé par le Massif armoricain : granites du Léon et de Cornouaille, schistes et quartzites des monts d'Arrée et grès de la presqu'île de Crozon. " +
      "Les roches du socle sont surmontées d'une couche d'altération d'épaisseur très variable, et les vallées et rias sont comblées de vases compressibles. " +
      "Quimper, Morlaix et Quimperlé sont exposées à des crues rapides, et une partie du littoral est soumise à l'érosion et à la submersion marine.",
    keyServices: ["Étude de conception G2", "Sondages carottés et pressiométriques", "Étude préalable G1"],
    specificRisks: ["Inondations par crues rapides", "Submersion marine", "Radon d'origine géologique"],
    specificServices: ["Études de fondations sur vases de ria"],
  },
  {
    code: "35",
    name: "Ille-et-Vilaine",
    regionCode: "53",
    description:
      "En Ille-et-Vilaine, schistes briovériens, bassins tertiaires et marais de Dol demandent une connaissance fine du sous-sol. Nous intervenons à Rennes, Saint-Malo et Fougères.",
    geologicalContext:
      "Le sous-sol du bassin de Rennes est formé de schistes briovériens, souvent altérés en surface, dans lesquels s'inscrivent de petits bassins tertiaires de faluns, sables et argiles. " +
      "Le nord et l'est présentent des granites, comme à Fougères, et le marais de Dol, en bordure de la baie du Mont-Saint-Michel, est un polder d'argiles marines compressibles. " +
      "La Vilaine connaît des crues importantes, notamment à Rennes et à Redon.",
    keyServices: ["Étude de conception G2", "Étude préalable G1", "Sondages pressiométriques"],
    specificRisks: ["Crues de la Vilaine", "Tassements dans le marais de Dol", "Retrait-gonflement des argiles tertiaires"],
    specificServices: ["Études de fondations sur sols compressibles"],
  },
  {
    code: "56",
    name: "Morbihan",
    regionCode: "53",
    description: "Dans le Morbihan, granites, vasières du golfe et littoral soumis à l'érosion conditionnent les projets. Nous intervenons à Vannes, Lorient et Pontivy.",
    geologicalContext:
      "Le Morbihan repose sur le socle du Massif armoricain, fait de granites, d'orthogneiss comme ceux des landes de Lanvaux et de schistes. " +
      "Le golfe du Morbihan et les estuaires sont bordés de vasières aux sols très compressibles. " +
      "Le littoral, de la presqu'île de Quiberon à la ria d'Étel, est exposé à l'érosion et à la submersion, et les vallées du Blavet et de l'Oust sont inondables.",
    keyServices: ["Étude de conception G2", "Étude préalable G1", "Diagnostic G5"],
    specificRisks: ["Submersion marine et érosion", "Tassements sur vases", "Radon d'origine géologique"],
    specificServices: ["Études de fondations en zone littorale"],
  },

  // ---------------------------------------------------------------------------
  // Nouvelle-Aquitaine (75)
  // ---------------------------------------------------------------------------
  {
    code: "16",
    name: "Charente",
    regionCode: "75",
    description:
      "En Charente, calcaires karstiques, marnes gonflantes et vallées inondables demandent des études de sol adaptées. Nous intervenons à Angoulême, Cognac et dans le Confolentais.",
    geologicalContext:
      "L'Angoumois et la Champagne de Cognac sont formés de calcaires et de marnes du Jurassique et du Crétacé, tandis que la Charente limousine, à l'est, appartient au socle granitique du Massif central. " +
      "Le karst de La Rochefoucauld absorbe les eaux de la Tardoire et du Bandiat qui ressortent aux sources de la Touvre, et les marnes sont exposées au retrait-gonflement. " +
      "La vallée de la Charente est occupée par des alluvions compressibles et connaît des crues lentes.",
    keyServices: ["Étude préalable G1 (loi ELAN)", "Étude de conception G2", "Diagnostic G5 de fissures"],
    specificRisks: ["Retrait-gonflement des marnes", "Cavités karstiques", "Crues de la Charente"],
    specificServices: ["Recherche de cavités", "Essais d'identification des argiles"],
  },
  {
    code: "17",
    name: "Charente-Maritime",
    regionCode: "75",
    description:
      "En Charente-Maritime, argiles des marais, marnes gonflantes et littoral exposé aux tempêtes conditionnent les fondations. Nous intervenons à La Rochelle, Rochefort, Saintes et sur les îles.",
    geologicalContext:
      "La Charente-Maritime est formée de calcaires et de marnes du Jurassique supérieur en Aunis et du Crétacé en Saintonge. " +
      "Les marais de Rochefort, de Brouage, de la Seudre et le sud du Marais poitevin sont comblés de bri, argile marine récente très compressible. " +
      "Le littoral a été submergé lors de la tempête Xynthia en 2010, et les marnes sont fortement exposées au retrait-gonflement.",
    keyServices: ["Étude de conception G2 en zone de marais", "Étude préalable G1 (loi ELAN)", "Diagnostic G5 de fissures"],
    specificRisks: ["Submersion marine", "Tassements des argiles de marais", "Retrait-gonflement des marnes"],
    specificServices: ["Essais œdométriques et calcul de tassements", "Fondations sur pieux en zone de marais"],
  },
  {
    code: "19",
    name: "Corrèze",
    regionCode: "75",
    description:
      "En Corrèze, granites et gneiss altérés, grès du bassin de Brive et vallées encaissées demandent des reconnaissances adaptées. Nous intervenons à Brive, Tulle et Ussel.",
    geologicalContext:
      "La majeure partie de la Corrèze appartient au socle limousin, formé de granites, de gneiss et de micaschistes, jusqu'au plateau de Millevaches. " +
      "Le bassin de Brive est une dépression de grès et d'argiles du Permien et du Trias. " +
      "Les versants des gorges de la Dordogne et de la Corrèze sont sujets aux glissements et aux chutes de blocs, et les granites émettent du radon.",
    keyServices: ["Étude de conception G2", "Étude de stabilité de versants", "Sondages carottés"],
    specificRisks: ["Glissements et chutes de blocs", "Radon d'origine géologique", "Crues rapides"],
    specificServices: ["Études de fondations sur arène granitique"],
  },
  {
    code: "23",
    name: "Creuse",
    regionCode: "75",
    description:
      "En Creuse, granites et arènes granitiques dominent : l'épaisseur d'altération conditionne les fondations. Nous intervenons à Guéret, Aubusson et dans tout le département.",
    geologicalContext:
      "La Creuse est presque entièrement formée de granites et de roches métamorphiques du Massif central, jusqu'au plateau de Millevaches. " +
      "Ces roches sont couvertes d'arènes granitiques dont l'épaisseur et la compacité varient sur de courtes distances. " +
      "Le radon d'origine géologique y est fréquent, et les vallées de la Creuse et de la Gartempe sont encaissées.",
    keyServices: ["Étude de conception G2", "Étude préalable G1", "Sondages pressiométriques"],
    specificRisks: ["Radon d'origine géologique", "Hétérogénéité des arènes granitiques"],
    specificServices: ["Études de fondations sur rocher altéré"],
  },
  {
    code: "24",
    name: "Dordogne",
    regionCode: "75",
    description:
      "En Dordogne, falaises calcaires, karst et argiles du Bergeracois exigent des études de sol précises. Nous intervenons à Périgueux, Bergerac, Sarlat et dans la vallée de la Vézère.",
    geologicalContext:
      "Le Périgord blanc et le Périgord noir sont taillés dans des calcaires du Crétacé supérieur, dont les falaises et abris sous roche bordent la Vézère et la Dordogne. " +
      "Ces calcaires sont karstiques, et des argiles sidérolithiques et molasses tertiaires couvrent le Bergeracois et la Double, fortement exposés au retrait-gonflement. " +
      "Les falaises connaissent des chutes de blocs, et les vallées de l'Isle et de la Dordogne sont soumises à des crues.",
    keyServices: ["Étude de conception G2", "Étude de stabilité de falaises", "Étude préalable G1 (loi ELAN)"],
    specificRisks: ["Chutes de blocs et effondrements de falaises", "Cavités karstiques", "Retrait-gonflement des argiles"],
    specificServices: ["Reconnaissance de cavités et de surplombs rocheux"],
  },
  {
    code: "33",
    name: "Gironde",
    regionCode: "75",
    description:
      "En Gironde, argiles gonflantes, alluvions compressibles de la Garonne et anciennes carrières souterraines exigent des études de sol rigoureuses. Nous intervenons à Bordeaux et dans tout le département.",
    geologicalContext:
      "Bordeaux est construite sur les alluvions de la Garonne, dont les argiles et tourbes des anciens palus sont très compressibles, au-dessus du calcaire à astéries de l'Oligocène. " +
      "Ce calcaire a été exploité en carrières souterraines dans l'Entre-deux-Mers, le Libournais et à Saint-Émilion, et les molasses et argiles du Fronsadais et de l'Entre-deux-Mers sont fortement exposées au retrait-gonflement. " +
      "Le Médoc et les Landes girondines sont couverts de graves et de sables, et le littoral sableux recule sous l'effet de l'érosion, comme à Soulac-sur-Mer.",
    keyServices: [
      "Étude préalable G1 et étude de conception G2 (loi ELAN)",
      "Étude de fondations profondes sur alluvions compressibles",
      "Diagnostic G5 de fissures liées à la sécheresse",
    ],
    specificRisks: ["Retrait-gonflement des argiles", "Tassements dans les alluvions de la Garonne", "Effondrement d'anciennes carrières souterraines"],
    specificServices: ["Essais au pénétromètre statique (CPT) et pressiomètre", "Recherche de vides sous les coteaux calcaires"],
  },
  {
    code: "40",
    name: "Landes",
    regionCode: "75",
    description:
      "Dans les Landes, sables, alios et nappe proche de la surface conditionnent les fondations et l'assainissement. Nous intervenons à Mont-de-Marsan, Dax et sur le littoral.",
    geologicalContext:
      "Le nord et l'ouest du département sont couverts par le sable des Landes, dépôt éolien quaternaire souvent cimenté en profondeur par un horizon induré, l'alios. " +
      "La nappe libre du plio-quaternaire y est proche de la surface et remonte en hiver, tandis que le littoral est bordé de dunes soumises à l'érosion. " +
      "Au sud, la Chalosse présente des molasses et des marnes sensibles au retrait-gonflement, et les barthes de l'Adour sont des alluvions compressibles et inondables.",
    keyServices: ["Étude de conception G2", "Étude d'infiltration et d'assainissement", "Suivi piézométrique"],
    specificRisks: ["Remontée de nappe", "Érosion du littoral dunaire", "Retrait-gonflement en Chalosse"],
    specificServices: ["Essais de perméabilité Porchet et Matsuo"],
  },
  {
    code: "47",
    name: "Lot-et-Garonne",
    regionCode: "75",
    description:
      "En Lot-et-Garonne, molasses argileuses et plaines alluviales de la Garonne et du Lot exposent les maisons aux fissures et aux crues. Nous intervenons à Agen, Villeneuve-sur-Lot et Marmande.",
    geologicalContext:
      "Les coteaux de l'Agenais et du Pays de Serres sont formés de molasses tertiaires, alternance d'argiles, de marnes et de calcaires lacustres. " +
      "Ces molasses sont fortement exposées au retrait-gonflement et aux glissements de versants. " +
      "Les vallées de la Garonne et du Lot sont occupées par des terrasses alluviales et une nappe, et l'ouest du département touche les sables des Landes de Gascogne.",
    keyServices: ["Étude préalable G1 (loi ELAN)", "Étude de conception G2", "Diagnostic G5 de fissures"],
    specificRisks: ["Retrait-gonflement des argiles", "Crues de la Garonne et du Lot", "Glissements de coteaux"],
    specificServices: ["Essais d'identification des argiles"],
  },
  {
    code: "64",
    name: "Pyrénées-Atlantiques",
    regionCode: "75",
    description:
      "Dans les Pyrénées-Atlantiques, sismicité, flyschs instables de la côte basque et crues des gaves concentrent les enjeux. Nous intervenons à Pau, Bayonne, Biarritz et dans les vallées.",
    geologicalContext:
      "Le Pays basque et le Béarn s'étendent des Pyrénées, formées de calcaires, de schistes et de granites, aux coteaux molassiques du piémont. " +
      "La côte basque est taillée dans des flyschs, alternances de marnes et de calcaires qui glissent et reculent sous l'effet de la mer. " +
      "Le département est classé en zone de sismicité moyenne dans sa partie montagneuse, où le séisme d'Arette a frappé en 1967, et les gaves connaissent des crues torrentielles.",
    keyServices: ["Classification sismique des sols (Eurocode 8)", "Étude de stabilité de falaises et de versants", "Étude de conception G2"],
    specificRisks: ["Sismicité moyenne", "Glissements et recul des falaises de flysch", "Crues torrentielles des gaves"],
    specificServices: ["Inclinomètres et suivi de glissements"],
  },
  {
    code: "79",
    name: "Deux-Sèvres",
    regionCode: "75",
    description:
      "Dans les Deux-Sèvres, plaines calcaires, argiles du Marais poitevin et socle de la Gâtine demandent des études adaptées. Nous intervenons à Niort, Bressuire et Parthenay.",
    geologicalContext:
      "Le nord du département, Gâtine et Bocage, appartient au socle granitique et schisteux du Massif armoricain. " +
      "Le sud, autour de Niort, est formé de plaines de calcaires et de marnes jurassiques, exposées au retrait-gonflement, et bordé par les argiles compressibles du Marais poitevin. " +
      "Le département est classé en zone de sismicité modérée sur une grande partie de son territoire.",
    keyServices: ["Étude préalable G1 (loi ELAN)", "Étude de conception G2", "Classification sismique des sols"],
    specificRisks: ["Retrait-gonflement des argiles", "Sismicité modérée", "Tassements en zone de marais"],
    specificServices: ["Essais d'identification des argiles"],
  },
  {
    code: "86",
    name: "Vienne",
    regionCode: "75",
    description: "Dans la Vienne, calcaires karstiques, argiles rouges et vallées inondables conditionnent les fondations. Nous intervenons à Poitiers, Châtellerault et Loudun.",
    geologicalContext:
      "La Vienne occupe le seuil du Poitou, formé de calcaires jurassiques karstiques entre les bassins parisien et aquitain. " +
      "Ces calcaires sont souvent couverts d'argiles d'altération et d'argile à silex, fortement exposées au retrait-gonflement. " +
      "Le Loudunais, au nord, présente du tuffeau creusé de caves, et les vallées du Clain et de la Vienne sont inondables.",
    keyServices: ["Étude préalable G1 (loi ELAN)", "Étude de conception G2", "Recherche de cavités"],
    specificRisks: ["Retrait-gonflement des argiles", "Cavités karstiques et caves", "Crues du Clain et de la Vienne"],
    specificServices: ["Sondages destructifs enregistrés"],
  },
  {
    code: "87",
    name: "Haute-Vienne",
    regionCode: "75",
    description:
      "En Haute-Vienne, granites, gneiss et arènes conditionnent les fondations, et le radon est un enjeu sanitaire. Nous intervenons à Limoges et dans tout le département.",
    geologicalContext:
      "La Haute-Vienne appartient au socle limousin, formé de granites, de gneiss et de leucogranites comme ceux des monts d'Ambazac. " +
      "D'anciennes mines d'uranium ont été exploitées autour de Bessines-sur-Gartempe, et les granites émettent du radon. " +
      "L'altération du socle en arènes est d'épaisseur variable, et les vallées de la Vienne et de la Gartempe sont encaissées.",
    keyServices: ["Étude de conception G2", "Étude préalable G1", "Sondages pressiométriques"],
    specificRisks: ["Radon d'origine géologique", "Hétérogénéité des arènes granitiques"],
    specificServices: ["Études de fondations sur rocher altéré"],
  },

  // ---------------------------------------------------------------------------
  // Occitanie (76)
  // ---------------------------------------------------------------------------
  {
    code: "09",
    name: "Ariège",
    regionCode: "76",
    description: "En Ariège, sismicité, torrents et versants instables des Pyrénées imposent des études adaptées. Nous intervenons à Foix, Pamiers et dans les vallées.",
    geologicalContext:
      "L'Ariège s'étend de la haute chaîne des Pyrénées, formée de granites et de gneiss, aux calcaires karstiques de la zone nord-pyrénéenne et aux molasses du piémont. " +
      "La plaine de Pamiers est occupée par des terrasses alluviales de l'Ariège. " +
      "Le département est exposé à une sismicité faible à moyenne selon les communes, aux crues torrentielles et aux chutes de blocs.",
    keyServices: ["Classification sismique des sols", "Étude de stabilité de versants", "Étude de conception G2"],
    specificRisks: ["Sismicité faible à moyenne selon les communes", "Crues torrentielles", "Chutes de blocs et glissements"],
    specificServices: ["Études de fondations parasismiques"],
  },
  {
    code: "11",
    name: "Aude",
    regionCode: "76",
    description: "Dans l'Aude, crues violentes, molasses argileuses et littoral d'étangs concentrent les enjeux. Nous intervenons à Carcassonne, Narbonne et Castelnaudary.",
    geologicalContext:
      "L'Aude s'étend de la Montagne Noire, formée de schistes et de granites, aux Corbières calcaires et marneuses et aux contreforts pyrénéens. " +
      "Le sillon audois, de Castelnaudary à Carcassonne, est taillé dans des molasses tertiaires exposées au retrait-gonflement. " +
      "Le littoral narbonnais est bordé d'étangs aux vases compressibles, et le département a subi des crues meurtrières en 1999 et en 2018.",
    keyServices: ["Étude préalable G1 (loi ELAN)", "Étude de conception G2", "Étude de fondations en zone inondable"],
    specificRisks: ["Crues rapides", "Retrait-gonflement des molasses", "Tassements des vases littorales"],
    specificServices: ["Essais d'identification des argiles"],
  },
  {
    code: "12",
    name: "Aveyron",
    regionCode: "76",
    description:
      "En Aveyron, causses karstiques, marnes glissantes et socle du Ségala composent des sols très variés. Nous intervenons à Rodez, Millau et Villefranche-de-Rouergue.",
    geologicalContext:
      "Les causses, dont le Larzac et le causse Comtal, sont formés de calcaires et de dolomies jurassiques profondément karstifiés. " +
      "Le Ségala et le Lévézou appartiennent au socle de schistes et de granites, l'Aubrac à des coulées basaltiques, et le bassin de Decazeville a été exploité pour le charbon. " +
      "Les marnes du Lias qui arment les versants des causses sont propices aux glissements.",
    keyServices: ["Étude de conception G2", "Étude de stabilité de versants", "Recherche de cavités karstiques"],
    specificRisks: ["Glissements dans les marnes", "Cavités karstiques", "Affaissements miniers"],
    specificServices: ["Inclinomètres et suivi de glissements"],
  },
  {
    code: "30",
    name: "Gard",
    regionCode: "76",
    description:
      "Dans le Gard, épisodes cévenols, garrigues karstiques et argiles gonflantes concentrent les enjeux. Nous intervenons à Nîmes, Alès, Uzès et dans la Camargue gardoise.",
    geologicalContext:
      "Le Gard s'étage des schistes et granites des Cévennes aux garrigues de calcaires crétacés, karstiques, qui entourent Nîmes. " +
      "Au sud, les Costières sont couvertes de cailloutis et la Vistrenque renferme une nappe alluviale, jusqu'aux sols compressibles de la Camargue gardoise. " +
      "Les épisodes cévenols provoquent des crues violentes, comme à Nîmes en 1988 et dans tout le département en 2002, et le bassin d'Alès garde les traces de ses mines de charbon.",
    keyServices: ["Étude préalable G1 (loi ELAN)", "Étude de conception G2", "Étude de fondations en zone inondable"],
    specificRisks: ["Crues rapides des épisodes cévenols", "Retrait-gonflement des argiles", "Affaissements miniers dans le bassin d'Alès"],
    specificServices: ["Recherche de cavités karstiques"],
  },
  {
    code: "31",
    name: "Haute-Garonne",
    regionCode: "76",
    description:
      "En Haute-Garonne, molasses argileuses, terrasses de la Garonne et sismicité pyrénéenne concentrent les enjeux. Nous intervenons à Toulouse et dans tout le département.",
    geologicalContext:
      "Toulouse est construite sur les terrasses alluviales de la Garonne, sables et graviers reposant sur la molasse tertiaire, localement appelée tuf. " +
      "Les coteaux du Lauragais et de Gascogne sont formés de molasses argileuses, les terreforts, parmi les sols les plus exposés au retrait-gonflement en France. " +
      "Au sud, le Comminges et le Luchonnais appartiennent aux Pyrénées, en zone de sismicité moyenne et exposés aux crues torrentielles.",
    keyServices: ["Étude préalable G1 et étude de conception G2 (loi ELAN)", "Diagnostic G5 de fissures liées à la sécheresse", "Étude de nappe pour les projets avec sous-sols"],
    specificRisks: ["Retrait-gonflement des argiles", "Sismicité dans le sud du département", "Crues de la Garonne"],
    specificServices: ["Sondages pressiométriques dans la molasse", "Essais d'identification des argiles"],
  },
  {
    code: "32",
    name: "Gers",
    regionCode: "76",
    description:
      "Le Gers est l'un des départements les plus touchés par le retrait-gonflement des argiles. Nous réalisons études préalables, études de conception et diagnostics de maisons fissurées.",
    geologicalContext:
      "Le Gers est formé de coteaux de molasses tertiaires, alternances d'argiles, de marnes et de calcaires lacustres, découpés en éventail par les rivières issues du plateau de Lannemezan. " +
      "Ces molasses, les terreforts, sont fortement exposées au retrait-gonflement, et les versants connaissent des glissements. " +
      "Les vallées du Gers, de la Baïse et de l'Adour sont soumises à des crues rapides.",
    keyServices: ["Étude préalable G1 (loi ELAN)", "Étude de conception G2", "Diagnostic G5 de fissures"],
    specificRisks: ["Retrait-gonflement des argiles", "Glissements de coteaux", "Crues rapides"],
    specificServices: ["Essais d'identification et de gonflement des argiles"],
  },
  {
    code: "34",
    name: "Hérault",
    regionCode: "76",
    description:
      "Dans l'Hérault, marnes gonflantes, karst des garrigues et crues méditerranéennes concentrent les enjeux. Nous intervenons à Montpellier, Béziers, Sète et dans l'arrière-pays.",
    geologicalContext:
      "Le nord de l'Hérault appartient aux causses et aux garrigues de calcaires jurassiques et crétacés, dont le karst alimente la source du Lez. " +
      "Montpellier et la plaine littorale reposent sur des marnes et des molasses du Miocène et du Pliocène, fortement exposées au retrait-gonflement. " +
      "Le littoral est bordé de lidos et d'étangs, comme celui de Thau, aux vases compressibles, et les épisodes méditerranéens provoquent des crues rapides de l'Hérault, de l'Orb et du Lez.",
    keyServices: ["Étude préalable G1 (loi ELAN)", "Étude de conception G2", "Diagnostic G5 de fissures"],
    specificRisks: ["Retrait-gonflement des marnes", "Crues rapides", "Cavités karstiques"],
    specificServices: ["Essais d'identification des argiles", "Études de fondations en bord d'étang"],
  },
  {
    code: "46",
    name: "Lot",
    regionCode: "76",
    description:
      "Dans le Lot, causses karstiques, falaises et vallées inondables composent des contextes exigeants. Nous intervenons à Cahors, Figeac et dans la vallée de la Dordogne.",
    geologicalContext:
      "Le Lot est dominé par les causses du Quercy, plateaux de calcaires jurassiques creusés de gouffres et de rivières souterraines, comme à Padirac. " +
      "Le Ségala, à l'est, appartient au socle cristallin, et la Bouriane, à l'ouest, est couverte de sables et d'argiles. " +
      "Les falaises des vallées du Lot, du Célé et de la Dordogne sont exposées aux chutes de blocs, comme à Rocamadour ou Saint-Cirq-Lapopie.",
    keyServices: ["Étude de conception G2", "Recherche de cavités karstiques", "Étude de stabilité de falaises"],
    specificRisks: ["Cavités karstiques", "Chutes de blocs", "Crues du Lot"],
    specificServices: ["Reconnaissance de vides par sondages destructifs"],
  },
  {
    code: "48",
    name: "Lozère",
    regionCode: "76",
    description: "En Lozère, granites, causses et schistes des Cévennes imposent des études adaptées au relief. Nous intervenons à Mende, Marvejols et Florac.",
    geologicalContext:
      "La Lozère associe les granites de la Margeride et du mont Lozère, les basaltes de l'Aubrac, les causses calcaires du Méjean et du Sauveterre et les schistes des Cévennes. " +
      "Les gorges du Tarn et de la Jonte entaillent profondément les causses, exposant les routes et les villages aux chutes de blocs. " +
      "Les épisodes cévenols provoquent des crues violentes, et les granites émettent du radon.",
    keyServices: ["Étude de stabilité de versants", "Étude de conception G2", "Sondages carottés"],
    specificRisks: ["Chutes de blocs", "Crues des épisodes cévenols", "Radon d'origine géologique"],
    specificServices: ["Études de fondations en terrain rocheux"],
  },
  {
    code: "65",
    name: "Hautes-Pyrénées",
    regionCode: "76",
    description: "Dans les Hautes-Pyrénées, sismicité moyenne, moraines et torrents concentrent les enjeux. Nous intervenons à Tarbes, Lourdes et dans les vallées.",
    geologicalContext:
      "Le sud du département appartient à la haute chaîne des Pyrénées, formée de granites, comme le Néouvielle, de schistes et de calcaires. " +
      "Les vallées glaciaires, autour de Lourdes et d'Argelès-Gazost, sont tapissées de moraines, et le plateau de Lannemezan est un cône de piémont de cailloutis argileux. " +
      "Le département est en zone de sismicité moyenne, et les crues de juin 2013 ont dévasté les vallées du gave de Pau.",
    keyServices: ["Classification sismique des sols (Eurocode 8)", "Étude de stabilité de versants", "Étude de conception G2"],
    specificRisks: ["Sismicité moyenne", "Crues torrentielles", "Glissements et chutes de blocs"],
    specificServices: ["Études de fondations parasismiques"],
  },
  {
    code: "66",
    name: "Pyrénées-Orientales",
    regionCode: "76",
    description:
      "Dans les Pyrénées-Orientales, crues violentes, sismicité et sols pliocènes de la plaine du Roussillon concentrent les enjeux. Nous intervenons à Perpignan et dans tout le département.",
    geologicalContext:
      "La plaine du Roussillon est comblée de sables, argiles et cailloutis pliocènes et quaternaires, qui renferment des nappes superposées. " +
      "Elle est dominée par le Canigou, de gneiss et de granites, par les Albères et la côte Vermeille, schisteuses, et par les calcaires des Fenouillèdes. " +
      "Le département est exposé à une sismicité modérée à moyenne et à des crues violentes de la Têt, du Tech et de l'Agly, comme lors de l'aiguat de 1940.",
    keyServices: ["Classification sismique des sols", "Étude de conception G2", "Étude préalable G1 (loi ELAN)"],
    specificRisks: ["Crues violentes", "Sismicité modérée à moyenne", "Retrait-gonflement des argiles"],
    specificServices: ["Études de fondations en zone inondable"],
  },
  {
    code: "81",
    name: "Tarn",
    regionCode: "76",
    description:
      "Dans le Tarn, molasses gonflantes de l'Albigeois et du Lauragais, socle de la Montagne Noire et ancien bassin minier de Carmaux composent des contextes variés. Nous intervenons à Albi, Castres et Gaillac.",
    geologicalContext:
      "L'ouest du Tarn, de l'Albigeois au Lauragais, est formé de molasses tertiaires argileuses fortement exposées au retrait-gonflement. " +
      "L'est et le sud appartiennent au socle de la Montagne Noire, des monts de Lacaune et du Sidobre, massif granitique réputé pour ses chaos de blocs. " +
      "Le bassin houiller de Carmaux a été exploité en galeries puis à ciel ouvert, et le Tarn a connu une crue historique en 1930.",
    keyServices: ["Étude préalable G1 (loi ELAN)", "Étude de conception G2", "Diagnostic G5 de fissures"],
    specificRisks: ["Retrait-gonflement des argiles", "Crues du Tarn", "Affaissements miniers"],
    specificServices: ["Essais d'identification des argiles"],
  },
  {
    code: "82",
    name: "Tarn-et-Garonne",
    regionCode: "76",
    description:
      "En Tarn-et-Garonne, molasses argileuses et terrasses inondables exposent les constructions aux fissures et aux crues. Nous intervenons à Montauban, Castelsarrasin et Moissac.",
    geologicalContext:
      "Le Tarn-et-Garonne est formé de coteaux de molasses tertiaires, argileuses et fortement exposées au retrait-gonflement. " +
      "Les vallées de la Garonne, du Tarn et de l'Aveyron sont occupées par des terrasses alluviales étagées, avec une nappe dans les graviers. " +
      "Le nord-est touche les causses calcaires du Quercy, et la crue du Tarn de 1930 a dévasté Montauban et Moissac.",
    keyServices: ["Étude préalable G1 (loi ELAN)", "Étude de conception G2", "Diagnostic G5 de fissures"],
    specificRisks: ["Retrait-gonflement des argiles", "Crues du Tarn et de la Garonne"],
    specificServices: ["Essais d'identification des argiles"],
  },

  // ---------------------------------------------------------------------------
  // Corse (94)
  // ---------------------------------------------------------------------------
  {
    code: "2A",
    name: "Corse-du-Sud",
    regionCode: "94",
    description:
      "En Corse-du-Sud, granites, arènes et falaises calcaires de Bonifacio exigent des études adaptées au relief. Nous intervenons à Ajaccio, Porto-Vecchio et Sartène.",
    geologicalContext:
      "La Corse-du-Sud appartient à la Corse occidentale, vaste batholite de granites hercyniens, comme ceux des calanques de Piana. " +
      "Ces granites sont altérés en arènes d'épaisseur variable et forment des versants raides exposés aux chutes de blocs. " +
      "Bonifacio est bâtie sur des falaises de calcaires miocènes en surplomb, et le département est en zone de sismicité très faible.",
    keyServices: ["Étude de conception G2 en terrain pentu", "Étude de stabilité de versants rocheux", "Sondages carottés"],
    specificRisks: ["Chutes de blocs", "Ravinement après incendies", "Érosion et effondrement de falaises"],
    specificServices: ["Études de fondations sur arène et rocher granitique"],
  },
  {
    code: "2B",
    name: "Haute-Corse",
    regionCode: "94",
    description:
      "En Haute-Corse, schistes lustrés, roches amiantifères et plaine orientale alluviale composent des contextes très différents. Nous intervenons à Bastia, Corte et Calvi.",
    geologicalContext:
      "Le nord-est de l'île, du cap Corse à Corte, appartient à la Corse alpine, formée de schistes lustrés et d'ophiolites comme les serpentinites. " +
      "Ces roches peuvent contenir de l'amiante naturel, ce qui impose des précautions lors des terrassements. " +
      "La Balagne est granitique, et la plaine orientale, autour d'Aléria, est formée d'alluvions et de sédiments récents.",
    keyServices: ["Étude de conception G2", "Étude de stabilité de versants", "Sondages carottés"],
    specificRisks: ["Amiante environnemental", "Glissements dans les schistes", "Crues torrentielles"],
    specificServices: ["Repérage géologique des formations susceptibles de contenir de l'amiante"],
  },

  // ---------------------------------------------------------------------------
  // Overseas departments
  // ---------------------------------------------------------------------------
  {
    code: "971",
    name: "Guadeloupe",
    regionCode: "01",
    description: "En Guadeloupe, sismicité forte, volcanisme et cyclones imposent des études de sol rigoureuses. Nous accompagnons les projets de Basse-Terre et de Grande-Terre.",
    geologicalContext:
      "La Basse-Terre est une île volcanique dominée par la Soufrière, volcan actif, tandis que la Grande-Terre et Marie-Galante sont des plateaux de calcaires récifaux. " +
      "Pointe-à-Pitre et la baie de Jarry sont en partie construites sur des remblais et des sols de mangrove compressibles, susceptibles de se liquéfier lors d'un séisme. " +
      "L'archipel est classé en zone de sismicité 5, la plus forte du zonage national, et exposé aux cyclones et aux glissements de terrain.",
    keyServices: ["Classification sismique des sols et étude de liquéfaction", "Étude de conception G2 (Eurocode 7 et 8)", "Étude de stabilité de versants"],
    specificRisks: ["Séismes (zone de sismicité 5)", "Liquéfaction des sols", "Cyclones et glissements de terrain"],
    specificServices: ["Essais CPT et pressiométriques pour l'analyse de liquéfaction"],
  },
  {
    code: "972",
    name: "Martinique",
    regionCode: "02",
    description:
      "En Martinique, sismicité forte, volcanisme de la montagne Pelée et glissements de terrain imposent des études de sol rigoureuses. Nous accompagnons les projets de Fort-de-France à tout le territoire.",
    geologicalContext:
      "La Martinique est une île volcanique dominée au nord par la montagne Pelée, volcan actif dont l'éruption de 1902 a détruit Saint-Pierre. " +
      "Les roches volcaniques sont altérées en sols argileux épais, sujets aux glissements sous les fortes pluies, et les argiles du sud sont sensibles au retrait-gonflement. " +
      "L'île est classée en zone de sismicité 5, et les sols de mangrove et remblais de Fort-de-France sont exposés à la liquéfaction.",
    keyServices: ["Classification sismique des sols et étude de liquéfaction", "Étude de conception G2 (Eurocode 7 et 8)", "Étude de stabilité de versants"],
    specificRisks: ["Séismes (zone de sismicité 5)", "Glissements de terrain", "Cyclones"],
    specificServices: ["Inclinomètres et études de confortement de versants"],
  },
  {
    code: "973",
    name: "Guyane",
    regionCode: "03",
    description:
      "En Guyane, argiles marines molles du littoral et altérites profondes du bouclier guyanais conditionnent les fondations. Nous accompagnons les projets de Cayenne, Kourou et Saint-Laurent-du-Maroni.",
    geologicalContext:
      "L'intérieur de la Guyane appartient au bouclier guyanais, socle précambrien de granites, de gneiss et de roches vertes, altéré sur des dizaines de mètres en latérites et saprolites. " +
      "La plaine côtière est formée d'argiles marines très molles déposées par les vases de l'Amazone, interrompues par d'anciens cordons sableux. " +
      "Les collines de Cayenne sont exposées aux glissements, comme celui du mont Cabassou en 2000, et la Guyane est en zone de sismicité très faible.",
    keyServices: ["Étude de conception G2 sur sols compressibles", "Étude de stabilité de versants", "Sondages pressiométriques et CPT"],
    specificRisks: ["Tassements des argiles marines molles", "Glissements de terrain", "Érosion côtière"],
    specificServices: ["Essais œdométriques et calcul de consolidation"],
  },
  {
    code: "974",
    name: "La Réunion",
    regionCode: "04",
    description:
      "À La Réunion, volcanisme, cyclones et glissements de terrain dans les cirques imposent des études de sol adaptées. Nous accompagnons les projets du littoral aux Hauts.",
    geologicalContext:
      "La Réunion est formée de deux volcans boucliers, le Piton des Neiges, éteint, et le Piton de la Fournaise, l'un des volcans les plus actifs du monde. " +
      "Les coulées basaltiques alternent avec des scories et peuvent renfermer des tunnels de lave, et l'érosion a creusé les cirques de Salazie, Cilaos et Mafate, où de grands glissements sont actifs. " +
      "Les pluies cycloniques, parmi les plus intenses au monde, provoquent crues de ravines et éboulements, et l'île est en zone de sismicité faible.",
    keyServices: ["Étude de conception G2", "Étude de stabilité de versants et de ravines", "Sondages carottés"],
    specificRisks: ["Glissements de terrain et éboulements", "Cyclones et crues de ravines", "Cavités dans les coulées basaltiques"],
    specificServices: ["Recherche de tunnels de lave et de vides dans les scories", "Suivi de glissements"],
  },
  {
    code: "976",
    name: "Mayotte",
    regionCode: "06",
    description:
      "À Mayotte, sols volcaniques altérés, érosion et activité sismo-volcanique récente imposent des études adaptées. Nous accompagnons les projets de Mamoudzou et de Petite-Terre.",
    geologicalContext:
      "Mayotte est une île volcanique ancienne, dont les roches sont altérées en sols argileux latéritiques sensibles à l'érosion et aux glissements. " +
      "Les padzas, versants dénudés et ravinés, témoignent de la fragilité de ces sols sous les pluies tropicales. " +
      "Depuis 2018, la naissance du volcan sous-marin Fani Maoré au large de l'île s'est accompagnée de séismes et d'un affaissement de l'île, et le cyclone Chido a frappé Mayotte en 2024.",
    keyServices: ["Étude de conception G2", "Classification sismique des sols", "Étude de stabilité de versants"],
    specificRisks: ["Séismes (zone de sismicité 3)", "Glissements et érosion des sols", "Cyclones"],
    specificServices: ["Études de fondations parasismiques"],
  },
] satisfies Array<SeedDepartment>;
