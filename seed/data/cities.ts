// Cities: the five original city pages (paris, lyon, marseille, le-mans,
// rouen) with full content, then the main cities of the detailed departments with
// short content. Populations are recent INSEE municipal populations, rounded for the
// secondary cities; areas in km². The city page splits geologicalContext into
// sentences and sorts them into five themes by keywords (general context, lithology,
// relief, hydrology, geotechnical issues), so each sentence deals with one theme.
import type { SeedCity } from "../types.ts";

export const cities = [
  // ---------------------------------------------------------------------------
  // The five detailed city pages
  // ---------------------------------------------------------------------------
  {
    slug: "paris",
    name: "Paris",
    departmentCode: "75",
    zipCode: "75001",
    population: 2133111,
    areaKm2: 105.4,
    description:
      "Anciennes carrières, gypse soluble et nappe de la Seine : à Paris, chaque projet commence par une étude de sol adaptée. Notre bureau d'études parisien réalise les missions G1 à G5 pour les particuliers, les copropriétés, les architectes et les promoteurs, en intégrant les prescriptions de l'Inspection générale des carrières.",
    geologicalContext:
      "Paris occupe le centre du Bassin parisien, une cuvette où mers, lagunes et lacs ont déposé pendant des dizaines de millions d'années une succession de couches tertiaires sur la craie du Crétacé. " +
      "Cette histoire géologique explique la grande variété des terrains rencontrés d'un arrondissement à l'autre, parfois à quelques dizaines de mètres d'intervalle. " +
      "Le calcaire grossier du Lutétien, pierre à bâtir de la capitale, forme le sous-sol de la rive gauche et repose sur les sables et les argiles plastiques de l'Yprésien. " +
      "Au nord et à l'est, les masses de gypse du Ludien, exploitées pour le plâtre à Montmartre et à Belleville, sont surmontées de marnes et d'argiles vertes sensibles à l'eau. " +
      "Le relief oppose la vallée de la Seine, vers 30 mètres d'altitude, aux collines et buttes témoins de Montmartre et de Belleville, qui culminent à environ 130 mètres. " +
      "Sur la rive gauche, la montagne Sainte-Geneviève et la butte aux Cailles forment de modestes reliefs, tandis qu'un ancien bras de la Seine a laissé sur la rive droite la dépression marécageuse qui a donné son nom au Marais. " +
      "La Seine traverse Paris sur environ 13 kilomètres, et sa crue de janvier 1910, montée à 8,62 mètres à l'échelle du pont d'Austerlitz, sert de référence au plan de prévention du risque inondation. " +
      "Les alluvions de la Seine renferment une nappe en relation directe avec le fleuve, dont le niveau remonte lors des crues, et des nappes plus profondes imposent des piézomètres pour les projets avec plusieurs niveaux de sous-sol. " +
      "Les anciennes carrières souterraines, présentes notamment sous les 5e, 6e, 13e, 14e, 15e et 16e arrondissements, exposent les constructions au risque de fontis, et l'Inspection générale des carrières émet un avis sur les permis de construire dans les zones concernées. " +
      "Dans le nord de la capitale, les roches solubles présentes en profondeur peuvent se dissoudre au contact des circulations souterraines et former des cavités de dissolution, ce qui justifie un zonage réglementaire et des sondages de reconnaissance renforcés. " +
      "Les remblais anciens et les alluvions compressibles exposent les bâtiments aux tassements différentiels, d'où le recours fréquent aux fondations profondes sur pieux ou micropieux ancrés dans un horizon porteur.",
    keyServices: [
      "Étude géotechnique de conception G2 (AVP, PRO) pour immeubles, surélévations et extensions",
      "Reconnaissance d'anciennes carrières et recherche de vides selon les prescriptions de l'IGC",
      "Sondages pressiométriques Ménard et carottés en site urbain contraint",
      "Étude hydrogéologique et pose de piézomètres pour les projets avec sous-sols",
      "Diagnostic géotechnique G5 de fissures et de désordres de fondations",
      "Supervision géotechnique d'exécution G4 des terrassements et reprises en sous-œuvre",
    ],
    references: [
      {
        name: "Surélévation d'un immeuble de logements (15e arrondissement)",
        description:
          "Mission G2 AVP et PRO : sondages pressiométriques, vérification de l'absence de vides de carrière sous la parcelle et contrôle de la portance des fondations existantes avant l'ajout de deux niveaux.",
        isActive: true,
      },
      {
        name: "Immeuble neuf avec deux niveaux de sous-sol (19e arrondissement)",
        description: "Étude G2 en secteur de dissolution du gypse : sondages destructifs enregistrés, piézomètres et dimensionnement de la paroi de soutènement et du cuvelage.",
        isActive: true,
      },
      {
        name: "Diagnostic de fissures d'un hôtel particulier (16e arrondissement)",
        description: "Mission G5 : relevé des désordres, sondages au droit des fondations et préconisations de reprise en sous-œuvre.",
        isActive: false,
      },
    ],
    testimonials: [
      {
        text: "Le rapport a clairement expliqué ce que l'Inspection générale des carrières attendait pour notre surélévation, avec des préconisations de fondations que notre bureau d'études structure a pu reprendre directement.",
        author: "Claire M.",
        role: "Architecte, Paris 14e",
        isActive: true,
      },
      {
        text: "Intervention rapide dans une cour d'immeuble très étroite, sondages propres et restitution claire en assemblée générale. Le conseil syndical a pu voter les travaux en connaissance de cause.",
        author: "Bruno L.",
        role: "Président de conseil syndical, Paris 11e",
        isActive: true,
      },
      {
        text: "Étude sérieuse et bien présentée pour l'extension de notre maison de ville.",
        author: "Sophie R.",
        role: "Particulier, Paris 20e",
        isActive: false,
      },
    ],
  },
  {
    slug: "lyon",
    name: "Lyon",
    departmentCode: "69",
    zipCode: "69001",
    population: 522250,
    areaKm2: 47.87,
    description:
      "Balmes instables, granite, moraines et nappe du Rhône : à Lyon, le sous-sol change d'un quartier à l'autre. Nous réalisons études de conception, études de stabilité et diagnostics, des pentes de Fourvière et de la Croix-Rousse à la plaine de l'Est lyonnais.",
    geologicalContext:
      "Lyon est située au contact de deux grands ensembles : la bordure orientale du Massif central, socle cristallin ancien, et le bassin sédimentaire du Bas-Dauphiné. " +
      "Au Quaternaire, l'histoire géologique de la région lyonnaise a été marquée par plusieurs avancées des glaciers alpins, qui ont laissé leurs dépôts à l'est de l'agglomération. " +
      "Sous Fourvière et la Croix-Rousse, le granite et les gneiss sont recouverts de sables, de cailloutis et de moraines dont l'épaisseur varie fortement. " +
      "La plaine de l'Est lyonnais est constituée de formations fluvio-glaciaires de graviers et de sables, qui reposent sur la molasse du Miocène. " +
      "Le relief oppose la colline de Fourvière, qui approche 300 mètres d'altitude, et celle de la Croix-Rousse aux plaines alluviales du confluent, situées vers 165 mètres. " +
      "Les pentes de ces collines, appelées balmes, sont raides et entaillées de ravins, en particulier sur la rive droite de la Saône. " +
      "Le Rhône et la Saône se rejoignent à la pointe de la Presqu'île, et leurs alluvions sableuses et graveleuses renferment une nappe abondante en relation avec les fleuves. " +
      "Le niveau de cette nappe, proche de la surface dans la Presqu'île et sur la rive gauche du Rhône, impose des cuvelages ou des parois étanches pour les parkings et les sous-sols. " +
      "Les balmes sont exposées aux glissements de terrain, comme lors de la catastrophe du 13 novembre 1930 dans le quartier Saint-Jean, qui fit une quarantaine de victimes. " +
      "Pour prévenir ces mouvements, les projets situés sur les balmes sont soumis à l'avis de la commission des balmes, qui peut exiger une étude de stabilité et un drainage adapté en cas de risque. " +
      "Dans la Presqu'île et la plaine de l'Est, les principaux enjeux sont les tassements sous les remblais et les fondations sous le niveau des eaux souterraines, ainsi que la tenue des fouilles à proximité des bâtiments existants.",
    keyServices: [
      "Étude géotechnique de conception G2 sur les pentes de Fourvière et de la Croix-Rousse",
      "Étude de stabilité de versants et de soutènements en balme",
      "Étude de nappe, essais de pompage et dimensionnement de cuvelages",
      "Sondages pressiométriques Ménard et carottés",
      "Étude préalable G1 pour la vente de terrains (loi ELAN)",
      "Diagnostic géotechnique G5 de bâtiments fissurés",
    ],
    references: [
      {
        name: "Maison individuelle sur les pentes de la Croix-Rousse",
        description: "Mission G2 AVP et PRO : sondages carottés jusqu'au granite, étude de stabilité du versant et dimensionnement d'un mur de soutènement drainé.",
        isActive: true,
      },
      {
        name: "Parking enterré dans le 7e arrondissement",
        description: "Étude de nappe avec piézomètres et essai de pompage, puis dimensionnement de la paroi moulée et du radier dans les alluvions du Rhône.",
        isActive: true,
      },
      {
        name: "Extension d'un groupe scolaire à Vaise",
        description: "Étude G2 et suivi G4 des terrassements au pied de la balme.",
        isActive: false,
      },
    ],
    testimonials: [
      {
        text: "Notre terrain en pente sur la colline de Fourvière nous inquiétait. L'étude a précisé la profondeur du rocher et les dispositions de drainage, ce qui a rassuré la commission et notre assureur.",
        author: "Julien P.",
        role: "Particulier, Lyon 5e",
        isActive: true,
      },
      {
        text: "Des niveaux de nappe bien justifiés et des hypothèses claires pour le cuvelage : exactement ce dont notre maîtrise d'œuvre avait besoin.",
        author: "Nadia B.",
        role: "Responsable de programmes, promotion immobilière",
        isActive: true,
      },
    ],
  },
  {
    slug: "marseille",
    name: "Marseille",
    departmentCode: "13",
    zipCode: "13001",
    population: 873076,
    areaKm2: 240.62,
    description:
      "Argiles gonflantes, calcaires des calanques et orages méditerranéens : à Marseille, les fondations doivent être pensées dès l'étude de sol. Nous accompagnons particuliers, copropriétés et promoteurs, des quartiers nord aux collines du sud.",
    geologicalContext:
      "Marseille s'étend dans un bassin tertiaire ouvert sur la mer et ceinturé de massifs calcaires comme l'Étoile, le Garlaban, Saint-Cyr et Marseilleveyre. " +
      "Ces reliefs résultent de la tectonique pyrénéo-provençale, qui a plissé les couches secondaires avant que le bassin ne se remplisse de dépôts lacustres et continentaux à l'Oligocène. " +
      "Les massifs qui entourent la ville, comme celui des calanques, sont taillés dans les calcaires urgoniens du Crétacé inférieur, massifs et karstiques. " +
      "Sous la ville, la formation oligocène alterne argiles, marnes, grès et conglomérats, avec des niveaux argileux très sensibles aux variations de teneur en eau. " +
      "Le relief forme un amphithéâtre ouvert sur la mer, depuis des collines comme celle de Notre-Dame-de-la-Garde, vers 150 mètres, jusqu'aux massifs environnants qui dépassent 600 mètres d'altitude. " +
      "Les vallées de l'Huveaune et du Jarret découpent la ville en plateaux et en collines séparés par des talwegs aujourd'hui largement urbanisés. " +
      "L'Huveaune, le Jarret et les ruisseaux côtiers réagissent en quelques heures aux orages méditerranéens, et leurs crues, comme le ruissellement urbain, provoquent des inondations rapides. " +
      "Les nappes d'eau souterraine circulent surtout dans les alluvions de l'Huveaune et dans le karst des massifs, qui alimente des résurgences sous-marines comme celle de Port-Miou, près de Cassis. " +
      "Le retrait-gonflement des sols fins provoque de nombreux sinistres sur les maisons individuelles, une part importante de la commune étant classée en exposition moyenne ou forte sur la carte du BRGM. " +
      "Les falaises de la côte et des calanques sont soumises à un risque de chutes de blocs et de glissements, qui impose des études de stabilité avant tout projet en pied ou en tête de versant. " +
      "D'anciennes carrières, comblées de remblais hétérogènes, subsistent dans plusieurs quartiers et imposent une reconnaissance attentive avant de fonder un bâtiment.",
    keyServices: [
      "Étude préalable G1 et étude de conception G2 au titre de la loi ELAN",
      "Diagnostic géotechnique G5 de maisons fissurées par la sécheresse",
      "Essais d'identification des argiles (VBS, limites d'Atterberg)",
      "Étude de stabilité de falaises et de talus rocheux",
      "Sondages pressiométriques Ménard et carottés",
      "Étude de gestion des eaux pluviales et essais d'infiltration",
    ],
    references: [
      {
        name: "Lotissement de six maisons dans le 13e arrondissement",
        description: "Étude préalable G1 exigée par la loi ELAN avant la vente des lots, avec sondages, essais d'identification des argiles et recommandations de fondations.",
        isActive: true,
      },
      {
        name: "Diagnostic d'une villa fissurée dans le 12e arrondissement",
        description: "Mission G5 : sondages au droit des fondations, mesures de teneur en eau et préconisations de reprise en sous-œuvre par micropieux.",
        isActive: true,
      },
      {
        name: "Résidence à proximité du Vieux-Port",
        description: "Étude G2 AVP pour un bâtiment de cinq niveaux sur remblais portuaires.",
        isActive: false,
      },
    ],
    testimonials: [
      {
        text: "L'étude a identifié des argiles très sensibles sur notre parcelle et nous a évité des fondations sous-dimensionnées. Les explications étaient claires et le planning respecté.",
        author: "Karim A.",
        role: "Particulier, Marseille 11e",
        isActive: true,
      },
      {
        text: "Diagnostic précis des fissures de notre immeuble, avec un rapport que l'expert de l'assurance a pu exploiter sans difficulté.",
        author: "Isabelle G.",
        role: "Gestionnaire de copropriété",
        isActive: true,
      },
    ],
  },
  {
    slug: "le-mans",
    name: "Le Mans",
    departmentCode: "72",
    zipCode: "72000",
    population: 143000,
    areaKm2: 52.81,
    description:
      "Sables du Cénomanien, niveaux argileux et vallées de la Sarthe et de l'Huisne : au Mans, le sous-sol demande une reconnaissance attentive. Nous réalisons études préalables, études de conception et diagnostics pour les particuliers et les professionnels.",
    geologicalContext:
      "Le Mans se situe sur la bordure sud-ouest du Bassin parisien, au contact du Massif armoricain dont le socle ancien affleure à quelques dizaines de kilomètres à l'ouest. " +
      "Les couches sédimentaires y datent surtout du Cénomanien, au début du Crétacé supérieur, lorsque la mer a envahi la région il y a environ 95 millions d'années. " +
      "La formation des sables et grès du Maine, localement cimentée en grès roussard, constitue l'essentiel du sous-sol de la ville et de ses environs. " +
      "Ces sables alternent avec des niveaux d'argiles et de marnes riches en huîtres fossiles, dont la sensibilité à l'eau varie fortement d'un secteur à l'autre. " +
      "Le relief est modeste : la Cité Plantagenêt occupe un promontoire qui domine la Sarthe, et la ville s'étend sur des plateaux et des coteaux entre 40 et 130 mètres d'altitude. " +
      "Les vallées de la Sarthe et de l'Huisne, larges et à fond plat, se rejoignent au sud du centre-ville et découpent les plateaux en collines aux pentes douces. " +
      "La Sarthe et l'Huisne débordent lors des hivers pluvieux, comme en janvier 1995, et leurs zones inondables sont encadrées par un plan de prévention du risque inondation. " +
      "Sous la ville, la nappe des sables du Cénomanien constitue un aquifère majeur du département, tandis qu'une nappe alluviale peu profonde accompagne les rivières et influe sur les terrassements. " +
      "Dans les sables peu cohérents, la stabilité des fouilles sous le niveau d'eau impose des blindages, un rabattement maîtrisé et un contrôle des tassements des avoisinants. " +
      "Sur les coteaux, les maisons fondées superficiellement sur des sols fins peuvent subir des fissures liées au retrait-gonflement, un aléa cartographié par le BRGM. " +
      "Les remblais des fonds de vallée et les alluvions compressibles imposent souvent des fondations profondes pour les bâtiments lourds.",
    keyServices: [
      "Étude préalable G1 pour la vente de terrains (loi ELAN)",
      "Étude géotechnique de conception G2 pour maisons et bâtiments d'activité",
      "Sondages pressiométriques et pénétrométriques dans les sables cénomaniens",
      "Étude de fondations en zone inondable de la Sarthe et de l'Huisne",
      "Essais d'infiltration Porchet et Matsuo pour la gestion des eaux pluviales",
      "Diagnostic géotechnique G5 de fissures",
    ],
    references: [
      {
        name: "Maison individuelle dans le quartier de Pontlieue",
        description:
          "Étude G2 AVP et PRO en bordure de la zone inondable de l'Huisne : sondages, piézomètre et préconisation d'un plancher porté sur fondations ancrées sous les alluvions.",
        isActive: true,
      },
      {
        name: "Bâtiment d'activités en périphérie nord",
        description:
          "Sondages pressiométriques dans les sables et grès du Cénomanien, dimensionnement de semelles et d'un dallage sur terre-plein, essais d'infiltration pour les noues.",
        isActive: true,
      },
    ],
    testimonials: [
      {
        text: "Étude réalisée rapidement pour la vente de notre terrain. Le notaire a reçu le rapport G1 dans les délais et l'acheteur a apprécié la clarté des recommandations.",
        author: "Philippe D.",
        role: "Vendeur d'un terrain à bâtir, Le Mans",
        isActive: true,
      },
      {
        text: "Des hypothèses de sol précises qui nous ont permis d'optimiser les fondations de notre bâtiment sans surcoût inutile.",
        author: "Émilie V.",
        role: "Conductrice de travaux, entreprise de construction",
        isActive: true,
      },
    ],
  },
  {
    slug: "rouen",
    name: "Rouen",
    departmentCode: "76",
    zipCode: "76000",
    population: 110000,
    areaKm2: 21.38,
    description:
      "Craie, marnières et alluvions compressibles de la Seine : à Rouen, une étude de sol sérieuse est le préalable de tout projet. Nous intervenons en fond de vallée comme sur les coteaux et les plateaux de l'agglomération.",
    geologicalContext:
      "Rouen se trouve dans la partie occidentale du Bassin parisien, où une épaisse série de craie du Crétacé supérieur forme l'ossature des plateaux normands. " +
      "Au Quaternaire, les variations du niveau de la mer ont conduit la Seine à creuser puis à remblayer sa vallée, laissant des terrasses étagées et des dépôts alluviaux. " +
      "La craie, blanche à grise et riche en bancs de silex, affleure sur les coteaux et atteint plusieurs dizaines de mètres d'épaisseur sous la ville. " +
      "Sur les plateaux, elle est recouverte d'argile à silex et de limons, tandis que le fond de vallée est occupé par des alluvions de la Seine : graviers à la base, puis sables, argiles et tourbes compressibles. " +
      "Le relief oppose le fond plat de la vallée, à quelques mètres d'altitude, aux coteaux abrupts de la côte Sainte-Catherine et aux plateaux qui dominent la ville de plus de 100 mètres. " +
      "La ville historique s'est développée sur la rive droite, au pied des collines, et les vallées du Robec et de l'Aubette entaillent le rebord du plateau à l'est. " +
      "La Seine, soumise à la marée jusqu'au barrage de Poses, connaît des crues aggravées par les forts coefficients de marée, et les quais bas sont régulièrement submergés. " +
      "Le Robec et l'Aubette, aujourd'hui en partie couverts, traversent les quartiers est, et la nappe, alimentée par des bétoires sur les hauteurs, circule dans des fissures et des conduits karstiques jusqu'aux sources de fond de vallée. " +
      "Les marnières, puits et chambres creusés jadis pour amender les champs, sont nombreuses en Seine-Maritime et peuvent provoquer des effondrements brutaux, d'où des recherches de cavité avant de construire dans leurs périmètres de sécurité. " +
      "En fond de vallée, la compressibilité des alluvions fines et des tourbes expose les bâtiments à des tassements, et les constructions lourdes reposent en général sur des pieux ancrés dans les graviers ou le substratum. " +
      "Les coteaux de la rive droite sont exposés aux chutes de blocs et aux glissements, ce qui impose des études de stabilité pour les projets adossés aux versants.",
    keyServices: [
      "Recherche de marnières et de cavités souterraines (sondages destructifs, géophysique)",
      "Étude géotechnique de conception G2 en fond de vallée et sur les coteaux",
      "Étude de fondations profondes sur alluvions compressibles",
      "Étude préalable G1 pour la vente de terrains",
      "Étude de stabilité de coteaux crayeux",
      "Diagnostic géotechnique G5 de désordres",
    ],
    references: [
      {
        name: "Maison individuelle sur le plateau nord de l'agglomération",
        description: "Recherche d'une marnière signalée à proximité : sondages destructifs enregistrés sur l'emprise du projet, puis étude G2 des fondations sur argile à silex.",
        isActive: true,
      },
      {
        name: "Immeuble de bureaux sur la rive gauche",
        description: "Étude G2 AVP et PRO sur alluvions tourbeuses : sondages pressiométriques et CPT, piézomètres et dimensionnement de pieux ancrés dans les graviers.",
        isActive: true,
      },
    ],
    testimonials: [
      {
        text: "La recherche de marnière a été menée avec méthode et le rapport a permis de lever le doute sur notre parcelle. Nous avons pu déposer notre permis sereinement.",
        author: "Thomas H.",
        role: "Particulier, agglomération de Rouen",
        isActive: true,
      },
      {
        text: "Interlocuteurs disponibles et rapport précis sur les tassements à attendre : un vrai appui pour la conception de notre projet en bord de Seine.",
        author: "Céline F.",
        role: "Architecte, Rouen",
        isActive: true,
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // Main cities of the detailed departments (short content)
  // ---------------------------------------------------------------------------

  // Bouches-du-Rhône (13)
  {
    slug: "aix-en-provence",
    name: "Aix-en-Provence",
    departmentCode: "13",
    zipCode: "13100",
    population: 147000,
    areaKm2: 186.08,
    description: "À Aix-en-Provence, marnes gonflantes, gypse et sismicité moyenne imposent des études de sol rigoureuses pour chaque construction.",
    geologicalContext:
      "Aix-en-Provence s'étend dans un bassin tertiaire comblé de calcaires lacustres, de marnes et de gypse de l'Oligocène, autrefois exploité en carrières. " +
      "Les marnes et argiles sont fortement exposées au retrait-gonflement, et l'Arc et ses affluents connaissent des crues rapides. " +
      "La commune est classée en zone de sismicité moyenne, la plus élevée de la France métropolitaine, en raison des failles actives de la région comme celle de la Trévaresse.",
    keyServices: ["Étude préalable G1 et étude de conception G2 (loi ELAN)", "Classification sismique des sols (Eurocode 8)", "Diagnostic G5 de fissures liées à la sécheresse"],
    references: [],
    testimonials: [],
  },
  {
    slug: "arles",
    name: "Arles",
    departmentCode: "13",
    zipCode: "13200",
    population: 51000,
    areaKm2: 758.93,
    description: "Arles, commune la plus étendue de France métropolitaine, associe alluvions du Rhône, sols de Camargue et cailloutis de la Crau.",
    geologicalContext:
      "Le territoire d'Arles s'étend sur le delta du Rhône, formé de limons, de sables et d'argiles récents souvent compressibles, avec une nappe salée proche de la surface en Camargue. " +
      "À l'est, la plaine de la Crau est couverte des cailloutis déposés par l'ancienne Durance. " +
      "Le Rhône a inondé une partie de la ville lors de la crue de décembre 2003, et les projets doivent tenir compte des zones inondables.",
    keyServices: ["Étude de conception G2 sur sols compressibles", "Étude de fondations en zone inondable", "Sondages pressiométriques et pénétrométriques"],
    references: [],
    testimonials: [],
  },

  // Loire-Atlantique (44)
  {
    slug: "nantes",
    name: "Nantes",
    departmentCode: "44",
    zipCode: "44000",
    population: 323000,
    areaKm2: 65.19,
    description: "À Nantes, socle armoricain altéré et vases de la Loire coexistent : la profondeur du bon sol varie fortement d'un quartier à l'autre.",
    geologicalContext:
      "Nantes repose sur le socle du Massif armoricain, fait de micaschistes, de gneiss et de granites souvent altérés en surface. " +
      "La vallée de la Loire et de l'Erdre est comblée d'alluvions et de vases très compressibles, et d'anciens bras du fleuve ont été remblayés au XXe siècle, notamment autour de l'île de Nantes. " +
      "La Loire est soumise à la marée jusqu'en amont de la ville, ce qui fait varier le niveau de la nappe alluviale.",
    keyServices: [
      "Étude de conception G2 sur vases et remblais",
      "Sondages pressiométriques et pénétrométriques (CPT)",
      "Étude de nappe pour les projets avec sous-sols",
      "Diagnostic G5 de désordres",
    ],
    references: [],
    testimonials: [],
  },
  {
    slug: "saint-nazaire",
    name: "Saint-Nazaire",
    departmentCode: "44",
    zipCode: "44600",
    population: 72000,
    areaKm2: 46.79,
    description: "À Saint-Nazaire, vases de l'estuaire, socle granitique et littoral exposé à la submersion conditionnent les fondations.",
    geologicalContext:
      "Saint-Nazaire est bâtie à l'embouchure de la Loire, sur le socle granitique et gneissique du Massif armoricain. " +
      "Les zones portuaires et industrielles reposent souvent sur des remblais posés sur des vases estuariennes très compressibles, et les marais de Brière, au nord, sont tourbeux. " +
      "Le littoral est exposé à la submersion marine lors des tempêtes.",
    keyServices: ["Étude de fondations profondes sur vases", "Essais œdométriques et calcul de tassements", "Étude de conception G2"],
    references: [],
    testimonials: [],
  },

  // Rhône (69)
  {
    slug: "villeurbanne",
    name: "Villeurbanne",
    departmentCode: "69",
    zipCode: "69100",
    population: 157000,
    areaKm2: 14.52,
    description: "À Villeurbanne, graviers fluvio-glaciaires et nappe du Rhône proche de la surface conditionnent la conception des sous-sols.",
    geologicalContext:
      "Villeurbanne s'étend sur la plaine alluviale du Rhône et sur les terrasses fluvio-glaciaires de l'Est lyonnais, formées de graviers et de sables. " +
      "Ces terrains renferment une nappe abondante, proche de la surface, en relation avec le Rhône et le canal de Jonage. " +
      "Les sous-sols nécessitent donc une étude de nappe et, souvent, un cuvelage.",
    keyServices: ["Étude de conception G2 avec étude de nappe", "Piézomètres et essais de pompage", "Dimensionnement de cuvelages et de rabattements"],
    references: [],
    testimonials: [],
  },
  {
    slug: "venissieux",
    name: "Vénissieux",
    departmentCode: "69",
    zipCode: "69200",
    population: 67000,
    areaKm2: 15.33,
    description: "À Vénissieux, moraines du plateau des Minguettes et graviers de la plaine demandent des reconnaissances adaptées.",
    geologicalContext:
      "Le nord de Vénissieux occupe la plaine fluvio-glaciaire de l'Est lyonnais, formée de graviers et de sables. " +
      "Au sud, le plateau des Minguettes est couvert de moraines glaciaires hétérogènes, reposant sur la molasse miocène. " +
      "Les pentes qui descendent vers Saint-Fons et le Vieux-Bourg sont raides et demandent une attention particulière aux terrassements.",
    keyServices: ["Étude de conception G2", "Sondages pressiométriques", "Étude de stabilité de talus"],
    references: [],
    testimonials: [],
  },

  // Yvelines (78)
  {
    slug: "versailles",
    name: "Versailles",
    departmentCode: "78",
    zipCode: "78000",
    population: 84000,
    areaKm2: 26.18,
    description: "À Versailles, sables de Fontainebleau, argiles vertes et marnes imposent des études attentives aux argiles et aux eaux souterraines.",
    geologicalContext:
      "Versailles occupe une dépression entourée de plateaux et de buttes où affleurent les sables de Fontainebleau, coiffés de meulière. " +
      "Sous ces sables, les marnes et les argiles vertes sont sensibles au retrait-gonflement et retiennent des nappes perchées qui alimentent des sources sur les versants. " +
      "Les fonds de vallon sont occupés par des remblais et des dépôts compressibles.",
    keyServices: ["Étude préalable G1 et étude de conception G2", "Diagnostic G5 de fissures", "Essais d'identification des argiles"],
    references: [],
    testimonials: [],
  },
  {
    slug: "saint-germain-en-laye",
    name: "Saint-Germain-en-Laye",
    departmentCode: "78",
    zipCode: "78100",
    population: 45000,
    areaKm2: 51.94,
    description: "À Saint-Germain-en-Laye, calcaire grossier exploité en carrières, coteau de la Seine et terrasses alluviales composent le sous-sol.",
    geologicalContext:
      "La ville est construite en rebord de coteau, au-dessus de la Seine, sur le calcaire grossier du Lutétien qui a été exploité en carrières souterraines dans le secteur. " +
      "La forêt domaniale occupe une vaste terrasse d'alluvions anciennes sableuses et graveleuses dans un méandre du fleuve. " +
      "Les projets proches du coteau doivent vérifier l'absence de vides et la stabilité du versant.",
    keyServices: ["Recherche d'anciennes carrières", "Étude de conception G2", "Étude de stabilité de coteau"],
    references: [],
    testimonials: [],
  },

  // Sarthe (72)
  {
    slug: "la-fleche",
    name: "La Flèche",
    departmentCode: "72",
    zipCode: "72200",
    population: 14900,
    areaKm2: 74.21,
    description: "À La Flèche, alluvions du Loir, sables cénomaniens et coteaux de tuffeau demandent des études de sol adaptées.",
    geologicalContext:
      "La Flèche s'étend de part et d'autre du Loir, dont la vallée est occupée par des alluvions sableuses et une nappe peu profonde. " +
      "Les coteaux et plateaux voisins sont formés de sables du Cénomanien et de craie tuffeau du Turonien, localement creusée de caves. " +
      "Les crues du Loir et la présence de cavités sont les principaux points d'attention.",
    keyServices: ["Étude de conception G2", "Étude de fondations en zone inondable", "Recherche de cavités"],
    references: [],
    testimonials: [],
  },
  {
    slug: "sable-sur-sarthe",
    name: "Sablé-sur-Sarthe",
    departmentCode: "72",
    zipCode: "72300",
    population: 12100,
    areaKm2: 36.92,
    description: "À Sablé-sur-Sarthe, à la limite du Massif armoricain, calcaires anciens, schistes et alluvions de la Sarthe se côtoient.",
    geologicalContext:
      "Sablé-sur-Sarthe se trouve sur la bordure orientale du Massif armoricain, où affleurent des schistes et des calcaires carbonifères exploités en grandes carrières. " +
      "La Sarthe, l'Erve et la Vaige se rejoignent dans la ville, dont les fonds de vallée sont occupés par des alluvions inondables. " +
      "Les calcaires peuvent être karstifiés, ce qui impose de vérifier la continuité du rocher sous les fondations.",
    keyServices: ["Étude de conception G2", "Sondages carottés et destructifs", "Étude de fondations en zone inondable"],
    references: [],
    testimonials: [],
  },

  // Seine-Maritime (76)
  {
    slug: "le-havre",
    name: "Le Havre",
    departmentCode: "76",
    zipCode: "76600",
    population: 166000,
    areaKm2: 46.95,
    description: "Au Havre, la ville basse repose sur des remblais et des alluvions compressibles, la ville haute sur la craie et l'argile à silex.",
    geologicalContext:
      "La ville basse et le port sont construits sur des remblais et des alluvions de l'estuaire de la Seine, très compressibles, avec une nappe proche de la surface. " +
      "La ville haute occupe le plateau de Caux, formé de craie coiffée d'argile à silex, où subsistent des marnières. " +
      "La côte qui sépare les deux villes et les falaises du cap de la Hève sont exposées aux glissements et aux éboulements.",
    keyServices: ["Étude de fondations profondes en ville basse", "Recherche de marnières en ville haute", "Étude de stabilité de coteau"],
    references: [],
    testimonials: [],
  },
  {
    slug: "dieppe",
    name: "Dieppe",
    departmentCode: "76",
    zipCode: "76200",
    population: 28400,
    areaKm2: 11.67,
    description: "À Dieppe, falaises de craie en recul, alluvions de l'Arques et marnières des plateaux concentrent les enjeux géotechniques.",
    geologicalContext:
      "Dieppe est installée à l'embouchure de l'Arques, entre deux falaises de craie à silex qui reculent sous l'action de la mer et des eaux d'infiltration. " +
      "La ville basse repose sur des alluvions et des galets, tandis que les plateaux sont couverts d'argile à silex et creusés de marnières. " +
      "Les projets en tête de falaise doivent tenir compte du recul du trait de côte.",
    keyServices: ["Recherche de marnières", "Étude de conception G2", "Étude de recul de falaise"],
    references: [],
    testimonials: [],
  },

  // Seine-et-Marne (77)
  {
    slug: "meaux",
    name: "Meaux",
    departmentCode: "77",
    zipCode: "77100",
    population: 55600,
    areaKm2: 15.18,
    description: "À Meaux, alluvions de la Marne, nappe peu profonde et coteaux argileux demandent des fondations adaptées.",
    geologicalContext:
      "Meaux occupe un grand méandre de la Marne, dont la plaine alluviale, autrefois exploitée en sablières et gravières, renferme une nappe proche de la surface. " +
      "Les coteaux et le plateau du Multien sont formés de calcaires et de marnes tertiaires, recouverts de limons, où les niveaux argileux sont sensibles au retrait-gonflement. " +
      "Les crues de la Marne concernent les quartiers bas de la ville.",
    keyServices: ["Étude de conception G2", "Étude de fondations en zone inondable", "Diagnostic G5 de fissures"],
    references: [],
    testimonials: [],
  },
  {
    slug: "melun",
    name: "Melun",
    departmentCode: "77",
    zipCode: "77000",
    population: 41900,
    areaKm2: 8.04,
    description: "À Melun, vallée de la Seine, calcaire de Champigny karstique et argiles de la Brie demandent des études ciblées.",
    geologicalContext:
      "Melun s'étend de part et d'autre de la Seine, entre les alluvions de la vallée et le rebord du plateau de Brie. " +
      "Le plateau est formé de calcaires de Brie et de Champigny, ce dernier karstique et porteur d'une nappe majeure, sous des marnes et des argiles vertes sensibles au retrait-gonflement. " +
      "Les quartiers bas sont exposés aux crues de la Seine.",
    keyServices: ["Étude de conception G2", "Recherche de cavités karstiques", "Étude préalable G1 (loi ELAN)"],
    references: [],
    testimonials: [],
  },

  // Essonne (91)
  {
    slug: "evry-courcouronnes",
    name: "Évry-Courcouronnes",
    departmentCode: "91",
    zipCode: "91000",
    population: 66200,
    areaKm2: 12.7,
    description: "À Évry-Courcouronnes, argiles du plateau et coteau de la Seine exposent les constructions au retrait-gonflement et aux tassements.",
    geologicalContext:
      "Évry-Courcouronnes occupe un plateau couvert de limons et d'argiles, qui descend en pente douce vers la vallée de la Seine. " +
      "Les marnes et argiles tertiaires du plateau sont exposées au retrait-gonflement, un aléa fréquent en Essonne. " +
      "Le bas du coteau et les bords de Seine sont occupés par des colluvions et des alluvions compressibles.",
    keyServices: ["Étude préalable G1 (loi ELAN)", "Étude de conception G2", "Diagnostic G5 de fissures"],
    references: [],
    testimonials: [],
  },

  // Hauts-de-Seine (92)
  {
    slug: "boulogne-billancourt",
    name: "Boulogne-Billancourt",
    departmentCode: "92",
    zipCode: "92100",
    population: 120000,
    areaKm2: 6.17,
    description: "À Boulogne-Billancourt, alluvions de la Seine, nappe et craie peu profonde conditionnent les projets avec sous-sols.",
    geologicalContext:
      "Boulogne-Billancourt occupe une boucle de la Seine, dont les alluvions sableuses et graveleuses renferment une nappe en relation avec le fleuve. " +
      "À proximité de l'anticlinal de Meudon, la craie se trouve à faible profondeur sous les alluvions et les argiles. " +
      "Les sous-sols et les parkings imposent une étude de nappe et des parois étanches.",
    keyServices: ["Étude de conception G2 avec étude de nappe", "Sondages pressiométriques", "Dimensionnement de cuvelages"],
    references: [],
    testimonials: [],
  },
  {
    slug: "nanterre",
    name: "Nanterre",
    departmentCode: "92",
    zipCode: "92000",
    population: 96000,
    areaKm2: 12.19,
    description: "À Nanterre, anciennes carrières de calcaire, butte du Mont-Valérien et alluvions de la Seine imposent des études de sol ciblées.",
    geologicalContext:
      "Nanterre s'étend des pentes du Mont-Valérien, butte témoin de formations tertiaires, jusqu'aux alluvions de la Seine. " +
      "Le calcaire grossier du Lutétien a été exploité en carrières souterraines dans le secteur, ce qui impose de rechercher les vides avant de construire. " +
      "La nappe alluviale est proche de la surface dans les quartiers bordant la Seine.",
    keyServices: ["Recherche d'anciennes carrières", "Étude de conception G2", "Étude de nappe"],
    references: [],
    testimonials: [],
  },

  // Seine-Saint-Denis (93)
  {
    slug: "saint-denis",
    name: "Saint-Denis",
    departmentCode: "93",
    zipCode: "93200",
    population: 113000,
    areaKm2: 12.36,
    description: "À Saint-Denis, gypse soluble en profondeur, remblais industriels et nappe des alluvions imposent des études de sol rigoureuses.",
    geologicalContext:
      "Saint-Denis occupe la plaine alluviale de la Seine, où les alluvions sont souvent recouvertes de remblais industriels épais et hétérogènes. " +
      "En profondeur, le gypse antéludien peut se dissoudre au contact des eaux souterraines et former des vides, un risque encadré par un zonage spécifique en Seine-Saint-Denis. " +
      "La nappe est proche de la surface et influence la conception des sous-sols.",
    keyServices: [
      "Sondages destructifs enregistrés dans les zones de dissolution du gypse",
      "Étude de conception G2 avec étude de nappe",
      "Étude de fondations profondes sur remblais",
    ],
    references: [],
    testimonials: [],
  },
  {
    slug: "montreuil",
    name: "Montreuil",
    departmentCode: "93",
    zipCode: "93100",
    population: 111000,
    areaKm2: 8.92,
    description: "À Montreuil, anciennes carrières de gypse et argiles vertes du plateau de Romainville imposent une vigilance particulière.",
    geologicalContext:
      "Le haut de Montreuil appartient au plateau de Romainville, formé de marnes, d'argiles vertes et de masses de gypse exploitées autrefois en carrières. " +
      "Ces anciennes carrières exposent certains secteurs aux effondrements et aux affaissements. " +
      "Les argiles vertes des coteaux sont sensibles au retrait-gonflement et aux glissements.",
    keyServices: ["Recherche d'anciennes carrières de gypse", "Étude de conception G2", "Diagnostic G5 de fissures"],
    references: [],
    testimonials: [],
  },

  // Val-de-Marne (94)
  {
    slug: "creteil",
    name: "Créteil",
    departmentCode: "94",
    zipCode: "94000",
    population: 92000,
    areaKm2: 11.46,
    description: "À Créteil, alluvions de la Marne, nappe proche de la surface et butte du Mont-Mesly demandent des études adaptées.",
    geologicalContext:
      "Une grande partie de Créteil occupe la plaine alluviale de la Marne, dont les sables et graviers ont été exploités, comme en témoigne le lac de Créteil, ancienne gravière. " +
      "La nappe alluviale est proche de la surface, et les quartiers bas sont exposés aux crues de la Marne. " +
      "La butte du Mont-Mesly présente des marnes et des argiles sensibles au retrait-gonflement.",
    keyServices: ["Étude de conception G2 avec étude de nappe", "Étude de fondations en zone inondable", "Étude préalable G1"],
    references: [],
    testimonials: [],
  },
  {
    slug: "vitry-sur-seine",
    name: "Vitry-sur-Seine",
    departmentCode: "94",
    zipCode: "94400",
    population: 95000,
    areaKm2: 11.67,
    description: "À Vitry-sur-Seine, anciennes carrières du plateau et plaine inondable de la Seine imposent des études de sol ciblées.",
    geologicalContext:
      "L'ouest de Vitry-sur-Seine occupe le plateau de Villejuif, où le calcaire grossier a été exploité en carrières souterraines. " +
      "L'est de la commune s'étend sur la plaine alluviale de la Seine, inondée lors de la crue de 1910, avec une nappe peu profonde. " +
      "Les projets doivent donc vérifier l'absence de vides sur le plateau et le niveau de la nappe dans la plaine.",
    keyServices: ["Recherche d'anciennes carrières", "Étude de conception G2", "Étude de nappe et de fondations en zone inondable"],
    references: [],
    testimonials: [],
  },

  // Val-d'Oise (95)
  {
    slug: "cergy",
    name: "Cergy",
    departmentCode: "95",
    zipCode: "95000",
    population: 66000,
    areaKm2: 11.65,
    description: "À Cergy, boucle de l'Oise, anciennes gravières et calcaires du Vexin composent un sous-sol contrasté.",
    geologicalContext:
      "Cergy s'étend sur le rebord du plateau du Vexin, formé de calcaire grossier, et dans une boucle de l'Oise dont les alluvions ont été exploitées en gravières, aujourd'hui transformées en étangs. " +
      "Le Val-d'Oise compte de nombreuses anciennes carrières souterraines de calcaire, à rechercher avant tout projet en rebord de plateau. " +
      "La nappe alluviale et les crues de l'Oise concernent les terrains bas.",
    keyServices: ["Recherche d'anciennes carrières", "Étude de conception G2", "Étude de nappe"],
    references: [],
    testimonials: [],
  },
  {
    slug: "argenteuil",
    name: "Argenteuil",
    departmentCode: "95",
    zipCode: "95100",
    population: 111000,
    areaKm2: 17.22,
    description: "À Argenteuil, anciennes carrières de gypse des buttes du Parisis et alluvions de la Seine concentrent les enjeux.",
    geologicalContext:
      "Le nord d'Argenteuil s'appuie sur les buttes du Parisis, comme celle d'Orgemont, où le gypse a été exploité en carrières souterraines. " +
      "Ces anciennes carrières et la dissolution du gypse exposent certains quartiers aux effondrements, tandis que les argiles vertes des coteaux sont sensibles au retrait-gonflement. " +
      "Le sud de la commune s'étend sur les alluvions de la Seine.",
    keyServices: ["Recherche d'anciennes carrières de gypse", "Étude de conception G2", "Étude de stabilité de coteau"],
    references: [],
    testimonials: [],
  },

  // Isère (38)
  {
    slug: "grenoble",
    name: "Grenoble",
    departmentCode: "38",
    zipCode: "38000",
    population: 157000,
    areaKm2: 18.13,
    description: "À Grenoble, dépôts lacustres compressibles, nappe affleurante et sismicité moyenne rendent l'étude de sol indispensable.",
    geologicalContext:
      "Grenoble est bâtie au confluent de l'Isère et du Drac, dans une cuvette glaciaire comblée sur plusieurs centaines de mètres de sédiments lacustres et alluviaux. " +
      "Ces dépôts fins sont compressibles, baignés par une nappe proche de la surface, et amplifient les secousses sismiques dans une commune classée en zone de sismicité moyenne. " +
      "Les falaises calcaires de la Bastille et du Néron, qui dominent la ville, sont exposées aux chutes de blocs.",
    keyServices: ["Classification sismique des sols et étude d'effets de site", "Étude de conception G2 avec étude de nappe", "Étude de fondations profondes"],
    references: [],
    testimonials: [],
  },

  // Haute-Savoie (74)
  {
    slug: "annecy",
    name: "Annecy",
    departmentCode: "74",
    zipCode: "74000",
    population: 131000,
    areaKm2: 66.93,
    description: "À Annecy, dépôts lacustres compressibles, moraines et sismicité moyenne imposent des études de sol approfondies.",
    geologicalContext:
      "Annecy s'étend au nord du lac, sur des dépôts lacustres et alluviaux fins souvent compressibles, et sur des moraines glaciaires hétérogènes. " +
      "Les montagnes qui encadrent le lac, comme le Semnoz et le Veyrier, sont formées de calcaires exposés aux chutes de blocs. " +
      "La commune est en zone de sismicité moyenne, et le séisme d'Épagny de 1996 a endommagé de nombreux bâtiments de l'agglomération.",
    keyServices: ["Classification sismique des sols (Eurocode 8)", "Étude de conception G2 sur sols compressibles", "Étude de stabilité de versants"],
    references: [],
    testimonials: [],
  },

  // Puy-de-Dôme (63)
  {
    slug: "clermont-ferrand",
    name: "Clermont-Ferrand",
    departmentCode: "63",
    zipCode: "63000",
    population: 147000,
    areaKm2: 42.67,
    description: "À Clermont-Ferrand, marnes gonflantes de la Limagne et formations volcaniques se côtoient sur de courtes distances.",
    geologicalContext:
      "Clermont-Ferrand est située en bordure du fossé de la Limagne, comblé de marnes et d'argiles oligocènes fortement exposées au retrait-gonflement. " +
      "Le centre historique occupe une butte d'origine volcanique, et la ville est dominée par des plateaux de basalte et par la chaîne des Puys. " +
      "Les coulées et les dépôts volcaniques sont hétérogènes, ce qui rend nécessaires des sondages nombreux.",
    keyServices: ["Étude préalable G1 et étude de conception G2 (loi ELAN)", "Diagnostic G5 de fissures", "Sondages carottés en terrain volcanique"],
    references: [],
    testimonials: [],
  },

  // Loire (42)
  {
    slug: "saint-etienne",
    name: "Saint-Étienne",
    departmentCode: "42",
    zipCode: "42000",
    population: 173000,
    areaKm2: 79.97,
    description: "À Saint-Étienne, l'héritage minier du bassin houiller impose de vérifier l'absence de puits et de galeries sous chaque projet.",
    geologicalContext:
      "Saint-Étienne est bâtie sur un bassin houiller dont les couches ont donné leur nom à l'étage Stéphanien du Carbonifère. " +
      "Le charbon a été exploité pendant des siècles, laissant puits, galeries, remblais miniers et crassiers, et exposant certains secteurs aux affaissements. " +
      "Au sud, le massif du Pilat est formé de granites et de gneiss, et le Furan traverse la ville en partie couvert.",
    keyServices: ["Analyse des risques miniers au droit du projet", "Étude de conception G2", "Sondages destructifs enregistrés et carottés"],
    references: [],
    testimonials: [],
  },

  // Savoie (73)
  {
    slug: "chambery",
    name: "Chambéry",
    departmentCode: "73",
    zipCode: "73000",
    population: 60000,
    areaKm2: 20.99,
    description: "À Chambéry, sols compressibles de la cluse, versants calcaires et sismicité moyenne conditionnent les fondations.",
    geologicalContext:
      "Chambéry occupe la cluse qui sépare les massifs calcaires des Bauges et de la Chartreuse, comblée de dépôts lacustres, alluviaux et marécageux compressibles. " +
      "La Leysse et ses affluents, en partie couverts, traversent la ville et connaissent des crues rapides. " +
      "La commune est en zone de sismicité moyenne, et les versants calcaires voisins sont exposés aux chutes de blocs.",
    keyServices: ["Classification sismique des sols", "Étude de conception G2 sur sols compressibles", "Étude de stabilité de versants"],
    references: [],
    testimonials: [],
  },

  // Var (83)
  {
    slug: "toulon",
    name: "Toulon",
    departmentCode: "83",
    zipCode: "83000",
    population: 180000,
    areaKm2: 42.84,
    description: "À Toulon, falaises du Faron, remblais portuaires et argiles des plaines demandent des études de sol variées.",
    geologicalContext:
      "Toulon s'étend entre la rade et le mont Faron, massif de calcaires jurassiques dont les falaises sont exposées aux chutes de blocs. " +
      "Le port et la basse ville reposent en partie sur des remblais gagnés sur la mer, tandis que les plaines sont couvertes de colluvions et d'argiles sensibles au retrait-gonflement. " +
      "Le Las et l'Eygoutier, ruisseaux en partie couverts, provoquent des inondations rapides lors des orages.",
    keyServices: ["Étude de conception G2", "Étude de stabilité de falaises", "Diagnostic G5 de fissures"],
    references: [],
    testimonials: [],
  },

  // Alpes-Maritimes (06)
  {
    slug: "nice",
    name: "Nice",
    departmentCode: "06",
    zipCode: "06000",
    population: 348000,
    areaKm2: 71.92,
    description: "À Nice, sismicité moyenne, alluvions du Var et du Paillon et collines instables font de l'étude de sol une étape essentielle.",
    geologicalContext:
      "Nice s'étend sur les alluvions du Paillon et de la basse vallée du Var, au pied de collines de poudingues, de marnes et de calcaires. " +
      "La ville est en zone de sismicité moyenne, et les alluvions épaisses peuvent amplifier les secousses, comme l'a rappelé le séisme ligure de 1887. " +
      "En 1979, l'effondrement sous-marin d'une partie des remblais de l'aéroport a provoqué un petit tsunami, et les collines connaissent des glissements de terrain.",
    keyServices: ["Classification sismique des sols et étude d'effets de site", "Étude de stabilité de versants", "Étude de conception G2"],
    references: [],
    testimonials: [],
  },

  // Vaucluse (84)
  {
    slug: "avignon",
    name: "Avignon",
    departmentCode: "84",
    zipCode: "84000",
    population: 91000,
    areaKm2: 64.78,
    description: "À Avignon, alluvions du Rhône et de la Durance, nappe et crues conditionnent la plupart des projets.",
    geologicalContext:
      "Avignon est bâtie au confluent du Rhône et de la Durance, dont les alluvions sableuses et graveleuses renferment une nappe proche de la surface. " +
      "Le rocher des Doms, promontoire de calcaire urgonien, domine la vieille ville. " +
      "L'île de la Barthelasse et les quartiers sud sont exposés aux crues du Rhône et de la Durance.",
    keyServices: ["Étude de fondations en zone inondable", "Étude de conception G2 avec étude de nappe", "Sondages pressiométriques"],
    references: [],
    testimonials: [],
  },

  // Calvados (14)
  {
    slug: "caen",
    name: "Caen",
    departmentCode: "14",
    zipCode: "14000",
    population: 108000,
    areaKm2: 25.7,
    description: "À Caen, anciennes carrières de pierre de Caen et alluvions de l'Orne imposent des reconnaissances attentives.",
    geologicalContext:
      "Caen est bâtie sur le calcaire de Caen, du Bathonien, pierre de taille exploitée en carrières souterraines sous plusieurs quartiers de la ville. " +
      "Ces anciennes carrières exposent certains secteurs aux effondrements et imposent une recherche de vides. " +
      "La vallée de l'Orne et de l'Odon est occupée par des alluvions compressibles et une nappe sujette aux remontées.",
    keyServices: ["Recherche d'anciennes carrières", "Étude de conception G2", "Étude de fondations sur alluvions"],
    references: [],
    testimonials: [],
  },

  // Eure (27)
  {
    slug: "evreux",
    name: "Évreux",
    departmentCode: "27",
    zipCode: "27000",
    population: 47000,
    areaKm2: 26.45,
    description: "À Évreux, craie, argile à silex, marnières et vallée de l'Iton demandent des études de sol adaptées.",
    geologicalContext:
      "Évreux s'étend dans la vallée de l'Iton, entaillée dans les plateaux de craie recouverts d'argile à silex et de limons. " +
      "Les plateaux comptent des marnières et des bétoires, cavités qui peuvent provoquer des effondrements. " +
      "La vallée est occupée par des alluvions compressibles et exposée aux crues de l'Iton.",
    keyServices: ["Recherche de marnières et de cavités", "Étude de conception G2", "Étude préalable G1"],
    references: [],
    testimonials: [],
  },

  // Maine-et-Loire (49)
  {
    slug: "angers",
    name: "Angers",
    departmentCode: "49",
    zipCode: "49000",
    population: 157000,
    areaKm2: 42.7,
    description: "À Angers, schistes ardoisiers, alluvions de la Maine et basses vallées inondables conditionnent les fondations.",
    geologicalContext:
      "Angers est bâtie sur les schistes du Massif armoricain, dont l'ardoise a été exploitée à Trélazé et a donné à la ville son surnom de ville noire. " +
      "La Maine traverse la ville et rejoint la Loire au sud, dans des vallées occupées par des alluvions compressibles. " +
      "Les basses vallées angevines sont régulièrement inondées, et les schistes altérés présentent une portance très variable.",
    keyServices: ["Étude de conception G2", "Sondages carottés dans les schistes", "Étude de fondations en zone inondable"],
    references: [],
    testimonials: [],
  },

  // Vendée (85)
  {
    slug: "la-roche-sur-yon",
    name: "La Roche-sur-Yon",
    departmentCode: "85",
    zipCode: "85000",
    population: 55000,
    areaKm2: 87.44,
    description: "À La Roche-sur-Yon, socle granitique et schisteux altéré du bocage vendéen conditionne les fondations.",
    geologicalContext:
      "La Roche-sur-Yon repose sur le socle du Massif armoricain, fait de granites, de micaschistes et de schistes. " +
      "Ces roches sont couvertes d'une altération argileuse ou sableuse d'épaisseur variable, qui détermine la profondeur des fondations. " +
      "La vallée de l'Yon est encaissée et ses fonds sont occupés par des alluvions.",
    keyServices: ["Étude de conception G2", "Étude préalable G1", "Sondages pressiométriques"],
    references: [],
    testimonials: [],
  },

  // Mayenne (53)
  {
    slug: "laval",
    name: "Laval",
    departmentCode: "53",
    zipCode: "53000",
    population: 50000,
    areaKm2: 34.2,
    description: "À Laval, schistes, grès et calcaires anciens du Massif armoricain et alluvions de la Mayenne composent le sous-sol.",
    geologicalContext:
      "Laval se trouve dans un bassin carbonifère du Massif armoricain, où alternent schistes, grès et calcaires, ces derniers exploités comme marbre. " +
      "La Mayenne traverse la ville dans une vallée encaissée, dont les fonds sont inondables. " +
      "Les calcaires peuvent être karstifiés et les schistes altérés en surface, ce qui impose des sondages jusqu'au rocher sain.",
    keyServices: ["Étude de conception G2", "Sondages carottés", "Étude de fondations en zone inondable"],
    references: [],
    testimonials: [],
  },
] satisfies Array<SeedCity>;
