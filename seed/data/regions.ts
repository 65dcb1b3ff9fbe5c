// The 18 French regions (13 metropolitan + 5 single-department overseas regions).
// The five detailed regions (see departments-detailed.ts) get full content; the others get
// short but accurate content. geologicalContext sentences are sorted by the page into
// five themes (general geology, lithology, relief, hydrology, geotechnical issues),
// so each sentence deals with one theme and ends with a period.
import type { SeedRegion } from "../types.ts";

export const regions = [
  // ---------------------------------------------------------------------------
  // Detailed regions
  // ---------------------------------------------------------------------------
  {
    code: "11",
    slug: "ile-de-france",
    name: "Île-de-France",
    description:
      "Gypse, anciennes carrières et argiles gonflantes : le sous-sol francilien exige des études de sol rigoureuses. Notre bureau d'études parisien intervient dans les huit départements, de la maison individuelle à l'immeuble avec sous-sols.",
    intro: `Le sous-sol de l'Île-de-France est l'un des plus contraignants de France pour les constructeurs. Des siècles d'extraction de calcaire et de gypse ont laissé des centaines de kilomètres de galeries sous Paris et la petite couronne, le gypse peut se dissoudre au contact des eaux souterraines, et les argiles du Bassin parisien gonflent et se rétractent au rythme des saisons. Chaque projet, du pavillon en grande couronne à l'immeuble à plusieurs niveaux de sous-sol en cœur de ville, doit donc être conçu à partir d'une reconnaissance adaptée à ces aléas.

Installé à Paris, notre bureau d'études réalise dans toute la région les missions géotechniques G1 à G5 de la norme NF P 94-500, les études de sol imposées par la loi ELAN, les reconnaissances d'anciennes carrières et les diagnostics de bâtiments sinistrés. Nous connaissons les contraintes locales : prescriptions de l'Inspection générale des carrières, zones de dissolution du gypse, plans de prévention des risques, niveaux des nappes et travaux en mitoyenneté dans un tissu urbain dense.`,
    geologicalContext:
      "L'Île-de-France occupe le centre du Bassin parisien, une vaste cuvette sédimentaire où se sont succédé pendant des dizaines de millions d'années des dépôts marins, lagunaires et lacustres. " +
      "Sous Paris, cet empilement tertiaire repose sur la craie du Crétacé supérieur, qui affleure à Meudon et s'enfonce vers le nord et l'est. " +
      "Le calcaire grossier du Lutétien, pierre à bâtir de Paris exploitée en galeries souterraines depuis le Moyen Âge, constitue la formation porteuse de la rive gauche et du sud de la petite couronne. " +
      "Au nord et à l'est, les masses de gypse du Ludien, exploitées pour le plâtre à Montmartre, Belleville ou Romainville, sont surmontées par les marnes supragypseuses et les argiles vertes de Romainville. " +
      "Les sables de Fontainebleau du Stampien, coiffés par la meulière sur les buttes du nord et par le calcaire de Beauce au sud, forment les buttes témoins et les plateaux méridionaux. " +
      "Le relief associe de vastes plateaux (Brie, Beauce, Vexin, Hurepoix), des buttes témoins comme Montmartre ou l'Hautil et les vallées de la Seine, de la Marne et de l'Oise qui les entaillent. " +
      "Les alluvions anciennes et modernes des vallées renferment une nappe en relation directe avec la Seine et la Marne, dont le niveau remonte lors des crues et conditionne la conception des sous-sols. " +
      "En profondeur, plusieurs nappes se superposent, de l'aquifère du calcaire de Champigny sous la Brie à la nappe captive de l'Albien, ce qui impose des piézomètres pour fixer les niveaux d'eau de projet. " +
      "Les anciennes carrières, cartographiées à Paris par l'Inspection générale des carrières, exposent les constructions au risque de fontis et d'effondrement si les vides ne sont pas comblés ou si les fondations ne sont pas reportées sous leur niveau. " +
      "Le gypse est une roche soluble qui peut former des poches de dissolution, un risque encadré par des zonages spécifiques à Paris et en Seine-Saint-Denis. " +
      "Le retrait-gonflement des argiles vertes, des argiles plastiques et des marnes, ainsi que les tassements différentiels sur remblais et alluvions tourbeuses, sont les principales causes de sinistres sur les fondations superficielles.",
    keyServices: [
      "Étude géotechnique préalable G1 (ES et PGC) et étude préalable loi ELAN pour la vente de terrains",
      "Étude géotechnique de conception G2 (AVP, PRO, DCE/ACT)",
      "Reconnaissance d'anciennes carrières et de zones de dissolution du gypse",
      "Sondages pressiométriques Ménard, carottés et pénétrométriques",
      "Étude hydrogéologique et suivi piézométrique des nappes",
      "Supervision géotechnique d'exécution G4",
      "Diagnostic géotechnique G5 de bâtiments fissurés",
    ],
    specificRisks: [
      "Fontis et effondrements liés aux anciennes carrières de calcaire grossier et de gypse",
      "Dissolution du gypse ludien et antéludien",
      "Retrait-gonflement des argiles vertes, des argiles plastiques et des marnes",
      "Tassements différentiels sur alluvions compressibles, tourbes et remblais",
      "Inondation par débordement de la Seine et de la Marne et remontée de nappe",
      "Instabilité des coteaux argileux et des talus de fouille",
    ],
    specificServices: [
      "Recherche de vides par sondages destructifs avec enregistrement des paramètres de forage, selon les prescriptions de l'Inspection générale des carrières",
      "Dimensionnement et contrôle des injections de comblement et de consolidation",
      "Étude des parois moulées, blindages et rabattements de nappe en site urbain dense",
      "Études loi ELAN (étude préalable et étude de conception) en zone d'exposition moyenne ou forte au retrait-gonflement",
      "Suivi des avoisinants (fissuromètres, nivellement) pendant les terrassements",
    ],
    specificChallenges: [
      "Réaliser des reconnaissances sur des parcelles exiguës, en mitoyenneté ou en site occupé",
      "Protéger les bâtiments voisins lors des terrassements et des reprises en sous-œuvre",
      "Concilier plusieurs niveaux de sous-sol avec des nappes superposées",
      "Anticiper les prescriptions des plans de prévention des risques (carrières, gypse, inondation)",
    ],
    keyProjects: [
      {
        title: "Immeuble de logements au-dessus d'anciennes carrières",
        description:
          "Mission G2 AVP et PRO pour un promoteur privé : sondages destructifs avec enregistrement des paramètres jusqu'au mur du calcaire grossier, sondages pressiométriques, comparaison entre injection des vides et fondations profondes traversant le niveau exploité, puis rédaction des pièces techniques pour la consultation des entreprises.",
        location: "Paris 14e arrondissement",
      },
      {
        title: "Extension d'un groupe scolaire en zone de gypse",
        description:
          "Étude G2 pour une collectivité : recherche de vides et de poches de dissolution dans les masses de gypse, essais de perméabilité, préconisations de traitement par injection et de gestion des eaux pluviales pour éviter toute infiltration concentrée au droit du bâtiment.",
        location: "Seine-Saint-Denis",
      },
      {
        title: "Lotissement en zone d'exposition forte au retrait-gonflement",
        description:
          "Études préalables loi ELAN pour un aménageur : sondages à la tarière et à la pelle, essais d'identification (teneur en eau, VBS, limites d'Atterberg) et recommandations de profondeur d'ancrage transmises aux futurs constructeurs.",
        location: "Seine-et-Marne",
      },
    ],
    caseStudies: [
      {
        title: "Pavillon fissuré après une sécheresse",
        description:
          "Diagnostic G5 d'une maison fondée superficiellement sur les argiles vertes : fouilles au droit des fondations, mesures de teneur en eau et de limites d'Atterberg, repérage des arbres proches, puis préconisation d'une reprise en sous-œuvre par micropieux et d'un écran anti-racines.",
      },
      {
        title: "Deux niveaux de sous-sol en bord de Seine",
        description:
          "Mission G2 PRO puis supervision G4 : piézomètres suivis sur plusieurs mois, essai de pompage, vérification d'une paroi moulée fichée dans un horizon peu perméable et contrôle des mouvements des immeubles voisins pendant les terrassements.",
      },
    ],
    metropolitan: true,
  },
  {
    code: "84",
    slug: "auvergne-rhone-alpes",
    name: "Auvergne-Rhône-Alpes",
    description:
      "Alpes, volcans d'Auvergne et vallée du Rhône : des sols très contrastés, exposés aux glissements de terrain et aux séismes. Nos études intègrent pentes, nappes alluviales et Eurocode 8.",
    intro: `Auvergne-Rhône-Alpes réunit sur un même territoire les volcans de la chaîne des Puys et du Cantal, les massifs cristallins du Massif central, la vallée du Rhône et de la Saône et les chaînes alpines et jurassiennes. Cette diversité se retrouve dans les projets : fondations sur coulées basaltiques en Auvergne, soutènements de versants en Savoie, parkings enterrés dans la nappe de l'Est lyonnais ou bâtiments sur les argiles lacustres de la cuvette grenobloise.

Nous accompagnons les maîtres d'ouvrage publics et privés de la région de l'étude préalable G1 à la supervision d'exécution G4. Nos études tiennent compte des plans de prévention des risques naturels, très nombreux en montagne, de la sismicité (zones 3 et 4 du zonage réglementaire, calculs selon l'Eurocode 8) et des exigences de la loi ELAN dans les secteurs argileux de la Limagne, de la Bresse et de la vallée du Rhône.`,
    geologicalContext:
      "La région juxtapose trois grands ensembles géologiques : le Massif central à l'ouest, le couloir rhodanien au centre et les chaînes alpines et jurassiennes à l'est. " +
      "Le socle granitique et métamorphique du Massif central porte les édifices volcaniques de la chaîne des Puys, du Cantal et du Velay, dont les coulées basaltiques, scories et cendres forment des formations très hétérogènes. " +
      "Le Bas-Dauphiné et l'avant-pays savoyard sont couverts par la molasse miocène, des sables et grès plus ou moins cimentés, sur lesquels les glaciers quaternaires ont abandonné des moraines argileuses à blocs et des alluvions fluvio-glaciaires. " +
      "Les calcaires urgoniens du Vercors et de la Chartreuse et les calcaires jurassiques du Bugey forment des massifs karstiques parcourus de cavités et de conduits. " +
      "Le relief est très contrasté, des plaines de la Limagne, de la Bresse et de la Dombes aux vallées glaciaires du Grésivaudan, de la Maurienne et de la Tarentaise dominées par de hauts versants. " +
      "Le Rhône, la Saône, l'Isère et l'Allier s'accompagnent de nappes alluviales abondantes, comme celle de l'Est lyonnais, qui imposent de maîtriser les venues d'eau dans les fouilles. " +
      "Dans les massifs calcaires, l'eau circule rapidement par le réseau karstique et resurgit en sources, ce qui rend la vulnérabilité des nappes élevée et les niveaux d'eau difficiles à prévoir. " +
      "Les mouvements de terrain (glissements, chutes de blocs, laves torrentielles) sont fréquents dans les Alpes et sur les versants volcaniques, et de nombreuses communes sont couvertes par un plan de prévention des risques naturels. " +
      "La région est classée en zones de sismicité 3 et 4, la zone 4 couvrant notamment Grenoble, Chambéry et Annecy, ce qui impose l'Eurocode 8 et, en présence de sables saturés, une vérification du risque de liquéfaction. " +
      "Les argiles lacustres de la cuvette grenobloise et des lacs savoyards et les tourbes des marais provoquent des tassements importants et conduisent souvent à des fondations profondes.",
    keyServices: [
      "Étude géotechnique préalable G1 et étude de conception G2",
      "Étude de stabilité de versants, de talus et de soutènements",
      "Classification sismique des sols et étude de liquéfaction (Eurocode 8)",
      "Sondages pressiométriques et carottés en terrain rocheux, morainique ou volcanique",
      "Étude hydrogéologique en nappe alluviale et dimensionnement de rabattement",
      "Supervision géotechnique d'exécution G4",
    ],
    specificRisks: [
      "Glissements de terrain, chutes de blocs et laves torrentielles",
      "Séismes (zones de sismicité 3 et 4)",
      "Cavités karstiques dans les massifs calcaires du Jura, du Vercors et de la Chartreuse",
      "Tassements sur argiles lacustres et tourbes des cuvettes alpines",
      "Retrait-gonflement des argiles en Limagne, en Bresse et dans la vallée du Rhône",
      "Affaissements miniers dans les anciens bassins houillers de la Loire",
    ],
    specificServices: [
      "Études de stabilité de pente et dimensionnement de murs, clouages et ancrages",
      "Reconnaissance des terrains volcaniques hétérogènes (coulées, scories, pouzzolanes)",
      "Étude de liquéfaction à partir d'essais au pénétromètre statique (CPT) et de granulométries",
      "Dimensionnement des rabattements de nappe dans les alluvions du Rhône et de l'Isère",
    ],
    specificChallenges: [
      "Construire sur des pentes en respectant les prescriptions des PPRN multirisques",
      "Caractériser des moraines où blocs et matrice argileuse alternent sur quelques mètres",
      "Intégrer les exigences parasismiques dès la conception des fondations",
      "Accéder aux sites de montagne avec des moyens de forage adaptés",
    ],
    keyProjects: [
      {
        title: "Extension d'un établissement sur une balme lyonnaise",
        description:
          "Mission G2 AVP et PRO pour un établissement d'enseignement privé : sondages carottés jusqu'au socle cristallin, inclinomètre en tête de versant, étude de stabilité du coteau et dimensionnement d'un soutènement par parois clouées.",
        location: "Lyon 5e arrondissement (Rhône)",
      },
      {
        title: "Résidence de tourisme sur versant instable",
        description:
          "Étude G2 pour un promoteur : reconnaissance des moraines et du substratum marneux, suivi piézométrique, calculs de stabilité avant et après terrassement, drainage du versant et fondations sur pieux ancrés dans le rocher.",
        location: "Haute-Savoie",
      },
      {
        title: "Plateforme logistique sur alluvions fluvio-glaciaires",
        description:
          "Mission G2 pour un investisseur : sondages pressiométriques, essais à la plaque pour le dallage, classification GTR des matériaux de terrassement et recommandations pour les eaux pluviales au-dessus de la nappe de l'Est lyonnais.",
        location: "Est lyonnais (Rhône)",
      },
    ],
    caseStudies: [
      {
        title: "Maison fissurée sur une ancienne coulée volcanique",
        description:
          "Diagnostic G5 d'une maison dont une partie repose sur une coulée basaltique et l'autre sur des scories remaniées : sondages et pénétromètre dynamique, mise en évidence d'un tassement différentiel et préconisation de micropieux sous la partie la plus compressible.",
      },
      {
        title: "Soutènement d'un lotissement en pente",
        description:
          "Étude G2 et supervision G4 d'un mur de soutènement en terrain morainique : reconnaissance à la pelle et par sondages, essais de cisaillement en laboratoire, drainage à l'arrière du mur et contrôle des déplacements pendant les travaux.",
      },
    ],
    metropolitan: true,
  },
  {
    code: "93",
    slug: "provence-alpes-cote-d-azur",
    name: "Provence-Alpes-Côte d'Azur",
    description:
      "Calcaires karstiques, argiles gonflantes, gypse et séismes : en Provence, chaque terrain demande une étude de sol adaptée. Nous intervenons du littoral aux Alpes du Sud.",
    intro: `La région Provence-Alpes-Côte d'Azur concentre une grande variété de risques géotechniques sur un territoire très urbanisé : argiles sensibles au retrait-gonflement dans les bassins de Marseille, d'Aix et du centre-Var, cavités karstiques dans les plateaux calcaires, gypse triasique soluble, falaises et versants instables, crues méditerranéennes soudaines et sismicité parmi les plus élevées de métropole dans les Alpes-Maritimes et les Alpes du Sud.

Nous réalisons dans la région des études géotechniques G1 à G5, des études loi ELAN pour la vente de terrains et la construction de maisons, des recherches de cavités et des études de stabilité de pentes. Nos recommandations tiennent compte des plans de prévention des risques (mouvements de terrain, inondation, séisme) et des étés secs qui aggravent les mouvements des sols argileux.`,
    geologicalContext:
      "La Provence appartient aux chaînes plissées provençales et subalpines, formées lors des compressions pyrénéo-provençale puis alpine et bordées à l'est par les massifs anciens des Maures, du Tanneron et par l'Esterel volcanique. " +
      "Les calcaires du Jurassique et du Crétacé, dont les calcaires urgoniens des Calanques, de la Sainte-Baume et du Ventoux, forment l'ossature des reliefs et sont largement karstifiés. " +
      "Les bassins de Marseille, d'Aix-en-Provence et de l'arrière-pays varois sont remplis de marnes, d'argiles et de poudingues oligocènes et crétacés, des formations souvent sensibles au retrait-gonflement. " +
      "Le gypse et les marnes du Trias, fréquents dans le Var, les Alpes-de-Haute-Provence et les Alpes-Maritimes, sont des roches solubles et mécaniquement médiocres. " +
      "Le relief passe en quelques kilomètres du littoral aux plateaux karstiques (Vaucluse, Canjuers) et aux massifs alpins, avec des pentes raides propices aux chutes de blocs et aux glissements. " +
      "Les cours d'eau méditerranéens (Durance, Var, Argens, Huveaune) connaissent des crues brutales, et leurs plaines alluviales comme la Crau renferment des nappes importantes. " +
      "Dans les massifs calcaires, l'eau s'infiltre par les avens et circule dans des conduits karstiques qui alimentent des sources comme la Fontaine-de-Vaucluse. " +
      "Une grande partie des Alpes-Maritimes, des Alpes-de-Haute-Provence et des Hautes-Alpes ainsi que le secteur de la moyenne Durance sont classés en zone de sismicité 4, et le séisme de Lambesc de 1909 rappelle le risque en Provence. " +
      "Le retrait-gonflement des argiles, avec une exposition forte dans une partie des Bouches-du-Rhône et du Var, est à l'origine de nombreux sinistres sur les maisons à fondations superficielles. " +
      "Les cavités karstiques, la dissolution du gypse et les anciennes exploitations minières de lignite et de bauxite imposent une recherche de vides avant de fonder un ouvrage.",
    keyServices: [
      "Étude géotechnique préalable G1 et étude préalable loi ELAN",
      "Étude géotechnique de conception G2 pour maisons et immeubles",
      "Recherche de cavités karstiques et de poches de gypse",
      "Étude de stabilité de pentes, de falaises et de parois rocheuses",
      "Classification sismique des sols selon l'Eurocode 8",
      "Diagnostic géotechnique G5 après sécheresse",
    ],
    specificRisks: [
      "Retrait-gonflement des argiles, avec une exposition forte dans une partie des Bouches-du-Rhône et du Var",
      "Cavités karstiques et dissolution du gypse triasique",
      "Séismes (zones de sismicité 2 à 4)",
      "Chutes de blocs et glissements de terrain",
      "Crues méditerranéennes soudaines et ruissellement",
      "Recul des falaises et érosion du littoral",
    ],
    specificServices: [
      "Recherche de cavités par sondages destructifs enregistrés et géophysique",
      "Études de stabilité de falaises et préconisations de confortement (filets, ancrages, purges)",
      "Détermination de la classe de sol sismique et étude de liquéfaction des alluvions",
      "Études loi ELAN et conception de fondations ancrées sous la zone sensible à la dessiccation",
    ],
    specificChallenges: [
      "Fonder sur des terrains où rocher karstique et remplissages argileux alternent sur quelques mètres",
      "Construire sur les collines urbanisées de Marseille, Toulon et Nice",
      "Gérer les eaux pluviales sans aggraver le ravinement ni la dissolution",
      "Adapter les fondations à des sécheresses estivales prolongées",
    ],
    keyProjects: [
      {
        title: "Villa sur restanques en forte pente",
        description:
          "Étude G2 AVP pour un particulier : sondages carottés et pressiométriques, relevé des murs de restanques existants, étude de stabilité du versant et fondations sur micropieux ancrés dans le calcaire sain.",
        location: "Collines de Nice (Alpes-Maritimes)",
      },
      {
        title: "Résidence sur argiles et marnes oligocènes",
        description:
          "Mission G2 AVP et PRO pour un bailleur social : essais pressiométriques, essais de gonflement en laboratoire, choix de fondations semi-profondes, vide sanitaire et dispositions de drainage pour limiter les variations de teneur en eau sous l'ouvrage.",
        location: "Marseille (Bouches-du-Rhône)",
      },
      {
        title: "Bassin de rétention en zone karstique",
        description:
          "Étude G2 pour une collectivité : reconnaissance géophysique et sondages destructifs pour rechercher les vides, essais de perméabilité et recommandations d'étanchéité pour éviter toute infiltration concentrée dans le karst.",
        location: "Centre-Var",
      },
    ],
    caseStudies: [
      {
        title: "Sinistre sécheresse sur une maison du pays d'Aix",
        description:
          "Diagnostic G5 d'une maison fissurée : sondages au droit des semelles, profils de teneur en eau, limites d'Atterberg et VBS des marnes d'assise, puis préconisation d'une reprise en sous-œuvre et d'un trottoir périphérique étanche.",
      },
      {
        title: "Affaissement de voirie au-dessus d'une poche de gypse",
        description:
          "Investigation pour une commune après l'apparition d'un affaissement : sondages destructifs enregistrés, mise en évidence de vides de dissolution dans le gypse du Trias et dimensionnement d'un comblement par injection gravitaire.",
      },
    ],
    metropolitan: true,
  },
  {
    code: "28",
    slug: "normandie",
    name: "Normandie",
    description:
      "Craie à silex, marnières et falaises à l'est, socle armoricain à l'ouest : la Normandie présente des risques de sol spécifiques. Nous réalisons recherches de cavités et études de fondations.",
    intro: `La Normandie est partagée entre deux mondes géologiques. À l'est, les plateaux crayeux du Pays de Caux, du Vexin normand et du Lieuvin sont criblés de marnières, ces anciennes carrières souterraines creusées pour amender les champs, et bordés sur la Manche par des falaises en recul. À l'ouest, le Massif armoricain de la Manche, du Bocage et de l'ouest de l'Orne offre des granites, des grès et des schistes plus résistants, mais souvent altérés en surface.

Nous intervenons dans les cinq départements normands pour les études G1 à G5, la levée de doute sur les indices de cavités, les études de fondations en vallée de Seine et en zones portuaires et les études d'infiltration des eaux pluviales. Nos recommandations intègrent les périmètres de risque liés aux cavités souterraines inscrits dans les documents d'urbanisme, les plans de prévention des risques et les contraintes du littoral.`,
    geologicalContext:
      "La Normandie se partage entre le Bassin parisien à l'est, aux terrains sédimentaires du Jurassique et du Crétacé, et le Massif armoricain à l'ouest, formé de roches anciennes. " +
      "La craie à silex du Crétacé supérieur constitue le substratum du Pays de Caux, du Vexin normand et de l'Eure, recouverte par les argiles à silex et par des limons des plateaux d'épaisseur variable. " +
      "Dans la plaine de Caen et le Bessin, les calcaires du Jurassique moyen, dont la pierre de Caen, alternent avec des marnes, tandis que le Pays d'Auge associe craie, sables et argiles. " +
      "À l'ouest, le Massif armoricain expose des granites, des grès armoricains et des schistes, souvent transformés en surface en altérites argilo-sableuses. " +
      "Le relief est formé de plateaux entaillés par la vallée de la Seine et par de nombreuses vallées sèches, qui se terminent sur la Manche par des falaises de craie hautes de plusieurs dizaines de mètres. " +
      "La nappe de la craie, principale ressource en eau de l'est de la région, circule dans un réseau karstique où les bétoires engouffrent les eaux de ruissellement. " +
      "Les basses vallées et les marais de la Seine, de la Dives et du Cotentin associent une nappe proche de la surface à des alluvions tourbeuses et des vases compressibles. " +
      "Les marnières se comptent par dizaines de milliers en Seine-Maritime et dans l'Eure et provoquent régulièrement des effondrements, un risque qui impose une levée de doute avant toute construction sur un indice recensé. " +
      "Le recul des falaises littorales et les glissements de terrain sur les argiles et marnes, comme aux Vaches Noires, menacent les constructions proches du trait de côte. " +
      "Les argiles à silex, les limons et les alluvions de fond de vallée exposent les fondations superficielles aux tassements différentiels et, pour certaines formations argileuses, au retrait-gonflement.",
    keyServices: [
      "Recherche de marnières et de cavités souterraines",
      "Étude géotechnique préalable G1 et étude de conception G2",
      "Étude de stabilité de falaises et de versants",
      "Sondages pressiométriques et essais de laboratoire",
      "Étude d'infiltration des eaux pluviales (essais Porchet et Matsuo)",
      "Diagnostic géotechnique G5 de bâtiments sinistrés",
    ],
    specificRisks: [
      "Effondrements liés aux marnières et aux carrières souterraines",
      "Bétoires et effondrements karstiques dans la craie",
      "Recul des falaises littorales",
      "Glissements de terrain sur argiles et marnes (Pays d'Auge, Vaches Noires)",
      "Tassements sur tourbes et vases des marais et estuaires",
      "Ruissellement, coulées boueuses et remontées de nappe",
    ],
    specificServices: [
      "Levée de doute sur indices de cavités (décapage, sondages destructifs, géophysique)",
      "Études permettant de lever ou de réduire un périmètre de risque autour d'une marnière",
      "Diagnostic de falaises et préconisations de confortement",
      "Études de fondations sur alluvions et remblais portuaires",
    ],
    specificChallenges: [
      "Lever le doute sur un indice de cavité avant d'acheter ou de construire",
      "Composer avec une couverture d'argiles à silex et de limons d'épaisseur irrégulière",
      "Fonder en fond de vallée sur des alluvions compressibles",
      "Gérer l'infiltration des eaux pluviales sans réactiver de bétoires",
    ],
    keyProjects: [
      {
        title: "Lotissement sur plateau crayeux",
        description:
          "Étude G1 et levée de doute pour un aménageur : analyse des archives et de l'inventaire des cavités, décapages, sondages destructifs enregistrés sur une maille resserrée autour des indices, puis recommandations pour le plan de composition.",
        location: "Pays de Caux (Seine-Maritime)",
      },
      {
        title: "Bâtiment d'activités en zone portuaire",
        description:
          "Mission G2 AVP et PRO pour un investisseur : essais au pénétromètre statique et pressiométriques dans les alluvions et remblais de l'estuaire, piézomètres, fondations sur pieux et dallage sur sol traité.",
        location: "Le Havre (Seine-Maritime)",
      },
    ],
    caseStudies: [
      {
        title: "Indice de marnière sur une parcelle à bâtir",
        description:
          "Un terrain grevé d'un périmètre de risque a fait l'objet d'un décapage et de sondages destructifs jusque sous le niveau d'exploitation probable ; l'absence de vide ayant été démontrée dans le périmètre étudié, le dossier a pu être présenté à la commune pour la levée de la contrainte.",
      },
      {
        title: "Maison fissurée sur les argiles du Pays d'Auge",
        description:
          "Diagnostic G5 : sondages à la tarière et pénétromètre dynamique, essais d'identification des argiles d'assise, mise en évidence d'un glissement lent du versant et préconisation de drainage et de fondations ancrées sous la zone mobilisée.",
      },
    ],
    metropolitan: true,
  },
  {
    code: "52",
    slug: "pays-de-la-loire",
    name: "Pays de la Loire",
    description:
      "Socle armoricain, alluvions de la Loire et marais littoraux : des sols variés où tassements et submersion guident la conception. Nous intervenons de Nantes au Mans.",
    intro: `Les Pays de la Loire s'étendent sur le Massif armoricain à l'ouest et sur la bordure du Bassin parisien à l'est, de part et d'autre d'un fleuve qui a déposé d'épaisses alluvions jusqu'à son estuaire. Les constructeurs y rencontrent des situations très différentes : rocher altéré de façon irrégulière dans le bocage, vases compressibles sur l'île de Nantes et autour de l'estuaire, marais littoraux de Vendée, tuffeau creusé de caves en Anjou, sables et argiles du Maine dans la Sarthe.

Nous réalisons dans les cinq départements de la région les études géotechniques G1 à G5, les études loi ELAN, les diagnostics de sinistres et les études hydrogéologiques. Nos recommandations intègrent les plans de prévention des risques d'inondation de la Loire et de ses affluents, les plans de prévention des risques littoraux et la présence de cavités souterraines.`,
    geologicalContext:
      "La région se partage entre le Massif armoricain, qui occupe la Loire-Atlantique, la Vendée, la Mayenne et l'ouest du Maine-et-Loire, et la bordure sud-ouest du Bassin parisien dans la Sarthe et l'est de l'Anjou. " +
      "Le socle armoricain est formé de schistes, micaschistes, gneiss et granites, souvent recouverts d'altérites argilo-sableuses dont l'épaisseur varie fortement d'un point à l'autre. " +
      "Dans la Sarthe et le Saumurois, les formations sédimentaires du Jurassique et du Crétacé dominent, avec les sables du Maine, des argiles, des marnes et la craie tuffeau du Turonien. " +
      "Le sud de la Vendée appartient à la bordure du Bassin aquitain, avec une plaine de calcaires et de marnes jurassiques. " +
      "Le relief est modeste, fait de plateaux bocagers, de collines comme les Coëvrons et le mont des Avaloirs en Mayenne, et de vastes zones basses autour de l'estuaire et du littoral. " +
      "La Loire et ses affluents (Maine, Sarthe, Mayenne, Loir) déposent des alluvions sableuses et argileuses dont la nappe est en relation directe avec le niveau de la rivière. " +
      "L'estuaire de la Loire, la Brière, le marais breton et le marais poitevin sont des zones humides où l'eau est proche de la surface et où les vases et tourbes reposent sur le substratum. " +
      "Les vases de l'estuaire et des marais et les remblais récents provoquent des tassements importants et différés, qui conduisent souvent à des fondations profondes ou à un préchargement. " +
      "Les caves et carrières souterraines creusées dans le tuffeau de l'Anjou et de la vallée du Loir présentent un risque d'effondrement, de même que les anciennes ardoisières. " +
      "Le retrait-gonflement des argiles, la submersion marine sur le littoral vendéen, rappelée par la tempête Xynthia en 2010, et l'altération irrégulière du socle sont les autres enjeux géotechniques majeurs.",
    keyServices: [
      "Étude géotechnique préalable G1 et étude préalable loi ELAN",
      "Étude géotechnique de conception G2 (AVP, PRO)",
      "Sondages pressiométriques et essais au pénétromètre statique en sols mous",
      "Étude hydrogéologique et suivi piézométrique",
      "Reconnaissance de cavités souterraines",
      "Diagnostic géotechnique G5 de bâtiments sinistrés",
    ],
    specificRisks: [
      "Tassements sur vases estuariennes, tourbes et remblais",
      "Inondation par la Loire et ses affluents",
      "Submersion marine et érosion côtière",
      "Retrait-gonflement des argiles",
      "Effondrement de caves, de carrières de tuffeau et d'anciennes ardoisières",
    ],
    specificServices: [
      "Fondations profondes sur vases de l'estuaire et suivi des tassements",
      "Reconnaissance des caves et carrières de tuffeau",
      "Études de remblais et de préchargement en zone de marais",
      "Caractérisation des altérites du socle par essais pressiométriques et de laboratoire",
    ],
    specificChallenges: [
      "Prévoir l'amplitude et la durée des tassements sur sols mous",
      "Détecter les variations brutales de profondeur du rocher sain sous les altérites",
      "Concevoir des ouvrages compatibles avec les zones inondables et submersibles",
      "Construire au-dessus ou à proximité de cavités souterraines",
    ],
    keyProjects: [
      {
        title: "Immeuble de bureaux sur les vases de l'île de Nantes",
        description:
          "Mission G2 AVP et PRO pour un promoteur : essais au pénétromètre statique et pressiométriques, essais œdométriques sur les vases, piézomètres, fondations sur pieux ancrés dans le socle et étude du frottement négatif lié aux remblais.",
        location: "Nantes (Loire-Atlantique)",
      },
      {
        title: "Réhabilitation d'un habitat troglodytique",
        description:
          "Étude pour une collectivité : inspection des caves creusées dans le tuffeau, relevé des fissures et des piliers, sondages depuis la surface et préconisations de confortement (piliers maçonnés, boulonnage, comblement partiel).",
        location: "Saumurois (Maine-et-Loire)",
      },
      {
        title: "Entrepôt sur sables et argiles du Maine",
        description:
          "Mission G2 pour un investisseur : sondages pressiométriques, essais d'identification des sables et argiles cénomaniens, classification GTR pour les terrassements et essais à la plaque pour le dallage.",
        location: "Agglomération du Mans (Sarthe)",
      },
    ],
    caseStudies: [
      {
        title: "Maison sur altérites de schiste",
        description:
          "Étude de conception G2 pour une maison en bordure de vallée : les sondages ont révélé un rocher sain à des profondeurs très variables sous l'emprise, ce qui a conduit à approfondir les semelles côté aval pour homogénéiser l'assise.",
      },
      {
        title: "Lotissement en zone de marais",
        description:
          "Étude G2 pour un aménageur : essais au pénétromètre statique dans le bri et les vases, calcul des tassements des voiries et des remblais, préchargement avec suivi par tassomètres avant la réalisation des réseaux.",
      },
    ],
    metropolitan: true,
  },

  // ---------------------------------------------------------------------------
  // Other metropolitan regions (short content)
  // ---------------------------------------------------------------------------
  {
    code: "24",
    slug: "centre-val-de-loire",
    name: "Centre-Val de Loire",
    description:
      "Calcaires de Beauce, tuffeau de Touraine, sables de Sologne et argiles du Berry : une région sédimentaire où cavités et retrait-gonflement des argiles guident les études de sol. Nous y réalisons études préalables, études de conception et recherches de cavités.",
    intro:
      "Le Centre-Val de Loire occupe la partie sud du Bassin parisien, traversée par la Loire et ses affluents. Les caves et carrières de tuffeau, les effondrements karstiques du calcaire de Beauce et le retrait-gonflement des argiles y sont les principaux enjeux géotechniques. Nous y réalisons les études G1 à G5 et les études loi ELAN.",
    geologicalContext:
      "La région appartient au sud du Bassin parisien, avec des couches sédimentaires du Jurassique au Tertiaire qui s'appuient au sud sur le Massif central. " +
      "Le calcaire de Beauce, la craie tuffeau de Touraine, les sables et argiles de Sologne et les calcaires jurassiques du Berry sont les principales formations. " +
      "La nappe de Beauce et les alluvions de la Loire et du Cher renferment d'importantes ressources en eau, et le val d'Orléans est parcouru par un karst actif. " +
      "Les caves de tuffeau, les effondrements karstiques, les inondations de la Loire et le retrait-gonflement des argiles sont les risques majeurs.",
    keyServices: [
      "Étude géotechnique préalable G1 et étude préalable loi ELAN",
      "Étude géotechnique de conception G2",
      "Reconnaissance de caves et de cavités karstiques",
      "Diagnostic géotechnique G5 après sécheresse",
    ],
    specificRisks: ["Retrait-gonflement des argiles", "Effondrement de caves, de carrières de tuffeau et de cavités karstiques", "Inondation par la Loire et ses affluents"],
    specificServices: ["Recherche de cavités par sondages destructifs et géophysique", "Études de fondations en zone d'exposition forte au retrait-gonflement"],
    specificChallenges: ["Détecter les cavités sous des terrains en apparence homogènes", "Adapter les fondations aux argiles sensibles à la sécheresse"],
    keyProjects: [],
    caseStudies: [],
    metropolitan: true,
  },
  {
    code: "27",
    slug: "bourgogne-franche-comte",
    name: "Bourgogne-Franche-Comté",
    description:
      "Karst du Jura, côte calcaire bourguignonne, granites du Morvan et argiles de la Bresse : une région aux sols variés, où cavités et argiles gonflantes dominent les risques. Nous adaptons nos reconnaissances à chacun de ces contextes.",
    intro:
      "La Bourgogne-Franche-Comté associe le massif du Jura, le socle granitique du Morvan et des Vosges saônoises, les plateaux calcaires de Bourgogne et les plaines de la Saône et de la Bresse. Les cavités karstiques, les argiles gonflantes et les glissements de terrain sur marnes y conditionnent la conception des fondations.",
    geologicalContext:
      "La région s'étend sur la bordure sud-est du Bassin parisien, le fossé de la Saône et la chaîne plissée du Jura, autour du socle ancien du Morvan. " +
      "Les calcaires et marnes du Jurassique forment la côte bourguignonne et les plateaux du Jura, tandis que la Bresse est comblée d'argiles et de marnes plio-quaternaires. " +
      "Dans le Jura, l'eau circule dans un karst très développé, avec des pertes et des résurgences comme la source de la Loue. " +
      "Les dolines et cavités karstiques, les glissements sur versants marneux et le retrait-gonflement des argiles de la Bresse sont les principaux risques géotechniques.",
    keyServices: ["Étude géotechnique préalable G1 et étude de conception G2", "Recherche de cavités karstiques", "Étude de stabilité de versants", "Diagnostic géotechnique G5"],
    specificRisks: ["Dolines et cavités karstiques", "Glissements de terrain sur marnes", "Retrait-gonflement des argiles"],
    specificServices: ["Reconnaissance géophysique et sondages destructifs en terrain karstique", "Études de stabilité de talus en versants marneux"],
    specificChallenges: ["Fonder sur un rocher calcaire karstifié de qualité irrégulière", "Gérer les eaux pluviales sans aggraver la dissolution"],
    keyProjects: [],
    caseStudies: [],
    metropolitan: true,
  },
  {
    code: "32",
    slug: "hauts-de-france",
    name: "Hauts-de-France",
    description:
      "Craie, limons et argiles des Flandres : les Hauts-de-France cumulent cavités souterraines, anciennes mines et sols compressibles. Nos études de sol en tiennent compte. Nos études de sol en tiennent compte dès la phase préalable.",
    intro:
      "Les Hauts-de-France occupent le nord du Bassin parisien et la bordure du bassin anglo-belge. Muches, catiches et carrières de craie, séquelles de l'exploitation du charbon et argiles des Flandres sont les enjeux géotechniques les plus fréquents de la région.",
    geologicalContext:
      "La région se situe à la jonction du Bassin parisien et du bassin anglo-belge, sur un socle primaire qui affleure dans l'Avesnois et le Boulonnais. " +
      "La craie du Crétacé supérieur, recouverte de limons des plateaux, domine en Picardie et en Artois, tandis que les Flandres reposent sur l'argile yprésienne. " +
      "La nappe de la craie est la principale ressource en eau, et les wateringues drainent les polders situés sous le niveau des hautes mers. " +
      "Les cavités souterraines (muches, catiches, carrières de craie), les affaissements du bassin minier, le retrait-gonflement des argiles des Flandres et les tassements de sols compressibles sont les principaux risques.",
    keyServices: [
      "Étude géotechnique préalable G1 et étude de conception G2",
      "Recherche de cavités souterraines",
      "Étude hydrogéologique et essais d'infiltration",
      "Diagnostic géotechnique G5",
    ],
    specificRisks: [
      "Effondrements de cavités souterraines (muches, catiches, carrières de craie)",
      "Affaissements liés à l'ancienne exploitation minière",
      "Retrait-gonflement des argiles des Flandres",
    ],
    specificServices: ["Recherche de cavités par sondages destructifs enregistrés et géophysique", "Études de fondations sur argiles et limons compressibles"],
    specificChallenges: ["Identifier les cavités anciennes mal ou non recensées", "Fonder sur des sols de polders dont la nappe est proche de la surface"],
    keyProjects: [],
    caseStudies: [],
    metropolitan: true,
  },
  {
    code: "44",
    slug: "grand-est",
    name: "Grand Est",
    description:
      "Craie de Champagne, plateaux calcaires et marnes de Lorraine, grès des Vosges et nappe d'Alsace : le Grand Est réunit des contextes géotechniques très différents. Nous adaptons nos missions G1 à G5 à chacun de ces contextes.",
    intro:
      "Le Grand Est s'étend de la Champagne crayeuse au fossé rhénan en passant par les plateaux lorrains et le massif des Vosges. Anciennes mines de fer et de sel, marnes gonflantes du Keuper, nappe d'Alsace et sismicité modérée du fossé rhénan y guident les études géotechniques.",
    geologicalContext:
      "La région couvre l'est du Bassin parisien, le massif ancien des Vosges et le fossé d'effondrement du Rhin. " +
      "La Champagne repose sur la craie, la Lorraine sur des alternances de calcaires et de marnes du Trias et du Jurassique, et les Vosges sur des granites et des grès. " +
      "La nappe d'Alsace, contenue dans les alluvions du Rhin, est l'une des plus importantes réserves d'eau souterraine d'Europe. " +
      "Les affaissements miniers, la dissolution du sel et du gypse du Keuper, le retrait-gonflement des marnes et la sismicité du fossé rhénan sont les principaux risques géotechniques.",
    keyServices: [
      "Étude géotechnique préalable G1 et étude de conception G2",
      "Étude hydrogéologique en nappe alluviale",
      "Classification sismique des sols selon l'Eurocode 8",
      "Diagnostic géotechnique G5",
    ],
    specificRisks: ["Affaissements au-dessus d'anciennes mines de fer, de sel et de charbon", "Retrait-gonflement des marnes et argiles", "Séismes dans le fossé rhénan"],
    specificServices: ["Études de fondations en zone d'aléa minier", "Dimensionnement de rabattements dans la nappe d'Alsace"],
    specificChallenges: ["Concevoir des fondations compatibles avec des affaissements résiduels", "Réaliser des sous-sols dans une nappe proche de la surface"],
    keyProjects: [],
    caseStudies: [],
    metropolitan: true,
  },
  {
    code: "53",
    slug: "bretagne",
    name: "Bretagne",
    description:
      "Granites, schistes et arènes : en Bretagne, le socle armoricain est sain en profondeur mais irrégulièrement altéré en surface. Nous en tenons compte dans nos études. Nos reconnaissances ciblent la profondeur du rocher sain.",
    intro:
      "La Bretagne repose presque entièrement sur le Massif armoricain. Les enjeux géotechniques tiennent à l'épaisseur très variable des altérites et arènes granitiques, aux vases des estuaires et rias et à l'exposition du littoral à l'érosion et à la submersion.",
    geologicalContext:
      "La Bretagne appartient au Massif armoricain, un socle ancien façonné par les orogenèses cadomienne et hercynienne. " +
      "Les granites, les schistes briovériens et les grès armoricains y dominent, avec quelques petits bassins sédimentaires tertiaires comme celui de Rennes. " +
      "Les eaux souterraines circulent dans les fissures du socle et dans les altérites, formant des aquifères discontinus. " +
      "L'altération irrégulière du rocher, les tassements sur les vases des estuaires, le recul des côtes meubles et la submersion marine sont les principaux enjeux géotechniques.",
    keyServices: [
      "Étude géotechnique préalable G1 et étude de conception G2",
      "Sondages pressiométriques et carottés en terrain rocheux altéré",
      "Étude d'infiltration des eaux pluviales",
    ],
    specificRisks: ["Altération irrégulière du socle (arènes granitiques)", "Tassements sur vases estuariennes", "Érosion côtière et submersion marine"],
    specificServices: ["Reconnaissance de la profondeur du rocher sain par sondages et géophysique", "Études de fondations en zone littorale"],
    specificChallenges: ["Anticiper les variations brutales de profondeur du rocher", "Terrasser dans des roches dures sans endommager les avoisinants"],
    keyProjects: [],
    caseStudies: [],
    metropolitan: true,
  },
  {
    code: "75",
    slug: "nouvelle-aquitaine",
    name: "Nouvelle-Aquitaine",
    description:
      "Argiles gonflantes de Gironde et des Charentes, carrières souterraines, sables des Landes et séismes pyrénéens : la plus vaste région de France offre des sols très variés. Nous y réalisons notamment des études loi ELAN et des diagnostics de sinistres.",
    intro:
      "La Nouvelle-Aquitaine s'étend du Limousin granitique aux Pyrénées en passant par le Bassin aquitain. Le retrait-gonflement des argiles y est l'un des plus marqués de France, auquel s'ajoutent les carrières souterraines de calcaire, les vases estuariennes et la sismicité des Pyrénées-Atlantiques.",
    geologicalContext:
      "La région couvre la plus grande partie du Bassin aquitain, bordé par le Massif central limousin, le Massif armoricain et la chaîne des Pyrénées. " +
      "Les calcaires et marnes du Jurassique et du Crétacé des Charentes, les molasses argileuses de l'Agenais et les sables des Landes sont les principales formations. " +
      "L'estuaire de la Gironde et les marais charentais concentrent des vases compressibles, et le Bassin aquitain renferme de grands aquifères profonds. " +
      "Le retrait-gonflement des argiles, les anciennes carrières souterraines de calcaire autour de Bordeaux, les tassements sur vases et la sismicité des Pyrénées-Atlantiques sont les principaux risques.",
    keyServices: [
      "Étude géotechnique préalable G1 et étude préalable loi ELAN",
      "Étude géotechnique de conception G2",
      "Recherche de carrières souterraines",
      "Diagnostic géotechnique G5 après sécheresse",
    ],
    specificRisks: ["Retrait-gonflement des argiles", "Effondrement d'anciennes carrières souterraines de calcaire", "Tassements sur vases estuariennes"],
    specificServices: ["Études loi ELAN et diagnostics de sinistres liés à la sécheresse", "Fondations profondes sur vases de l'estuaire de la Gironde"],
    specificChallenges: ["Protéger les maisons individuelles des sécheresses répétées", "Construire au-dessus de carrières anciennes souvent mal connues"],
    keyProjects: [],
    caseStudies: [],
    metropolitan: true,
  },
  {
    code: "76",
    slug: "occitanie",
    name: "Occitanie",
    description:
      "Molasses argileuses du Toulousain, causses karstiques, Pyrénées et lagunes du littoral : l'Occitanie combine argiles gonflantes, cavités, crues et séismes. Nos études de sol en tiennent compte dès la conception.",
    intro:
      "L'Occitanie s'étend des Pyrénées au Massif central et de la Garonne à la Méditerranée. Le retrait-gonflement des molasses argileuses, le karst des Causses, les épisodes cévenols et la sismicité pyrénéenne y sont les principaux enjeux géotechniques.",
    geologicalContext:
      "La région réunit l'est du Bassin aquitain, le sud du Massif central, la chaîne des Pyrénées et la plaine du Languedoc. " +
      "Les molasses argileuses et les terrasses alluviales de la Garonne dominent autour de Toulouse, tandis que les Causses sont formés de calcaires jurassiques karstifiés. " +
      "Les épisodes méditerranéens provoquent des crues très rapides des cours d'eau cévenols et languedociens. " +
      "Le retrait-gonflement des argiles, fort dans une grande partie du Gers, de la Haute-Garonne et du Tarn-et-Garonne, les cavités karstiques, les sols compressibles des lagunes et la sismicité des Pyrénées sont les principaux risques.",
    keyServices: [
      "Étude géotechnique préalable G1 et étude préalable loi ELAN",
      "Étude géotechnique de conception G2",
      "Classification sismique des sols selon l'Eurocode 8",
      "Diagnostic géotechnique G5 après sécheresse",
    ],
    specificRisks: ["Retrait-gonflement des molasses argileuses", "Cavités karstiques", "Séismes dans les Pyrénées"],
    specificServices: ["Études loi ELAN sur les coteaux molassiques", "Recherche de cavités en terrain karstique"],
    specificChallenges: ["Fonder des maisons sur des argiles très sensibles à la sécheresse", "Construire en zone inondable sur le littoral languedocien"],
    keyProjects: [],
    caseStudies: [],
    metropolitan: true,
  },
  {
    code: "94",
    slug: "corse",
    name: "Corse",
    description:
      "Granites à l'ouest, schistes lustrés à l'est : en Corse, les études de sol portent sur le rocher, les pentes et l'amiante environnemental des terrains schisteux. Nous y réalisons études de conception et études de stabilité.",
    intro:
      "La Corse est une île montagneuse partagée entre une Corse occidentale granitique et une Corse orientale schisteuse. Les pentes fortes, les chutes de blocs, les plaines alluviales de la côte orientale et la présence naturelle d'amiante dans certaines roches conditionnent les projets.",
    geologicalContext:
      "L'île se compose d'un socle hercynien granitique à l'ouest et au sud et d'un domaine alpin à l'est, formé de schistes lustrés et d'ophiolites. " +
      "Certaines roches vertes et schisteuses de la Corse alpine contiennent naturellement de l'amiante, ce qui impose des précautions lors des terrassements. " +
      "La plaine orientale est constituée d'alluvions et de dépôts récents qui renferment les principales nappes de l'île. " +
      "Les chutes de blocs, les glissements de versants, l'arénisation des granites et les crues torrentielles sont les principaux risques géotechniques.",
    keyServices: ["Étude géotechnique préalable G1 et étude de conception G2", "Étude de stabilité de pentes et de parois rocheuses", "Sondages carottés en terrain rocheux"],
    specificRisks: ["Chutes de blocs et glissements de terrain", "Amiante environnemental dans les schistes et roches vertes", "Crues torrentielles"],
    specificServices: ["Études de stabilité de versants rocheux", "Repérage géologique des terrains susceptibles de contenir de l'amiante"],
    specificChallenges: ["Construire sur des terrains en forte pente", "Terrasser sans disperser de fibres d'amiante naturelles"],
    keyProjects: [],
    caseStudies: [],
    metropolitan: true,
  },

  // ---------------------------------------------------------------------------
  // Overseas single-department regions (short content)
  // ---------------------------------------------------------------------------
  {
    code: "01",
    slug: "guadeloupe",
    name: "Guadeloupe",
    description:
      "Volcanisme de Basse-Terre, plateaux calcaires de Grande-Terre et sismicité forte : en Guadeloupe, les études de sol intègrent séismes, cavités et argiles. Nos études appliquent l'Eurocode 8 en zone de sismicité 5.",
    intro:
      "La Guadeloupe réunit une île volcanique active, Basse-Terre, et une île calcaire, Grande-Terre. Toute construction y est soumise aux règles parasismiques de la zone 5, la plus exposée de France, et les sols argileux et karstiques demandent une reconnaissance soignée.",
    geologicalContext:
      "La Guadeloupe se situe sur l'arc volcanique des Petites Antilles, au-dessus de la zone où la lithosphère océanique atlantique plonge sous la plaque caraïbe. " +
      "Basse-Terre est formée de roches volcaniques dominées par la Soufrière, tandis que Grande-Terre est un plateau de calcaires récifaux karstifiés. " +
      "Toute l'île est classée en zone de sismicité 5 (forte), avec un risque de liquéfaction dans les remblais et sables des zones littorales et des mangroves. " +
      "Les altérites argileuses d'origine volcanique, sensibles au retrait-gonflement, et les cavités du karst de Grande-Terre complètent les enjeux géotechniques.",
    keyServices: ["Étude géotechnique de conception G2", "Classification sismique des sols et étude de liquéfaction", "Recherche de cavités karstiques"],
    specificRisks: ["Séismes (zone de sismicité 5)", "Liquéfaction des sols littoraux", "Mouvements de terrain et argiles gonflantes"],
    specificServices: ["Études de liquéfaction par essais au pénétromètre statique", "Études de stabilité de versants en terrain volcanique altéré"],
    specificChallenges: ["Concevoir des fondations parasismiques en zone 5", "Fonder sur des remblais et des sols de mangrove"],
    keyProjects: [],
    caseStudies: [],
    metropolitan: false,
  },
  {
    code: "02",
    slug: "martinique",
    name: "Martinique",
    description:
      "Île volcanique dominée par la montagne Pelée, la Martinique est classée en zone de sismicité forte : ses sols demandent des études parasismiques et de stabilité. Nous y intégrons les exigences de l'Eurocode 8 en zone 5.",
    intro:
      "La Martinique est une île entièrement volcanique, en zone de sismicité 5. Les versants altérés sous climat tropical, les sols de mangrove et les remblais littoraux de Fort-de-France sont au cœur des études géotechniques.",
    geologicalContext:
      "La Martinique appartient à l'arc volcanique des Petites Antilles et s'est construite par des épisodes volcaniques successifs, le plus récent étant celui de la montagne Pelée. " +
      "Les coulées de lave, les ponces et les dépôts pyroclastiques sont profondément altérés en argiles sous le climat tropical humide. " +
      "L'île est classée en zone de sismicité 5, et les remblais et sols de mangrove des zones littorales sont exposés à la liquéfaction. " +
      "Les glissements de terrain, fréquents sur les versants argileux lors des fortes pluies, sont un risque majeur pour les constructions.",
    keyServices: ["Étude géotechnique de conception G2", "Classification sismique des sols et étude de liquéfaction", "Étude de stabilité de versants"],
    specificRisks: ["Séismes (zone de sismicité 5)", "Glissements de terrain sur altérites volcaniques", "Liquéfaction des remblais littoraux"],
    specificServices: ["Études de stabilité de pentes et de soutènements", "Études de liquéfaction et de fondations parasismiques"],
    specificChallenges: ["Construire sur des pentes argileuses soumises à de fortes pluies", "Concevoir des fondations parasismiques en zone 5"],
    keyProjects: [],
    caseStudies: [],
    metropolitan: false,
  },
  {
    code: "03",
    slug: "guyane",
    name: "Guyane",
    description:
      "Socle du bouclier guyanais et argiles marines très compressibles du littoral : en Guyane, les tassements et l'altération latéritique dominent les études de sol. Nos études portent sur les tassements et le choix des fondations.",
    intro:
      "La Guyane repose sur l'un des socles les plus anciens du monde, profondément altéré sous climat équatorial. La plaine côtière, où vit l'essentiel de la population, est formée d'argiles marines très molles qui imposent des fondations adaptées.",
    geologicalContext:
      "La Guyane appartient au bouclier guyanais, un socle précambrien de granites, gneiss et roches vertes. " +
      "Sous le climat équatorial, ce socle est recouvert d'épaisses altérites latéritiques, parfois cuirassées. " +
      "La plaine côtière est formée d'argiles marines récentes, très molles et saturées en eau, alimentées par les vases de l'Amazone. " +
      "Les tassements importants sur ces argiles, l'hétérogénéité des altérites et l'érosion du littoral sont les principaux enjeux, la sismicité étant très faible.",
    keyServices: ["Étude géotechnique de conception G2", "Essais au pénétromètre statique et essais œdométriques en sols mous", "Étude de fondations profondes"],
    specificRisks: ["Tassements sur argiles marines molles", "Hétérogénéité des altérites latéritiques", "Érosion du littoral"],
    specificServices: ["Calcul des tassements et dimensionnement de préchargements", "Études de pieux en sols mous"],
    specificChallenges: ["Fonder des bâtiments sur des argiles très compressibles", "Caractériser des altérites d'épaisseur très variable"],
    keyProjects: [],
    caseStudies: [],
    metropolitan: false,
  },
  {
    code: "04",
    slug: "la-reunion",
    name: "La Réunion",
    description:
      "Île volcanique aux reliefs abrupts, La Réunion associe coulées basaltiques, tunnels de lave et grands glissements des cirques : des sols à reconnaître avec soin. Nos études intègrent pentes, cavités et pluies cycloniques.",
    intro:
      "La Réunion est née de deux volcans, le Piton des Neiges, éteint, et le Piton de la Fournaise, l'un des plus actifs du monde. Ses reliefs très escarpés, ses ravines et ses pluies cycloniques en font un territoire où les mouvements de terrain sont le premier enjeu géotechnique.",
    geologicalContext:
      "La Réunion est une île volcanique de point chaud formée par le Piton des Neiges et le Piton de la Fournaise. " +
      "Les coulées basaltiques alternent avec des scories, des tufs et des brèches, et peuvent renfermer des tunnels de lave. " +
      "Les pluies cycloniques alimentent des ravines à crues brutales et un ruissellement intense sur les pentes. " +
      "Les glissements des cirques de Salazie et de Cilaos, les éboulements de falaises et les cavités des coulées sont les principaux risques, la sismicité restant faible.",
    keyServices: ["Étude géotechnique de conception G2", "Étude de stabilité de versants et de falaises", "Recherche de cavités dans les coulées basaltiques"],
    specificRisks: ["Glissements de terrain et éboulements", "Cavités et tunnels de lave", "Érosion et crues des ravines"],
    specificServices: ["Études de stabilité de pentes en terrain volcanique", "Reconnaissance de cavités par sondages et géophysique"],
    specificChallenges: ["Construire sur des pentes fortes soumises aux pluies cycloniques", "Fonder sur des coulées hétérogènes alternant roches dures et scories"],
    keyProjects: [],
    caseStudies: [],
    metropolitan: false,
  },
  {
    code: "06",
    slug: "mayotte",
    name: "Mayotte",
    description:
      "Île volcanique ancienne aux sols latéritiques, Mayotte est exposée aux glissements de terrain et, depuis 2018, à une activité sismique et volcanique sous-marine. Nos études intègrent pentes, argiles et exigences parasismiques.",
    intro:
      "Mayotte est la plus ancienne île volcanique de l'archipel des Comores. Ses sols argileux issus de l'altération des laves, ses pentes fortes et la crise sismo-volcanique ouverte en 2018 au large de l'île rendent les études géotechniques indispensables.",
    geologicalContext:
      "Mayotte est une île volcanique ancienne, entourée d'un lagon et d'une barrière de corail. " +
      "Les laves y sont profondément altérées en argiles latéritiques, et l'érosion met à nu des zones dénudées appelées padzas. " +
      "Depuis 2018, la naissance d'un volcan sous-marin à l'est de l'île s'accompagne d'une activité sismique soutenue, Mayotte étant classée en zone de sismicité 3. " +
      "Les glissements de terrain, l'érosion des sols et le comportement des argiles latéritiques sont les principaux enjeux géotechniques.",
    keyServices: ["Étude géotechnique de conception G2", "Étude de stabilité de versants", "Classification sismique des sols"],
    specificRisks: ["Glissements de terrain et érosion", "Séismes (zone de sismicité 3)", "Sols argileux latéritiques"],
    specificServices: ["Études de stabilité de pentes et de soutènements", "Études de fondations parasismiques"],
    specificChallenges: ["Construire sur des pentes argileuses soumises à de fortes pluies", "Intégrer l'évolution de l'activité sismique locale"],
    keyProjects: [],
    caseStudies: [],
    metropolitan: false,
  },
] satisfies Array<SeedRegion>;
