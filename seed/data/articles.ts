// Blog categories and articles (expert articles + company news), in French.
// Company facts use {{section.key}} placeholders replaced at render time.
import type { SeedArticle, SeedCategory } from "../types.ts";

export const categories = [
  {
    name: "Géotechnique",
    slug: "geotechnique",
    description: "Les fondamentaux de l'étude de sol : missions de la norme NF P 94-500, lecture des rapports et démarche de conception.",
  },
  {
    name: "Conseils",
    slug: "conseils",
    description: "Des conseils pratiques pour les particuliers, vendeurs de terrain et maîtres d'ouvrage qui préparent un projet de construction.",
  },
  {
    name: "Risques naturels",
    slug: "risques-naturels",
    description: "Retrait-gonflement des argiles, cavités, dissolution du gypse, nappes et inondations : comprendre les aléas du sous-sol.",
  },
  {
    name: "Innovation",
    slug: "innovation",
    description: "Nouvelles méthodes de reconnaissance, géophysique, instrumentation connectée et évolutions de nos équipements.",
  },
  {
    name: "Hydraulique",
    slug: "hydraulique",
    description: "Eaux souterraines, perméabilité des sols et gestion des eaux pluviales à la parcelle.",
  },
  {
    name: "Construction",
    slug: "construction",
    description: "Fondations, terrassements et dispositions constructives adaptées au sol, de la conception au chantier.",
  },
  {
    name: "Techniques",
    slug: "techniques",
    description: "Les essais in situ et en laboratoire, les méthodes de diagnostic et leur interprétation, expliqués par nos ingénieurs.",
  },
  {
    name: "Actualité",
    slug: "actualite",
    description: "Les nouvelles de notre bureau d'études : équipe, partenariats et vie de l'entreprise.",
  },
  {
    name: "Événement",
    slug: "evenement",
    description: "Salons, journées techniques et rencontres professionnelles auxquels participent nos équipes.",
  },
] satisfies Array<SeedCategory>;

export const articles = [
  {
    slug: "importance-etudes-geotechniques",
    title: "Pourquoi réaliser une étude géotechnique avant de construire ?",
    excerpt: "Missions G1 et G2, coût d'une étude, sinistres évités : pourquoi l'étude de sol est le premier investissement d'un projet de construction réussi.",
    category: "geotechnique",
    tags: ["étude de sol", "g1", "g2", "nf p 94-500", "fondations"],
    publishedAt: "2023-10-15",
    featuredImage: "/images/articles/strates.svg",
    metaTitle: "Pourquoi faire une étude géotechnique avant de construire",
    metaDescription: "Missions G1 et G2 de la norme NF P 94-500, moment idéal pour la commander, coût et conséquences d'un projet lancé sans étude de sol.",
    highlighted: true,
    content: `Un bâtiment, quel qu'il soit, finit toujours par reposer sur le sol. Le béton, l'acier ou le bois sont choisis sur catalogue, avec des caractéristiques garanties ; le sol, lui, est hérité. Sa nature change d'une commune à l'autre, parfois d'un angle à l'autre de la même parcelle. L'étude géotechnique est la seule façon de connaître ce « matériau » avant de lui confier la stabilité d'un ouvrage.

## Le sol, premier matériau de construction

Un sol peut être porteur mais très compressible, résistant mais sensible à l'eau, homogène en apparence mais traversé par une ancienne carrière ou une poche de remblais. Les désordres qui en résultent sont rarement spectaculaires le jour de la réception : ils apparaissent au fil des saisons, sous forme de fissures, de tassements différentiels ou d'infiltrations en sous-sol.

L'étude géotechnique permet de répondre à des questions très concrètes :

- **Quelles couches de sol** se trouvent sous le projet, sur quelle épaisseur, et jusqu'à quelle profondeur ?
- **Quelle portance et quelle compressibilité** offrent-elles, donc quelles charges peuvent-elles reprendre et avec quels tassements ?
- **Où se trouve l'eau** : nappe, circulations saisonnières, risque de remontée en période de hautes eaux ?
- **Le sol est-il sensible** : argiles gonflantes, gypse soluble, remblais récents, cavités, terrain en pente ?
- **Comment terrasser** : stabilité des talus, besoin de blindage ou de pompage, réemploi possible des déblais ?

## Les missions de la norme NF P 94-500

En France, les missions d'ingénierie géotechnique sont définies par la norme NF P 94-500 (version de novembre 2013). Elle découpe l'intervention du géotechnicien en étapes qui suivent l'avancement du projet :

| Mission | Phase | Objectif principal |
|---|---|---|
| G1 ES | Étude de site | Identifier le contexte géologique et les risques majeurs du site |
| G1 PGC | Principes généraux de construction | Donner les premières orientations de fondations et de terrassement |
| G2 AVP | Avant-projet | Définir un modèle géologique, choisir et prédimensionner les fondations |
| G2 PRO | Projet | Dimensionner les ouvrages géotechniques du projet |
| G2 DCE/ACT | Consultation des entreprises | Rédiger la partie géotechnique du dossier et analyser les offres |
| G3 | Exécution (entreprise) | Étudier et suivre les ouvrages géotechniques pendant les travaux |
| G4 | Supervision (maître d'ouvrage) | Contrôler que l'exécution est conforme aux hypothèses |
| G5 | Diagnostic | Étudier un élément géotechnique précis, par exemple après un sinistre |

### Un enchaînement logique

Chaque mission réduit une part d'incertitude. Une G1 est réalisée en amont, souvent avant l'achat ou au stade de l'esquisse ; elle ne suffit pas à dimensionner des fondations. La G2 prend en compte l'implantation, les niveaux et les charges du bâtiment : c'est elle qui fixe le type de fondations, leur niveau d'assise et les contraintes admissibles. Pendant les travaux, la G3 (confiée à l'entreprise) et la G4 (pour le compte du maître d'ouvrage) vérifient que le sol rencontré correspond au modèle retenu.

## Combien coûte une étude… et combien coûte son absence

Pour une maison individuelle, une étude de sol représente en général quelques milliers d'euros, soit une fraction modeste du budget global. Le prix dépend surtout du nombre et de la profondeur des sondages, des essais en laboratoire et de l'accessibilité du terrain. Notre [simulateur](/simulateur) donne une première estimation en quelques minutes.

En face, les conséquences d'un projet lancé « à l'aveugle » sont bien plus lourdes :

1. **Le surdimensionnement** : faute de données, on prend des marges. Des semelles trop larges ou des pieux inutiles, c'est du béton et de l'acier payés pour rien.
2. **Le sous-dimensionnement** : des fondations trop superficielles sur un sol compressible ou argileux conduisent à des tassements différentiels et à des fissures.
3. **Les aléas de chantier** : venue d'eau imprévue, remblais épais, banc rocheux à terrasser… chaque découverte se traduit par un avenant et un retard.
4. **Le sinistre** : une reprise en sous-œuvre par micropieux sur une maison existante se chiffre couramment en dizaines de milliers d'euros, sans compter la gêne pour les occupants et la longueur des procédures d'assurance.

Les garanties de construction (dommages-ouvrage, décennale) n'effacent pas ces difficultés : elles organisent une indemnisation, souvent après des mois d'expertise. Mieux vaut prévenir.

## Quand commander l'étude ?

Le plus tôt possible. Idéalement :

- **avant l'achat du terrain**, pour négocier en connaissance de cause ou renoncer à un terrain trop contraignant ;
- **dès l'esquisse**, pour que l'architecte adapte l'implantation, les niveaux ou la présence d'un sous-sol ;
- **avant la consultation des entreprises**, pour que les offres reposent sur les mêmes hypothèses et que les prix ne réservent pas de surprise.

Dans les zones exposées au retrait-gonflement des argiles, la loi ELAN impose d'ailleurs une étude géotechnique préalable lors de la vente d'un terrain constructible. Nous détaillons ces obligations dans notre article sur [la loi ELAN et la vente de terrain](/actualites/loi-elan-etude-geotechnique-vente-terrain).

## Ce qu'il faut fournir au géotechnicien

Une étude utile est une étude qui colle au projet. Préparez si possible :

- le plan de situation et le plan de masse avec l'implantation envisagée ;
- les niveaux du projet : sous-sol, vide sanitaire, terre-plein, terrassements prévus ;
- une estimation des charges (nombre de niveaux, type de structure) ;
- les contraintes d'accès au terrain pour les engins de forage ;
- les informations connues sur l'historique du site : ancien bâtiment, remblais, puits, réseaux.

Avant toute intervention, le géotechnicien effectue les déclarations réglementaires auprès des exploitants de réseaux (DT-DICT) afin de forer en sécurité.

## En résumé

L'étude géotechnique n'est pas une formalité administrative : c'est la donnée d'entrée qui conditionne le coût, les délais et la durabilité de l'ouvrage. Bien menée, elle permet souvent d'économiser davantage qu'elle ne coûte. Pour découvrir le détail de nos missions, consultez notre page [études géotechniques](/services/etudes-geotechniques) ou [contactez-nous](/contact) pour un devis adapté à votre projet.`,
  },
  {
    slug: "loi-elan-etude-geotechnique-vente-terrain",
    title: "Loi ELAN : l'étude géotechnique obligatoire pour vendre un terrain",
    excerpt: "Vendeur ou acquéreur d'un terrain à bâtir en zone argileuse ? Ce que la loi ELAN impose : étude préalable, étude de conception, techniques particulières.",
    category: "conseils",
    tags: ["loi elan", "argiles", "vente de terrain", "g1", "maison individuelle", "étude de sol"],
    publishedAt: "2023-11-28",
    featuredImage: "/images/articles/rapport.svg",
    metaTitle: "Loi ELAN : étude de sol obligatoire pour la vente de terrain",
    metaDescription: "Terrains concernés, contenu de l'étude préalable, validité de 30 ans, étude de conception et techniques particulières : la loi ELAN expliquée.",
    highlighted: false,
    content: `Depuis le 1er octobre 2020, la vente d'un terrain à bâtir situé dans une zone argileuse exposée ne peut plus se faire sans étude de sol. Ce dispositif, issu de la loi ELAN, vise à réduire les sinistres liés au retrait-gonflement des argiles, qui touchent en priorité les maisons individuelles. Voici ce qu'il faut savoir, côté vendeur comme côté acquéreur.

## Ce que prévoit la loi

L'article 68 de la loi n° 2018-1021 du 23 novembre 2018 (dite loi ELAN) a créé une section du Code de la construction et de l'habitation consacrée à la prévention des mouvements de terrain différentiels consécutifs à la sécheresse et à la réhydratation des sols argileux. Ces règles, d'abord codifiées aux articles L.112-20 et suivants, figurent depuis la recodification de 2021 aux articles L.132-4 et suivants du CCH.

Elles ont été précisées par :

- le **décret n° 2019-495 du 22 mai 2019**, qui fixe le cadre des études géotechniques ;
- trois **arrêtés du 22 juillet 2020** : le premier définit le contenu des études, le deuxième délimite les zones concernées, le troisième décrit les techniques particulières de construction.

Le dispositif s'applique aux promesses et actes de vente, ainsi qu'aux contrats de construction, conclus depuis le 1er octobre 2020.

## Quels terrains sont concernés ?

Deux conditions cumulatives :

1. **Le terrain est situé en zone d'exposition moyenne ou forte** au retrait-gonflement des argiles, selon la carte d'exposition établie par le BRGM et consultable sur Géorisques (rubrique « Connaître les risques près de chez moi »). Les zones d'exposition faible ne sont pas visées.
2. **Il s'agit d'un terrain non bâti constructible** dans un secteur où les règles d'urbanisme permettent la construction de maisons individuelles.

La carte nationale est établie à une échelle qui ne permet pas de trancher au mètre près. En limite de zone, l'étude préalable permet justement de vérifier la présence réelle de sols argileux sensibles sur la parcelle.

Pour savoir en quelques secondes dans quelle zone se trouve votre terrain, [saisissez son adresse sur notre page « Mon terrain est-il concerné ? »](/mon-terrain) : nous y lisons pour vous la carte d'exposition publiée sur Géorisques.

## L'étude géotechnique préalable, à la charge du vendeur

### Contenu

L'étude préalable (parfois appelée EG1) correspond à une mission **G1 de la norme NF P 94-500**, phases étude de site (ES) et principes généraux de construction (PGC). Elle comprend :

- une enquête documentaire sur le contexte géologique et les constructions voisines ;
- une visite du site ;
- en règle générale, des sondages et des essais en laboratoire pour qualifier la sensibilité des sols au retrait-gonflement (teneur en eau, valeur au bleu VBS, limites d'Atterberg, parfois essais de retrait) ;
- les principes généraux de construction permettant de se prémunir du phénomène.

### Formalités et durée de validité

- L'étude est **annexée à la promesse de vente** ou, à défaut, à l'acte authentique ; en cas de vente publique, au cahier des charges.
- Elle **reste annexée au titre de propriété** et suit les mutations successives du terrain.
- Elle est **valable 30 ans**, à condition qu'aucun remaniement du sol n'ait été effectué entre-temps (remblaiement, terrassement important…).
- Son coût est supporté par le vendeur.

Pour un lotissement, une étude peut couvrir l'ensemble de l'opération à condition d'identifier clairement la situation de chaque lot vendu.

## L'étude de conception, avant de construire

Avant la signature d'un contrat de construction ou de maîtrise d'œuvre portant sur un immeuble d'habitation (ou mixte habitation et professionnel) de **deux logements au plus**, le maître d'ouvrage transmet l'étude préalable aux constructeurs. Le constructeur doit ensuite :

- **soit suivre les recommandations d'une étude géotechnique de conception** (EG2), qui tient compte de l'implantation et des caractéristiques du bâtiment. Elle correspond aux phases **G2 AVP et G2 PRO** de la norme NF P 94-500 ;
- **soit respecter les techniques particulières de construction** fixées par l'arrêté du 22 juillet 2020.

Si l'étude conclut à l'absence de sol argileux sensible, ces obligations constructives ne s'appliquent pas.

### Les techniques particulières de construction

Pour les constructeurs qui ne s'appuient pas sur une étude de conception, l'arrêté impose notamment :

- des **fondations en béton armé**, coulées en continu, ancrées à **au moins 0,80 m en zone d'exposition moyenne et 1,20 m en zone forte**, et homogènes sur toute l'emprise (attention aux sous-sols partiels) ;
- une **structure rigide** : chaînages horizontaux et verticaux, linteaux au-dessus des ouvertures ;
- des **joints de rupture** entre parties de bâtiment fondées différemment ;
- la **maîtrise des eaux** : collecte et évacuation des eaux pluviales loin des fondations, réseaux étanches ;
- la **maîtrise de la végétation** : pas d'arbre à une distance inférieure à sa hauteur à maturité (1,5 fois pour un rideau d'arbres), ou mise en place d'un écran anti-racines ;
- l'**isolation des sources de chaleur** en sous-sol (chaudière contre un mur enterré, par exemple).

Ces règles forfaitaires sont protectrices mais pas toujours économiques. Une étude de conception permet souvent d'optimiser les fondations, et elle est indispensable dès que le projet sort du cas courant : terrain en pente, sous-sol, extension accolée, sols hétérogènes.

## Pourquoi l'étude préalable ne suffit pas pour construire

L'étude préalable est réalisée sans connaître le futur bâtiment. Elle signale un risque et des principes, mais ne fixe ni la profondeur exacte des fondations, ni les contraintes admissibles, ni les tassements. Se contenter de la G1 revient à dimensionner sur des hypothèses générales. Nous expliquons la différence entre les deux documents dans notre guide pour [interpréter un rapport géotechnique](/actualites/interpreter-rapport-geotechnique).

## Conseils pratiques

**Si vous vendez :**

- vérifiez l'exposition de votre parcelle sur Géorisques dès la décision de vendre ;
- commandez l'étude avant la mise en vente : elle rassure les acquéreurs et évite de retarder la promesse ;
- transmettez-la au notaire en même temps que les autres diagnostics.

**Si vous achetez :**

- lisez les conclusions et les principes de construction avant de signer : ils peuvent avoir un impact sur le budget (fondations plus profondes, vide sanitaire) ;
- vérifiez que l'étude porte bien sur votre lot et qu'elle date de moins de 30 ans ;
- prévoyez une étude de conception dès que votre projet est défini, et transmettez les deux études à votre constructeur.

Nous réalisons les études préalables et de conception au sens de la loi ELAN partout en Île-de-France et en France. Découvrez nos [études géotechniques](/services/etudes-geotechniques) ou [demandez un devis](/contact).`,
  },
  {
    slug: "retrait-gonflement-argiles-fissures-maisons",
    title: "Retrait-gonflement des argiles : comprendre et prévenir les fissures",
    excerpt: "Sécheresses répétées, maisons fissurées : comment les argiles se rétractent et gonflent, quels signes doivent alerter et comment construire ou réparer.",
    category: "risques-naturels",
    tags: ["argiles", "sécheresse", "fissures", "catnat", "maison individuelle", "loi elan"],
    publishedAt: "2024-01-16",
    featuredImage: "/images/articles/fissures.svg",
    metaTitle: "Retrait-gonflement des argiles et fissures des maisons",
    metaDescription: "Mécanisme du retrait-gonflement, signes d'alerte, essais de laboratoire, bonnes pratiques constructives et démarches CatNat après une sécheresse.",
    highlighted: false,
    content: `Une fissure en escalier sur une façade, une porte qui frotte en fin d'été, un carrelage qui se soulève : derrière ces symptômes se cache souvent le même phénomène, le retrait-gonflement des argiles (RGA). Lent et silencieux, il figure parmi les principales causes d'indemnisation au titre du régime des catastrophes naturelles, et les sécheresses marquées de ces dernières années l'ont remis au premier plan.

## Pourquoi certaines argiles gonflent et se rétractent

Les argiles sont constituées de minéraux en feuillets très fins, capables de fixer l'eau à leur surface et, pour certains, entre leurs feuillets. Les **smectites** (dont la montmorillonite) sont les plus actives ; la kaolinite l'est beaucoup moins. Lorsque la teneur en eau du sol diminue, le volume de l'argile se réduit : c'est le **retrait**. Quand l'eau revient, elle regonfle : c'est le **gonflement**.

Ces variations concernent surtout la tranche superficielle du sol, sur environ un à deux mètres, parfois davantage sous l'influence des arbres. Trois facteurs aggravent le phénomène :

- **la sécheresse prolongée**, en particulier lorsqu'elle succède à un hiver peu pluvieux ;
- **la végétation** : les racines d'un arbre peuvent puiser l'eau à plusieurs mètres de distance et de profondeur ;
- **les perturbations hydriques locales** : fuite de canalisation, gouttière rejetant au pied d'un mur, chaudière en sous-sol qui assèche le terrain au contact.

## Les signes qui doivent alerter

- fissures obliques ou en escalier dans la maçonnerie, souvent aux angles des ouvertures ;
- portes et fenêtres qui coincent, surtout à la fin de l'été ;
- décollement entre le bâtiment et une terrasse, un perron ou une extension ;
- dallage ou carrelage fissuré, plinthes décollées ;
- rupture de canalisations enterrées ;
- fissures qui s'ouvrent en période sèche et se referment partiellement en hiver.

Le caractère **saisonnier et réversible** des mouvements est un indice fort, mais il ne suffit pas à établir la cause : un tassement de remblai ou une fuite de réseau peuvent produire des désordres proches.

## Pourquoi les maisons individuelles sont les plus exposées

Les maisons sont légères et souvent fondées superficiellement, dans la tranche de sol qui subit les variations de teneur en eau. Leur structure, parfois peu chaînée, supporte mal les mouvements différentiels. Les situations les plus sensibles sont bien connues :

- fondations peu profondes ou d'ancrage variable (sous-sol partiel, terrain en pente) ;
- extension accolée fondée différemment de la maison existante ;
- arbres plantés trop près, ou au contraire abattus brutalement ;
- absence de trottoir périphérique, eaux pluviales rejetées au pied des murs.

## Identifier les sols sensibles

La **carte d'exposition au retrait-gonflement** publiée par le BRGM sur Géorisques donne une première indication (exposition faible, moyenne ou forte). À l'échelle de la parcelle, seuls des sondages et des essais en laboratoire permettent de conclure. Les principaux essais sont :

- la **teneur en eau** naturelle, et son évolution avec la profondeur ;
- la **valeur au bleu de méthylène (VBS)**, qui mesure l'activité de la fraction argileuse ;
- les **limites d'Atterberg** (limites de liquidité et de plasticité) et l'indice de plasticité Ip ;
- les essais de **retrait** et de **gonflement à l'œdomètre** pour quantifier les déformations.

À titre indicatif, les grilles couramment utilisées en France classent la sensibilité ainsi :

| Sensibilité | Indice de plasticité Ip | VBS |
|---|---|---|
| Faible | inférieur à 12 | inférieure à 2,5 |
| Moyenne | 12 à 25 | 2,5 à 6 |
| Forte | 25 à 40 | 6 à 8 |
| Très forte | supérieur à 40 | supérieure à 8 |

Ces seuils restent des repères : l'ingénieur croise toujours plusieurs paramètres avec la géologie locale et l'état hydrique du sol au moment des prélèvements.

## Construire sur un sol argileux : les bonnes pratiques

Dans les zones d'exposition moyenne ou forte, la loi ELAN impose une étude préalable lors de la vente d'un terrain, puis une étude de conception ou le respect de techniques particulières (voir notre article sur [la loi ELAN](/actualites/loi-elan-etude-geotechnique-vente-terrain)). Les principes sont les suivants :

1. **Fonder plus profond et de façon homogène**, en dessous de la tranche sensible, avec des semelles armées et continues ou, si nécessaire, des pieux ou micropieux.
2. **Rigidifier la structure** par des chaînages horizontaux et verticaux.
3. **Désolidariser** les parties d'ouvrage fondées différemment par des joints de rupture.
4. **Préférer un plancher porté sur vide sanitaire** à un dallage sur terre-plein.
5. **Éloigner l'eau** : gouttières raccordées, drainage si nécessaire, trottoir étanche d'au moins 1,50 m autour de la maison.
6. **Maîtriser la végétation** : distance suffisante entre arbres et façade, ou écran anti-racines.

Le choix du type de fondation est développé dans notre article [semelles, radier, pieux ou micropieux](/actualites/choisir-fondations-semelles-radier-pieux).

## Votre maison est fissurée : que faire ?

### Documenter

Photographiez les fissures en datant les clichés, notez leur évolution, posez si possible des témoins ou des jauges. Signalez les désordres en mairie : c'est la commune qui sollicite la reconnaissance de l'état de catastrophe naturelle.

### Déclarer

Lorsque l'arrêté interministériel de reconnaissance est publié au Journal officiel, vous disposez de **30 jours** pour déclarer le sinistre à votre assureur si vous ne l'avez pas déjà fait (délai porté de 10 à 30 jours par la loi du 28 décembre 2021). Une franchise légale spécifique s'applique aux dommages liés à la sécheresse.

### Diagnostiquer avant de réparer

Reboucher une fissure sans traiter la cause ne sert à rien : elle réapparaîtra. Un **diagnostic géotechnique G5** permet d'identifier la cause (argiles, racines, fuite, remblai), de mesurer l'ancrage réel des fondations et de définir un confortement adapté. Attention également aux fausses bonnes idées : abattre d'un coup un grand arbre proche d'une maison peut provoquer un gonflement du sol et de nouveaux désordres.

Pour en savoir plus, lisez notre article sur [la mission G5 après sinistre](/actualites/mission-g5-diagnostic-apres-sinistre) ou découvrez nos [diagnostics géotechniques](/services/diagnostics).`,
  },
  {
    slug: "interpreter-rapport-geotechnique",
    title: "Comment lire et interpréter un rapport d'étude géotechnique",
    excerpt: "Coupes de sondage, valeurs pressiométriques EM et pl, recommandations de fondations : le guide pour comprendre votre rapport G1 ou G2 et poser les bonnes questions.",
    category: "geotechnique",
    tags: ["rapport géotechnique", "g1", "g2", "pressiomètre", "fondations", "sondages"],
    publishedAt: "2024-03-05",
    featuredImage: "/images/articles/rapport.svg",
    metaTitle: "Lire et interpréter un rapport géotechnique G1 ou G2",
    metaDescription: "Structure d'un rapport G1 ou G2, lecture des coupes de sondage, valeurs EM et pl, recommandations de fondations et questions à poser à votre ingénieur.",
    highlighted: true,
    content: `Vous venez de recevoir votre rapport d'étude géotechnique : une quarantaine de pages, des coupes de sondage, des courbes, des tableaux de valeurs… et une conclusion qui engage le budget de vos fondations. Ce guide vous aide à comprendre l'organisation du document, à repérer les informations essentielles et à préparer vos questions.

## Avant de lire : identifier la mission

La première page indique la mission réalisée au sens de la norme NF P 94-500. C'est essentiel, car la portée du rapport en dépend :

- **G1 ES / PGC (étude préalable)** : le projet n'est pas encore défini. Le rapport décrit le contexte et les risques et donne des **principes généraux** de construction. Il ne permet pas de dimensionner.
- **G2 AVP (avant-projet)** : le rapport s'appuie sur un projet connu (implantation, niveaux, charges approximatives) et propose un type de fondation, un niveau d'assise et des ordres de grandeur de portance et de tassement.
- **G2 PRO (projet)** : les ouvrages géotechniques sont dimensionnés avec les charges réelles fournies par le bureau d'études structure.

Vérifiez ensuite que la **description du projet** correspond bien à ce que vous allez construire. Si le sous-sol a été ajouté, si l'implantation a bougé ou si le nombre de niveaux a changé, les conclusions doivent être revues.

## La structure type d'un rapport

### Données d'entrée et contexte

Le rapport rappelle les documents transmis (plans, charges), le contexte géologique issu de la carte géologique et des archives (Banque du sous-sol du BRGM notamment), l'hydrogéologie et les risques recensés : retrait-gonflement des argiles, cavités, inondation, sismicité.

### Programme d'investigations

Un tableau liste les sondages réalisés, leur profondeur et leur nature. Les plus courants sont :

| Investigation | Ce qu'elle apporte |
|---|---|
| Sondage à la pelle ou à la tarière | Observation directe des terrains superficiels, prélèvements |
| Sondage pressiométrique | Essais tous les 1 à 1,5 m : module EM et pression limite pl |
| Pénétromètre dynamique | Profil continu de résistance, repérage des couches molles |
| Pénétromètre statique (CPT) | Profil continu de résistance de pointe qc et de frottement |
| Sondage carotté | Échantillons intacts pour le laboratoire, description fine |
| Piézomètre | Mesure du niveau d'eau dans le temps |

Un plan d'implantation situe chaque sondage par rapport au projet : regardez si toutes les zones du bâtiment sont couvertes.

### Les coupes de sondage

Chaque coupe se lit de haut en bas, en fonction de la profondeur (et souvent de la cote NGF). Elle indique :

- la **description lithologique** de chaque couche (remblais, limons, argiles, sables, marnes, calcaire…) ;
- les **observations d'eau** : venue d'eau en cours de forage, niveau mesuré en fin de sondage ;
- les **incidents** : refus, perte de fluide, chute d'outil (possible indice de vide) ;
- pour les forages destructifs, les **paramètres d'enregistrement** (vitesse d'avancement, pression sur l'outil, couple) qui renseignent sur la compacité des terrains entre les essais.

Un niveau d'eau relevé en fin de sondage n'est qu'une photographie à une date donnée : il peut être plus haut en hiver.

### Les essais pressiométriques : EM et pl

L'essai pressiométrique Ménard fournit deux valeurs à chaque profondeur testée :

- le **module pressiométrique EM** (en MPa), qui traduit la déformabilité du sol : il sert au calcul des **tassements** ;
- la **pression limite pl** (en MPa), qui traduit la résistance du sol : elle sert au calcul de la **portance**.

Quelques ordres de grandeur, purement indicatifs :

| Pression limite pl | Qualité mécanique indicative |
|---|---|
| inférieure à 0,3 MPa | Très médiocre (vases, remblais lâches, argiles molles) |
| 0,3 à 1 MPa | Moyenne (limons, argiles fermes, sables peu compacts) |
| 1 à 2,5 MPa | Bonne (sables compacts, argiles raides, marnes) |
| supérieure à 2,5 MPa | Très bonne (graves denses, roches altérées ou tendres) |

Le rapport EM/pl renseigne aussi sur l'état du sol : une valeur très faible peut signaler un terrain remanié ou décomprimé, une valeur élevée un sol surconsolidé. Pour tout comprendre de cet essai, lisez notre article sur [l'essai pressiométrique Ménard](/actualites/essai-pressiometrique-menard-explique).

### Le modèle géotechnique

C'est la synthèse : un tableau de couches homogènes avec, pour chacune, sa profondeur, sa description et les valeurs retenues pour le calcul. Le rapport précise aussi les **niveaux d'eau** à prendre en compte (souvent notés EB pour les basses eaux, EH pour les hautes eaux, EE pour les eaux exceptionnelles).

### Les recommandations

Pour les fondations, vous devez y trouver :

- le **type de fondation** (semelles, radier, puits, pieux, micropieux) ;
- le **niveau d'assise** et la couche porteuse visée, avec un ancrage minimal ;
- les **contraintes ou charges admissibles** aux états limites (ELS et ELU), calculées selon les normes d'application de l'Eurocode 7 (NF P 94-261 pour les fondations superficielles, NF P 94-262 pour les fondations profondes) ;
- les **tassements** estimés, absolus et différentiels.

Le rapport traite aussi des dallages ou planchers bas (dallage sur terre-plein ou plancher porté), des terrassements (pentes de talus, blindage, pompage), du réemploi des déblais (classification GTR), de la classe de sol sismique, de l'agressivité des sols et des eaux vis-à-vis des bétons, et des dispositions vis-à-vis de l'eau (drainage, cuvelage).

### Les réserves

Les derniers paragraphes rappellent les limites de l'étude : validité pour le projet décrit, aléas résiduels entre les sondages, missions à enchaîner (G2 PRO, G3, G4). Ce ne sont pas des clauses de style : elles indiquent ce qui reste à vérifier.

## Les questions à poser à votre ingénieur

1. Les sondages couvrent-ils toute l'emprise, y compris l'extension ou le garage ?
2. Quelle couche porteuse est visée, et à quelle profondeur peut-on raisonnablement l'atteindre partout ?
3. Quels tassements différentiels faut-il attendre entre deux parties du bâtiment ?
4. Le niveau d'eau retenu tient-il compte des hautes eaux saisonnières ?
5. Un dallage sur terre-plein est-il acceptable, ou faut-il un vide sanitaire ?
6. Quels points devront être vérifiés à l'ouverture des fouilles ?
7. Quelle est la mission suivante recommandée, et à quel moment ?

## Les erreurs fréquentes de lecture

- **Confondre G1 et G2** : une contrainte indicative donnée en G1 n'est pas une valeur de dimensionnement.
- **Généraliser un sondage** : un terrain peut changer en quelques mètres, surtout en présence de remblais.
- **Reprendre une contrainte hors contexte** : elle dépend de la largeur de la semelle, de sa profondeur et des charges.
- **Ignorer les conditions de chantier** : pompage, tenue des fouilles et gestion des déblais pèsent sur le coût.

Vous avez un rapport et des doutes ? Nos ingénieurs peuvent le relire avec vous. [Contactez-nous](/contact) ou découvrez nos [études géotechniques](/services/etudes-geotechniques).`,
  },
  {
    slug: "essai-pressiometrique-menard-explique",
    title: "L'essai pressiométrique Ménard expliqué simplement",
    excerpt: "Principe, déroulement, courbe, module EM et pression limite pl : tout ce qu'il faut savoir sur l'essai in situ le plus utilisé pour fonder en France.",
    category: "techniques",
    tags: ["pressiomètre", "essais in situ", "sondages", "eurocode 7", "fondations"],
    publishedAt: "2024-04-23",
    featuredImage: "/images/articles/forage.svg",
    metaTitle: "L'essai pressiométrique Ménard expliqué simplement",
    metaDescription: "Comment se déroule un essai pressiométrique Ménard, comment lire la courbe, ce que signifient EM, pf et pl et comment ils servent au calcul des fondations.",
    highlighted: false,
    content: `Dans la grande majorité des rapports géotechniques français, deux colonnes de chiffres reviennent sans cesse : EM et pl. Elles proviennent de l'essai pressiométrique Ménard, mis au point par l'ingénieur Louis Ménard dans les années 1950 et devenu depuis l'essai de référence pour le dimensionnement des fondations en France.

## Un essai français devenu une norme internationale

L'essai est aujourd'hui encadré par la norme **NF EN ISO 22476-4**, qui décrit l'appareillage, la procédure et l'exploitation des mesures. Son succès tient à un lien direct avec le calcul : les normes françaises d'application de l'Eurocode 7, **NF P 94-261** (fondations superficielles) et **NF P 94-262** (fondations profondes), proposent des méthodes de calcul fondées sur les résultats pressiométriques.

## Le principe

On introduit dans un forage une **sonde cylindrique dilatable**, puis on la gonfle par paliers de pression successifs. On mesure, à chaque palier, le volume de liquide injecté dans la sonde. Le sol autour du forage est ainsi chargé latéralement, d'abord de façon quasi élastique, puis jusqu'à la rupture.

La sonde Ménard est dite **tricellulaire** : une cellule centrale de mesure, gonflée à l'eau, est encadrée par deux cellules de garde qui assurent une déformation cylindrique de la paroi et évitent les effets de bord.

### Le forage préalable, une étape décisive

La qualité de l'essai dépend d'abord de celle du forage. Le trou doit avoir un diamètre légèrement supérieur à celui de la sonde et des parois aussi peu remaniées que possible. Selon les terrains, le foreur adapte la technique : tarière, outil à lame ou tricône avec circulation de boue, tube fendu dans certains sols pulvérulents. Un forage trop large ou des parois dégradées conduisent à **sous-estimer** les caractéristiques du sol.

### Le déroulement des paliers

- la pression est augmentée par paliers égaux, une dizaine en général ;
- chaque palier est maintenu **60 secondes**, avec des lectures de volume à 15, 30 et 60 secondes ;
- l'essai s'arrête lorsque le volume injecté atteint la limite de la sonde ou la pression maximale de l'appareil.

Les essais sont généralement réalisés **tous les mètres à un mètre et demi** dans le même forage, ce qui donne un profil des caractéristiques mécaniques sur toute la hauteur reconnue.

## Lire une courbe pressiométrique

Après corrections (inertie propre de la sonde, dilatation des tubulures, charge hydrostatique), on trace le volume injecté en fonction de la pression. La courbe présente trois phases :

1. **La mise en contact** : la sonde se plaque contre la paroi du forage, le volume augmente vite pour une faible pression.
2. **La phase pseudo-élastique** : la relation entre pression et volume est quasi linéaire.
3. **La phase plastique** : le sol se plastifie, les déformations s'accélèrent jusqu'à la rupture.

Une courbe de fluage (différence entre les lectures à 30 et 60 secondes) accompagne l'essai et aide à repérer la fin de la phase pseudo-élastique.

### Le module pressiométrique EM

Le module est calculé sur la partie linéaire de la courbe :

> EM = 2 × (1 + ν) × (Vs + Vm) × Δp / ΔV

où ν est un coefficient de Poisson conventionnel pris égal à 0,33, Vs le volume de la cellule de mesure au repos, Vm le volume moyen injecté dans la plage linéaire, et Δp/ΔV la pente de cette plage. EM s'exprime en MPa : il caractérise la **déformabilité** du sol et sert au calcul des tassements.

### La pression de fluage pf et la pression limite pl

- la **pression de fluage pf** marque la fin de la phase pseudo-élastique ;
- la **pression limite pl** est, par convention, la pression pour laquelle le volume de la cavité a doublé par rapport à son volume initial. Elle est souvent obtenue par extrapolation.

On utilise aussi la **pression limite nette pl\\***, égale à pl diminuée de la contrainte horizontale des terres au repos : c'est elle qui intervient dans les calculs de portance.

### Le rapport EM/pl

Le rapport entre module et pression limite donne une indication sur l'histoire du sol. Pour les argiles, une valeur élevée traduit un matériau surconsolidé, une valeur faible un sol remanié ou décomprimé. Un rapport anormalement bas doit aussi faire soupçonner un forage de mauvaise qualité.

## Du résultat au dimensionnement

### Fondations superficielles

La portance d'une semelle est estimée à partir d'une pression limite nette équivalente sous la base, multipliée par un facteur de portance kp qui dépend de la géométrie et du type de sol, puis corrigée pour tenir compte d'une charge inclinée ou de la proximité d'un talus. Le tassement est calculé par la méthode pressiométrique de Ménard, qui utilise les modules EM sous la fondation et un coefficient rhéologique α propre à chaque type de sol.

### Fondations profondes

Pour un pieu, la résistance de pointe est calculée à partir de la pression limite nette au voisinage de la pointe, et le frottement latéral à partir de pl\\* le long du fût, selon des abaques qui dépendent de la nature du sol et de la technique de mise en œuvre (pieu foré, battu, tarière creuse, micropieu injecté…).

## Avantages et limites

**Points forts :**

- applicable dans presque tous les sols et les roches tendres ;
- fournit à la fois une résistance et une déformabilité ;
- directement exploitable par les méthodes de calcul normalisées ;
- permet d'aller profond, y compris sous la nappe.

**Limites :**

- résultat ponctuel, tous les mètres environ : une fine couche molle peut passer entre deux essais ;
- grande sensibilité à la qualité du forage ;
- aucune information sur la sensibilité à l'eau (gonflement, dissolution) ni sur la chimie : ces points relèvent du laboratoire.

## Pressiomètre, pénétromètres, carottage : la complémentarité

| Essai | Ce qu'il mesure | Atout principal |
|---|---|---|
| Pressiomètre Ménard | EM, pf, pl | Calcul direct de portance et de tassement |
| Pénétromètre dynamique | Résistance dynamique qd | Profil continu, rapide et économique |
| Pénétromètre statique (CPT) | Résistance de pointe qc, frottement | Profil continu très fin dans les sols meubles |
| Sondage carotté | Échantillons | Description précise et essais de laboratoire |

Une bonne campagne combine généralement plusieurs de ces outils. Découvrez comment nous les mettons en œuvre sur notre page [sondages géotechniques](/services/sondages), ou apprenez à lire ces résultats dans notre guide pour [interpréter un rapport géotechnique](/actualites/interpreter-rapport-geotechnique).`,
  },
  {
    slug: "choisir-fondations-semelles-radier-pieux",
    title: "Semelles, radier, pieux, micropieux : bien choisir ses fondations",
    excerpt: "Fondations superficielles, radier, puits, pieux ou micropieux : comment le sol et le projet orientent le choix, avec les points de vigilance de chaque solution.",
    category: "construction",
    tags: ["fondations", "g2", "pieux", "micropieux", "argiles"],
    publishedAt: "2024-06-11",
    featuredImage: "/images/articles/fondations.svg",
    metaTitle: "Semelles, radier, pieux : bien choisir ses fondations",
    metaDescription: "Semelles filantes, radier, puits, pieux et micropieux : critères de choix, avantages, limites et rôle de l'étude géotechnique G2 dans la décision.",
    highlighted: false,
    content: `Le choix des fondations est l'une des décisions les plus structurantes d'un projet : il pèse sur le coût du gros œuvre, sur le planning et sur la durabilité de l'ouvrage. Il ne se décide ni sur catalogue ni par habitude, mais à partir de deux données : ce que le sol est capable de supporter, et ce que le bâtiment lui demande.

## Le principe : aller chercher un sol capable

Une fondation transmet les charges du bâtiment à une couche de sol suffisamment résistante et peu déformable. Trois questions guident le choix :

- **à quelle profondeur** se trouve une couche porteuse continue ?
- **quels tassements** le bâtiment peut-il tolérer, en valeur absolue et entre deux points ?
- **quelles contraintes particulières** s'ajoutent : argiles sensibles à l'eau, nappe, remblais, cavités, mitoyenneté, accès difficile ?

L'étude géotechnique de conception (mission G2 AVP puis G2 PRO de la norme NF P 94-500) répond à ces questions et compare les solutions.

## Les fondations superficielles

### Semelles filantes et isolées

C'est la solution la plus courante et la plus économique lorsque le bon sol est proche de la surface. Les semelles filantes courent sous les murs porteurs, les semelles isolées reprennent des poteaux. Leur conception relève du NF DTU 13.1 et, pour le calcul, de la norme NF P 94-261.

Points de vigilance :

- **l'ancrage** : sous la profondeur hors gel et, en terrain argileux, sous la tranche sensible aux variations de teneur en eau (au moins 0,80 m en exposition moyenne et 1,20 m en exposition forte au sens de la loi ELAN, à défaut d'étude de conception) ;
- **l'homogénéité** : une même structure ne doit pas reposer pour partie sur des remblais et pour partie sur le terrain naturel ;
- **le fond de fouille** : il doit être réceptionné, propre et protégé de l'eau avant bétonnage.

### Le radier général

Le radier est une dalle épaisse en béton armé qui répartit les charges sur toute l'emprise. Il est intéressant lorsque le sol est moyennement porteur mais homogène, lorsque les semelles deviendraient si larges qu'elles se toucheraient, ou en présence d'un sous-sol sous la nappe, où il participe au cuvelage.

Il ne fait pas de miracle : sur un sol très compressible ou hétérogène, un radier tasse aussi, et ses tassements différentiels peuvent fissurer la structure. Sous la nappe, il doit en outre résister aux sous-pressions.

### Dallage ou plancher porté ?

Le plancher bas peut être un **dallage sur terre-plein** (NF DTU 13.3), posé sur le sol, ou un **plancher porté** par les fondations, souvent au-dessus d'un vide sanitaire. En terrain argileux ou sur remblais, le plancher porté est nettement plus sûr.

## Les fondations semi-profondes : puits et massifs

Lorsque le bon sol se trouve entre 2 et 5 ou 6 mètres environ, on peut réaliser des **puits** en gros béton, creusés à la pelle, reliés par des **longrines** qui portent les murs. C'est une solution robuste pour les maisons et petits bâtiments, à condition que les fouilles tiennent et que la nappe ne soit pas trop haute.

## Les fondations profondes

### Les pieux

Les pieux transmettent les charges à une couche profonde par leur pointe et par frottement le long du fût. Il en existe de nombreux types :

- **pieux forés** simples ou tubés, réalisés à la tarière ou au carottier puis bétonnés ;
- **pieux à la tarière creuse**, très répandus, bétonnés en remontant l'outil ;
- **pieux battus** ou **vissés moulés**, qui refoulent le sol au lieu de l'extraire.

Leur dimensionnement suit la norme NF P 94-262. Les points clés sont le **frottement négatif** (un remblai récent qui tasse « tire » le pieu vers le bas), l'effet de groupe, et les contraintes de mise en œuvre : vibrations, bruit, encombrement des machines.

### Les micropieux

Les micropieux sont des pieux de petit diamètre (inférieur à 300 mm), forés puis équipés d'une armature et scellés par injection de coulis. Ils se réalisent avec des machines compactes, ce qui en fait la solution privilégiée pour :

- les **reprises en sous-œuvre** de bâtiments existants fissurés ;
- les **accès difficiles** : cour intérieure, sous-sol, mitoyenneté serrée ;
- les terrains qui imposent de **traverser des vides** ou des couches médiocres épaisses, par exemple en zone d'anciennes carrières.

Leur capacité unitaire est plus faible que celle d'un pieu, et leur coût au mètre plus élevé.

## Tableau comparatif

| Fondation | Quand l'envisager | Points de vigilance | Coût relatif |
|---|---|---|---|
| Semelles | Bon sol proche de la surface | Ancrage, homogénéité, argiles | Faible |
| Radier | Sol moyen et homogène, sous-sol | Tassements différentiels, sous-pressions | Moyen |
| Puits et longrines | Bon sol entre 2 et 6 m | Tenue des fouilles, présence d'eau | Moyen |
| Pieux | Bon sol profond, charges importantes | Frottement négatif, accès des machines | Élevé |
| Micropieux | Reprise en sous-œuvre, accès réduit, vides | Capacité unitaire, corrosion, injection | Élevé |

## Les cas particuliers

- **Sols argileux** : viser un ancrage homogène sous la zone active, rigidifier la structure et gérer l'eau autour de l'ouvrage. Voir notre article sur [le retrait-gonflement des argiles](/actualites/retrait-gonflement-argiles-fissures-maisons).
- **Terrain en pente** : garder un ancrage suffisant côté aval et vérifier la stabilité d'ensemble.
- **Anciennes carrières et gypse** : traiter les vides par injection ou les traverser en fondations profondes, selon les prescriptions de l'autorité compétente.
- **Extension accolée** : prévoir un joint de rupture et des fondations compatibles avec l'existant.
- **Mitoyenneté** : ne pas décomprimer les fondations voisines lors des terrassements.

## Du choix à l'exécution

La mission G2 choisit et dimensionne ; la mission **G3**, confiée à l'entreprise, adapte l'exécution au terrain réellement rencontré ; la mission **G4**, pour le compte du maître d'ouvrage, vérifie que tout reste conforme aux hypothèses. Une fondation bien conçue mais mal réceptionnée reste une fondation à risque. Pour être accompagné de l'étude au chantier, découvrez nos [études géotechniques](/services/etudes-geotechniques) et notre [suivi de chantier](/services/suivi-chantier).`,
  },
  {
    slug: "risques-geotechniques-ile-de-france",
    title: "Les risques géotechniques en Île-de-France",
    excerpt: "Anciennes carrières, dissolution du gypse, argiles vertes, nappes et crues de la Seine : panorama des risques du sous-sol francilien et des bons réflexes.",
    category: "risques-naturels",
    tags: ["île-de-france", "carrières", "gypse", "argiles", "inondation", "nappe"],
    publishedAt: "2024-07-09",
    featuredImage: "/images/articles/ile-de-france.svg",
    metaTitle: "Risques géotechniques en Île-de-France : le guide",
    metaDescription: "Anciennes carrières et IGC, dissolution du gypse, retrait-gonflement des argiles, remontées de nappe et crues de la Seine et de la Marne en Île-de-France.",
    highlighted: true,
    content: `Construire en Île-de-France, c'est bâtir sur l'un des sous-sols les plus étudiés… et les plus exploités de France. Des siècles d'extraction de pierre et de plâtre, une géologie de couches alternées de calcaires, de marnes, de gypse et d'argiles, et deux grands cours d'eau, la Seine et la Marne, composent un contexte qui impose une étude géotechnique rigoureuse, même pour un projet modeste.

## Un sous-sol en mille-feuille

La région occupe le centre du Bassin parisien, empilement de couches sédimentaires presque horizontales. De bas en haut, on rencontre notamment :

- la **craie** du Crétacé, qui affleure dans certaines vallées ;
- l'**argile plastique** (Sparnacien), très sensible à l'eau ;
- le **calcaire grossier** du Lutétien, la célèbre « pierre de Paris » ;
- les **marnes et caillasses**, puis les **sables de Beauchamp** ;
- le **gypse** et ses marnes, exploités pour le plâtre ;
- les **marnes supragypseuses**, dont les **argiles vertes** ;
- les calcaires de Brie, les **sables de Fontainebleau** et les meulières des plateaux.

Au fond des vallées, les alluvions de la Seine et de la Marne recouvrent ces formations. En zone urbaine, il faut y ajouter des **remblais** anthropiques parfois épais de plusieurs mètres.

## Les anciennes carrières souterraines

### Le calcaire grossier, pierre à bâtir

Le calcaire grossier a été extrait en souterrain pendant des siècles pour construire Paris. Les anciennes carrières s'étendent sous une grande partie de la rive gauche (5e, 6e, 13e, 14e, 15e arrondissements notamment), sous le 16e et sous de nombreuses communes limitrophes du sud : Montrouge, Vanves, Issy-les-Moulineaux, Gentilly, Arcueil, Ivry-sur-Seine, entre autres. Une partie de ces galeries abrite aujourd'hui les Catacombes.

### Le gypse, pierre à plâtre

Le gypse a été exploité à Montmartre, aux Buttes-Chaumont, à Belleville et dans de nombreuses communes de l'est et du nord de l'agglomération : Romainville, Bagnolet, Montreuil, Gagny, Vaujours, Cormeilles-en-Parisis, Argenteuil… Les galeries y étaient souvent hautes et larges, ce qui rend les effondrements potentiellement plus importants.

### Fontis et effondrements

Avec le temps, le toit d'une galerie peut se dégrader. Le vide remonte progressivement vers la surface par effondrements successifs : c'est le **fontis**, qui peut finir par ouvrir un cratère en surface ou sous un bâtiment. Plus rarement, c'est tout un secteur de carrière qui s'affaisse.

### L'Inspection générale des carrières

L'**Inspection générale des carrières (IGC)** a été créée en 1777, après plusieurs effondrements spectaculaires dans Paris. Service de la Ville de Paris, elle intervient à Paris et, pour le compte de l'État, dans les départements de la petite couronne (Hauts-de-Seine, Seine-Saint-Denis, Val-de-Marne). Ailleurs en Île-de-France, d'autres services assurent ce rôle.

Dans les périmètres de risques liés aux anciennes carrières, les demandes de permis de construire sont soumises à l'avis de l'autorité compétente, qui peut prescrire :

- des **reconnaissances** par forages jusque sous le niveau exploité ;
- le **comblement ou la consolidation** des vides par injection de coulis ;
- des **fondations profondes** traversant l'ancienne exploitation ;
- des dispositions particulières pour les réseaux et les eaux pluviales.

## La dissolution du gypse

Le gypse est soluble dans l'eau. Là où il existe en bancs ou en lentilles dans les marnes et caillasses et les sables de Beauchamp (on parle de **gypse antéludien**), les circulations d'eau peuvent le dissoudre et créer des vides, des zones décomprimées et, à terme, des fontis. Plusieurs arrondissements du nord et de l'ouest de Paris et certaines communes limitrophes sont concernés.

Le phénomène est aggravé par tout ce qui accélère les écoulements souterrains : **pompages et rabattements de nappe**, fuites de réseaux, infiltration d'eaux pluviales concentrée. Dans ces zones, l'étude géotechnique s'appuie sur des forages destructifs avec enregistrement des paramètres, complétés si besoin par de la microgravimétrie, et prévoit souvent des **injections de traitement** avant de construire. L'infiltration des eaux pluviales y est généralement proscrite ou très encadrée.

## Le retrait-gonflement des argiles

L'Île-de-France compte de larges secteurs exposés au retrait-gonflement :

- les **argiles vertes** des buttes et plateaux (Seine-Saint-Denis, Val-d'Oise, Seine-et-Marne notamment), parmi les plus gonflantes de la région ;
- l'**argile plastique** qui affleure sur les coteaux du sud-ouest et dans les Yvelines ;
- les marnes et les formations argileuses des plateaux de Brie, du Hurepoix et du Vexin.

Les sécheresses récentes ont multiplié les sinistres sur les maisons individuelles de grande couronne. Dans les zones d'exposition moyenne ou forte, la loi ELAN impose une étude géotechnique lors de la vente d'un terrain à bâtir (voir notre article sur [la loi ELAN](/actualites/loi-elan-etude-geotechnique-vente-terrain)).

## L'eau : nappes et crues

### Les remontées de nappe

Plusieurs nappes se superposent : nappe des alluvions, nappes des calcaires de l'Éocène, nappe de la craie. À Paris, la réduction des grands pompages industriels au cours des dernières décennies a entraîné une remontée de certaines nappes, avec des conséquences pour les sous-sols anciens. Pour un projet avec niveaux enterrés, l'étude doit fixer des **niveaux d'eau de projet** (basses, hautes et exceptionnelles eaux), s'appuyer sur des **piézomètres** suivis dans le temps et dimensionner les cuvelages et les sous-pressions. La carte de sensibilité aux remontées de nappe, disponible sur Géorisques, donne une première indication.

### Les crues de la Seine et de la Marne

La crue de janvier 1910 reste la référence : la Seine avait atteint 8,62 m à l'échelle d'Austerlitz. Plus récemment, les crues de juin 2016 (6,10 m) et de janvier 2018 (5,88 m) ont rappelé la réalité du risque, malgré les lacs-réservoirs construits en amont. Les **plans de prévention du risque inondation (PPRI)** de la Seine, de la Marne et de leurs affluents fixent des règles de constructibilité, des cotes de plancher et des interdictions de sous-sols. En zone inondable, la crue influence aussi la nappe d'accompagnement, donc la conception des niveaux enterrés.

## Les bons réflexes avant un projet

1. **Consulter Géorisques** et l'état des risques de la parcelle : carrières, argiles, remontées de nappe, inondation.
2. **Lire les annexes du PLU** : servitudes liées aux PPR et périmètres de carrières.
3. **Se renseigner auprès de l'IGC** ou du service compétent si le terrain se trouve dans un périmètre de carrières.
4. **Commander une étude G1 tôt** pour budgéter les reconnaissances et les éventuels traitements.
5. **Anticiper les délais** : injections et fondations profondes se planifient.

Nous intervenons quotidiennement sur ces problématiques à Paris et dans toute la région. Découvrez notre page [Île-de-France](/regions/ile-de-france), nos [études géotechniques](/services/etudes-geotechniques) ou [contactez-nous](/contact).`,
  },
  {
    slug: "gestion-eaux-pluviales-tests-permeabilite",
    title: "Eaux pluviales à la parcelle : le rôle des tests de perméabilité",
    excerpt: "Noues, puits, tranchées d'infiltration : avant de dimensionner un ouvrage, il faut mesurer la perméabilité du sol. Essais Porchet, Matsuo et Lefranc expliqués.",
    category: "hydraulique",
    tags: ["eaux pluviales", "perméabilité", "infiltration", "nappe", "hydrogéologie", "essais in situ"],
    publishedAt: "2024-09-17",
    featuredImage: "/images/articles/nappe.svg",
    metaTitle: "Eaux pluviales à la parcelle et tests de perméabilité",
    metaDescription: "Infiltrer les eaux pluviales à la parcelle : réglementation, ouvrages, essais Porchet, Matsuo et Lefranc, contraintes de nappe et dimensionnement.",
    highlighted: false,
    content: `Longtemps, la règle a été de collecter les eaux de pluie et de les envoyer au réseau le plus vite possible. Aujourd'hui, la doctrine s'est inversée : les collectivités demandent de **gérer l'eau là où elle tombe**, en l'infiltrant ou en la stockant sur la parcelle. Encore faut-il que le sol s'y prête. C'est tout l'objet des tests de perméabilité.

## Pourquoi infiltrer plutôt que rejeter

Les réseaux unitaires saturés débordent lors des orages et rejettent des eaux polluées dans les rivières. Infiltrer à la source réduit ces débordements, recharge les nappes et limite les îlots de chaleur lorsque l'eau alimente la végétation.

Concrètement, les règles sont fixées par :

- le **zonage pluvial** de la commune ou de l'intercommunalité et le **règlement d'assainissement**, qui imposent souvent un **abattement** des petites pluies (les premiers millimètres doivent être gérés sur place) et/ou un **débit de fuite** maximal vers le réseau, exprimé en litres par seconde et par hectare ;
- le **PLU**, qui peut fixer une part minimale de pleine terre ;
- pour les opérations d'aménagement dont la surface, augmentée du bassin versant intercepté, dépasse 1 hectare, la **rubrique 2.1.5.0 de la nomenclature loi sur l'eau** (déclaration au-delà de 1 ha, autorisation au-delà de 20 ha).

## Les ouvrages d'infiltration à la parcelle

- **noues** et **jardins de pluie** : dépressions végétalisées, peu profondes ;
- **tranchées d'infiltration** remplies de graves ;
- **puits d'infiltration**, lorsque les couches perméables sont plus profondes ;
- **structures alvéolaires** enterrées, sous un parking ou un jardin ;
- **revêtements perméables** et **toitures végétalisées**, qui retiennent une partie de la pluie.

Chacun de ces ouvrages suppose un sol capable d'évacuer l'eau dans un délai raisonnable, sans risque pour les constructions voisines.

## La perméabilité, paramètre clé

La perméabilité, ou conductivité hydraulique, notée K, s'exprime en mètres par seconde. Elle varie de plusieurs ordres de grandeur selon les terrains :

| Terrain | Perméabilité indicative K (m/s) | Aptitude à l'infiltration |
|---|---|---|
| Graves propres | 10⁻² à 10⁻³ | Très bonne |
| Sables | 10⁻³ à 10⁻⁵ | Bonne |
| Sables limoneux, limons | 10⁻⁵ à 10⁻⁷ | Moyenne à faible |
| Argiles, marnes | inférieure à 10⁻⁸ | Quasi nulle |

Beaucoup de guides et de services instructeurs considèrent l'infiltration comme envisageable à partir d'environ 10⁻⁶ m/s, difficile en dessous, et à proscrire sur des sols quasi imperméables. Pour fixer les idées, 10⁻⁵ m/s correspondent à 36 mm/h.

## Les essais de perméabilité

### L'essai Porchet

Réalisé dans un trou à la tarière de faible diamètre, à la profondeur du futur ouvrage, après une phase de saturation. On mesure la baisse du niveau d'eau ou le volume nécessaire pour maintenir un niveau constant. Rapide et économique, il est très utilisé pour l'assainissement non collectif et les petits ouvrages superficiels. Il faut en réaliser plusieurs pour tenir compte de l'hétérogénéité du sol.

### L'essai Matsuo

Réalisé dans une fosse creusée à la pelle mécanique, remplie d'eau, sur un volume de sol bien plus important. Il est plus représentatif pour les noues, tranchées et bassins, et permet d'observer les terrains sur les parois de la fouille.

### L'essai Lefranc

Réalisé en forage, dans une cavité de longueur connue (la lanterne), à charge constante ou variable, au-dessus ou sous la nappe. Il est encadré par la norme NF EN ISO 22282-2. C'est l'essai adapté aux couches profondes, par exemple pour un puits d'infiltration, ou pour estimer les débits d'un rabattement de nappe.

| Essai | Lieu | Profondeur | Usage principal |
|---|---|---|---|
| Porchet | Trou à la tarière | Superficielle | Petits ouvrages, assainissement non collectif |
| Matsuo | Fosse à la pelle | Jusqu'à 2 à 3 m environ | Noues, tranchées, bassins |
| Lefranc | Forage | Plusieurs mètres à dizaines de mètres | Puits, couches profondes, nappe |

## Ne pas oublier la nappe et les risques du sous-sol

Une perméabilité favorable ne suffit pas. Avant de conclure à la faisabilité, le géotechnicien vérifie :

- **la profondeur de la nappe en hautes eaux** : il faut conserver une épaisseur de sol non saturé sous l'ouvrage, souvent de l'ordre d'un mètre au minimum selon les doctrines locales. Un piézomètre suivi sur plusieurs mois vaut mieux qu'un niveau relevé un jour d'été ;
- **la présence de gypse ou d'anciennes carrières** : l'infiltration concentrée peut accélérer la dissolution et provoquer des fontis. En Île-de-France, elle est souvent interdite dans ces secteurs (voir notre article sur [les risques géotechniques en Île-de-France](/actualites/risques-geotechniques-ile-de-france)) ;
- **les argiles sensibles** : infiltrer au pied d'une maison fondée superficiellement sur des argiles peut provoquer des gonflements ; il faut éloigner l'ouvrage des fondations ;
- **les sols pollués** : l'eau infiltrée peut mobiliser des polluants vers la nappe ;
- **la pente et la stabilité** des talus et des murs de soutènement voisins ;
- **les périmètres de protection de captage** d'eau potable.

## Dimensionner l'ouvrage

Le volume à stocker dépend de la **pluie de projet** (période de retour fixée par la collectivité), de la **surface active** (toitures, voiries) et de son coefficient de ruissellement, et du **débit d'infiltration**, égal à la perméabilité multipliée par la surface d'infiltration. On applique généralement un coefficient de sécurité sur la perméabilité mesurée, pour tenir compte du colmatage progressif.

Exemple volontairement simplifié : pour gérer une pluie de 30 mm tombant sur 200 m² de toiture, il faut stocker 6 m³. Avec K = 10⁻⁵ m/s et 10 m² de surface d'infiltration, le débit infiltré est d'environ 0,36 m³/h : l'ouvrage se vide en 17 heures environ, ce qui reste compatible avec un nouvel épisode pluvieux. Avec K = 10⁻⁷ m/s, il faudrait plus de deux mois : l'infiltration seule ne suffit plus, un stockage avec rejet régulé devient nécessaire.

## Notre démarche

Nous combinons lecture du contexte géologique et hydrogéologique, essais adaptés à chaque type d'ouvrage et vérification des contraintes du site, pour rendre un avis clair : infiltration possible, possible sous conditions, ou à écarter. Découvrez nos [études hydrauliques](/services/etudes-hydrauliques) ou [demandez un devis](/contact).`,
  },
  {
    slug: "sols-pollues-projet-immobilier",
    title: "Sols pollués : ce qu'il faut vérifier avant un projet immobilier",
    excerpt: "Friche, ancien garage, remblais urbains : comment anticiper une pollution des sols, quelles études mener et pourquoi les déblais peuvent faire déraper un budget.",
    category: "conseils",
    tags: ["sols pollués", "diagnostic", "nf x 31-620", "terrassements", "vente de terrain", "laboratoire"],
    publishedAt: "2024-11-05",
    featuredImage: "/images/articles/laboratoire.svg",
    metaTitle: "Sols pollués : que vérifier avant un projet immobilier",
    metaDescription:
      "Bases de données, secteurs d'information sur les sols, diagnostic selon la NF X 31-620, gestion des terres excavées : les étapes pour un projet sans surprise.",
    highlighted: false,
    content: `En ville, une grande partie des terrains disponibles a déjà connu une ou plusieurs vies : atelier, garage, station-service, pressing, dépôt… Sans oublier les remblais d'origine inconnue qui recouvrent de nombreux quartiers. Une pollution des sols n'empêche généralement pas de construire, mais elle doit être identifiée tôt, car elle influence la conception du projet, son coût et ses délais.

## Pourquoi s'en préoccuper dès l'achat

Trois enjeux justifient une vérification en amont :

- **la santé des futurs occupants** : certains polluants volatils peuvent migrer vers l'air intérieur, d'autres présenter un risque par contact direct (jardins, aires de jeux) ;
- **le coût des terrassements** : des terres polluées ne s'évacuent pas dans les mêmes filières que des terres inertes, et l'écart de prix peut être considérable ;
- **la responsabilité** : le maître d'ouvrage qui change l'usage d'un site doit s'assurer de la compatibilité de l'état des sols avec ce nouvel usage.

## Le cadre en bref

La politique française repose sur la **méthodologie nationale de gestion des sites et sols pollués**, dont la version actuelle date de 2017. Son principe : gérer la pollution en fonction de l'**usage** prévu, plutôt que viser une dépollution totale systématique.

Plusieurs dispositifs concernent directement les projets immobiliers :

- les **secteurs d'information sur les sols (SIS)**, créés par la loi ALUR : dans ces secteurs, une demande de permis de construire ou d'aménager doit être accompagnée d'une attestation, établie par un bureau d'études certifié dans le domaine des sites et sols pollués, garantissant qu'une étude de sols a été réalisée et que le projet en tient compte ;
- l'**obligation d'information de l'acquéreur** lorsque le terrain est situé en SIS ou a accueilli une installation classée soumise à autorisation ou à enregistrement ;
- les mêmes exigences d'attestation lorsqu'un projet s'implante sur le site d'une ancienne installation classée mise à l'arrêt définitif.

## Les premières vérifications, avant toute investigation

Les bases de données publiques, consultables sur Géorisques, donnent de précieuses indications :

- **CASIAS** (ex-BASIAS), la carte des anciens sites industriels et activités de service ;
- l'inventaire des sites pollués ou potentiellement pollués appelant une action des pouvoirs publics (ex-BASOL) ;
- les **SIS** et les **installations classées** du secteur.

Ces sources sont complétées par les photographies aériennes anciennes, les archives communales et départementales, et une visite du site : cuves enterrées, évents, traces d'hydrocarbures, stockages.

## Les étapes d'un diagnostic

Les prestations d'études de sites et sols pollués sont décrites par la norme **NF X 31-620**. Pour un projet immobilier, on retrouve en général trois temps.

### 1. L'étude historique, documentaire et de vulnérabilité

Elle reconstitue l'histoire du site, identifie les activités potentiellement polluantes et leurs emplacements, évalue la vulnérabilité des milieux (nappe, usages sensibles à proximité) et aboutit à un **schéma conceptuel** : sources, voies de transfert, cibles.

### 2. Les investigations

Elles sont ciblées sur les zones suspectes identifiées à l'étape précédente :

- **sondages** à la pelle ou à la tarière et prélèvements de sols à différentes profondeurs ;
- si nécessaire, **piézomètres** pour les eaux souterraines et **prélèvements de gaz du sol**, indispensables en présence de solvants ou d'hydrocarbures volatils ;
- **analyses en laboratoire** adaptées : hydrocarbures (HCT C10-C40), hydrocarbures aromatiques polycycliques (HAP), composés aromatiques volatils (BTEX), solvants chlorés (COHV), métaux, PCB, selon l'historique.

### 3. L'interprétation et, si besoin, le plan de gestion

Les résultats sont comparés à l'état des milieux naturels voisins (fond géochimique) et examinés au regard de l'usage futur. Si une pollution est confirmée, un **plan de gestion** compare les options : excavation et évacuation, traitement sur place, confinement sous un recouvrement, adaptation du projet (pas de jardin potager, sous-sol ventilé…). Une **analyse des risques résiduels** vérifie que l'usage sera compatible.

## Les déblais, poste le plus souvent sous-estimé

Dès qu'elles quittent le chantier, les terres excavées ont le statut de **déchets** et doivent rejoindre une filière adaptée :

| Filière | Terres concernées |
|---|---|
| Installation de stockage de déchets inertes (ISDI) | Terres respectant les critères d'acceptation de l'arrêté du 12 décembre 2014 |
| Installation de stockage de déchets non dangereux | Terres non inertes mais non dangereuses |
| Installation de stockage de déchets dangereux | Terres fortement polluées |
| Centres de traitement, valorisation | Selon la nature de la pollution et les débouchés |

L'acceptation en ISDI repose sur des analyses en contenu total et sur éluat (essai de lixiviation selon la norme NF EN 12457-2). Un projet avec sous-sol peut générer des milliers de mètres cubes de déblais : quelques analyses supplémentaires au stade des études évitent de découvrir le problème au moment de l'évacuation. La traçabilité des terres est par ailleurs assurée par un registre national des déchets, terres excavées et sédiments.

## Mutualiser avec l'étude géotechnique

Les sondages géotechniques et environnementaux peuvent souvent être réalisés lors d'une même intervention : les échantillons prélevés servent à la fois à décrire le sol pour les fondations et à analyser sa qualité chimique. C'est une économie de temps et d'installation de chantier, et une vision cohérente du site. La connaissance de la pollution influence aussi la géotechnique : choix d'un sous-sol, gestion des eaux pluviales (pas d'infiltration au droit d'une zone polluée), réemploi des déblais.

## Liste de contrôle avant d'acheter

1. Consulter CASIAS, les SIS et les installations classées sur Géorisques.
2. Demander au vendeur l'historique d'occupation et les éventuelles études existantes.
3. Faire réaliser une étude historique et documentaire, puis des investigations ciblées.
4. Intégrer dans le budget le coût d'évacuation des déblais selon leur qualité.
5. Vérifier si une attestation est requise pour le permis de construire.

Pour être accompagné, consultez notre page [études de pollution des sols](/services/etudes-pollution), nos [analyses en laboratoire](/services/analyses) ou [contactez-nous](/contact).`,
  },
  {
    slug: "mission-g5-diagnostic-apres-sinistre",
    title: "Fissures, affaissement : la mission G5 de diagnostic après sinistre",
    excerpt:
      "Fissures évolutives, dallage affaissé, mur qui bascule : comment se déroule un diagnostic géotechnique G5, comment on identifie la cause et quelles solutions envisager.",
    category: "techniques",
    tags: ["g5", "diagnostic", "fissures", "argiles", "reprise en sous-œuvre", "micropieux"],
    publishedAt: "2025-02-11",
    featuredImage: "/images/articles/fissures.svg",
    metaTitle: "Mission G5 : le diagnostic géotechnique après sinistre",
    metaDescription: "Déroulement d'un diagnostic G5, investigations, suivi des fissures, causes possibles et solutions de confortement d'un bâtiment sinistré.",
    highlighted: false,
    content: `Une fissure qui s'élargit, un dallage qui s'affaisse, un mur de clôture qui penche : face à un désordre, la tentation est grande de reboucher et de repeindre. Sans comprendre la cause, c'est presque toujours peine perdue. Le diagnostic géotechnique, ou mission G5, sert précisément à établir ce qui se passe dans le sol et à orienter une réparation durable.

## La mission G5 dans la norme NF P 94-500

La norme NF P 94-500 définit la mission G5 comme l'étude d'un ou plusieurs **éléments géotechniques spécifiques**. Elle peut intervenir à tout moment : pendant un projet, sur un ouvrage en cours de chantier, ou sur un bâtiment existant après l'apparition de désordres.

Deux caractéristiques sont essentielles :

- **la G5 est ciblée** : elle répond à une question précise (pourquoi cette façade fissure-t-elle ? quelle est la profondeur des fondations ?) et ne remplace pas une étude complète ;
- **elle ne vaut pas conception des travaux** : si un confortement est nécessaire, il doit ensuite être étudié dans le cadre d'une mission G2, puis suivi en G3 et G4.

## Quand faire appel à un diagnostic G5 ?

- fissures évolutives sur une maison ou un immeuble ;
- affaissement d'un dallage, d'une terrasse ou d'un perron ;
- mur de soutènement qui bascule ou se bombe ;
- effondrement localisé, apparition d'une cavité ;
- désordres après une fuite de canalisation ou un dégât des eaux ;
- désordres apparus pendant des travaux voisins (terrassement, rabattement de nappe, vibrations) ;
- expertise d'assurance ou expertise judiciaire ;
- acquisition d'un bien présentant des fissures.

## Le déroulement d'un diagnostic

### 1. Recueil d'informations et visite

L'ingénieur rassemble les documents disponibles (date de construction, plans, travaux successifs), l'historique des désordres et les événements notables : sécheresses, arrêtés de catastrophe naturelle, abattage ou plantation d'arbres, fuites, chantiers voisins.

Sur place, il réalise un **relevé des fissures** : position, orientation, ouverture, forme. La géométrie est riche d'enseignements : des fissures obliques partant des angles d'ouvertures et « pointant » vers un angle de la maison traduisent souvent un mouvement de cet angle ; une fissure verticale au raccordement d'une extension évoque un comportement différentiel des deux fondations.

### 2. Investigations ciblées

- **fouilles de reconnaissance des fondations**, à la main ou à la pelle, pour observer leur type, leur profondeur, leur état et le sol d'assise ;
- **sondages** au pénétromètre dynamique, à la tarière ou au pressiomètre au droit de la zone sinistrée et, si possible, dans une zone saine de comparaison ;
- **prélèvements pour le laboratoire** : profils de teneur en eau, valeur au bleu, limites d'Atterberg, essais de retrait, pour caractériser la sensibilité des argiles ;
- **recherche de racines** sous les fondations et identification des essences ;
- **inspection des réseaux** enterrés (passage caméra, test d'étanchéité) ;
- dans les secteurs de carrières ou de gypse, **forages destructifs** avec enregistrement des paramètres, voire méthodes géophysiques.

### 3. Suivi dans le temps

Un désordre s'interprète mieux lorsqu'on connaît son évolution. La pose de **jauges** ou de **fissuromètres**, éventuellement connectés, et un **nivellement** régulier permettent de distinguer un mouvement saisonnier (typique du retrait-gonflement) d'un tassement continu. Idéalement, le suivi couvre au moins un cycle saisonnier complet.

## Distinguer les causes

| Cause | Indices typiques | Investigations utiles |
|---|---|---|
| Retrait-gonflement des argiles | Fissures qui s'ouvrent en été, arbres proches, fondations peu profondes | Fouilles, teneurs en eau, essais d'argilosité, racines |
| Tassement de remblais | Mouvement progressif, partie de l'ouvrage sur remblai | Sondages, pénétromètre, historique du terrain |
| Fuite de réseau | Désordre localisé, sol ramolli ou lessivé | Inspection et test des réseaux, teneurs en eau |
| Vide souterrain | Affaissement rapide, cuvette circulaire | Forages avec paramètres, géophysique |
| Travaux voisins | Apparition simultanée avec le chantier | Constats, suivi instrumenté, analyse des méthodes |

Plusieurs causes se combinent souvent : une fuite de gouttière qui sature une argile en hiver, un arbre qui l'assèche en été.

## Les solutions de confortement

La solution dépend de la cause et de la gravité. On distingue :

1. **Les mesures d'accompagnement**, indispensables dans tous les cas : réparer les fuites, raccorder les descentes d'eaux pluviales, créer un trottoir étanche, gérer la végétation (élagage raisonné, écran anti-racines). Un abattage brutal d'un grand arbre peut provoquer un gonflement du sol : il se décide avec l'ingénieur.
2. **La reprise en sous-œuvre** : micropieux, plots ou puits réalisés par passes alternées, longrines, pour reporter les charges sur un sol stable et non sensible.
3. **Les injections** : coulis de comblement pour des vides, ou résines pour certains contextes de décompression superficielle. Leur efficacité dépend fortement du contexte et doit être justifiée.
4. **La rigidification de la structure** : chaînages, tirants, reprise des linteaux.
5. **La réparation des fissures**, en dernier, une fois les mouvements stabilisés.

Notre article consacré au [choix des fondations](/actualites/choisir-fondations-semelles-radier-pieux) détaille les techniques de micropieux.

## G5 et assurances

Le diagnostic géotechnique fournit des éléments factuels utiles dans les procédures : déclaration en dommages-ouvrage pendant les dix ans suivant la réception, indemnisation au titre d'un arrêté de catastrophe naturelle (voir notre article sur [le retrait-gonflement des argiles](/actualites/retrait-gonflement-argiles-fissures-maisons)), expertise amiable ou judiciaire. Un rapport clair, appuyé sur des mesures, facilite le dialogue avec l'expert de l'assureur.

Vous constatez des désordres ? Découvrez nos [diagnostics géotechniques](/services/diagnostics) ou [contactez-nous](/contact) pour organiser une visite.`,
  },
  {
    slug: "geophysique-instrumentation-connectee-geotechnique",
    title: "Géophysique et capteurs connectés : ce qui change en géotechnique",
    excerpt: "Tomographie électrique, ondes sismiques, microgravimétrie, capteurs télétransmis : comment ces outils complètent les sondages et sécurisent les chantiers.",
    category: "innovation",
    tags: ["géophysique", "instrumentation", "carrières", "suivi de chantier", "nappe", "sondages"],
    publishedAt: "2025-05-23",
    featuredImage: "/images/articles/capteurs.svg",
    metaTitle: "Géophysique et capteurs connectés en géotechnique",
    metaDescription: "Tomographie électrique, MASW, microgravimétrie, géoradar et instrumentation télétransmise : apports, limites et bon usage en géotechnique.",
    highlighted: false,
    content: `Un sondage géotechnique donne une information précise… en un point. Entre deux forages distants de vingt mètres, le sol reste une hypothèse. Et une fois le chantier lancé, le comportement réel des terrains ne se révèle qu'au fil des terrassements. Deux familles d'outils, dont l'usage se généralise, réduisent ces zones d'ombre : la **géophysique**, pour voir entre les sondages, et l'**instrumentation connectée**, pour suivre le sol et les ouvrages en continu.

## Voir entre les sondages : la géophysique

Les méthodes géophysiques mesurent depuis la surface (ou entre des forages) une propriété physique du sous-sol : résistivité électrique, vitesse des ondes, densité, réflexion d'ondes électromagnétiques. Elles produisent des profils ou des cartes continus, qu'il faut ensuite traduire en termes géologiques.

### La tomographie de résistivité électrique

On injecte un courant entre des électrodes plantées en ligne et on mesure des différences de potentiel. L'inversion des mesures donne une coupe de la résistivité du sous-sol. Les argiles et les terrains saturés d'eau salée sont conducteurs ; les sables secs, calcaires et vides remplis d'air sont résistants. La méthode est utile pour délimiter une poche argileuse, suivre le toit d'un substratum ou repérer une anomalie.

### Les méthodes sismiques

- la **sismique réfraction** mesure la vitesse des ondes de compression et aide notamment à apprécier la difficulté de terrassement d'un rocher ;
- l'analyse des **ondes de surface (MASW)** fournit un profil de vitesse des ondes de cisaillement Vs, paramètre qui entre dans la détermination de la **classe de sol sismique** au sens de l'Eurocode 8 (via la vitesse moyenne sur les 30 premiers mètres).

### La microgravimétrie

Un vide souterrain crée un léger déficit de masse, que l'on détecte par des mesures très fines de la pesanteur, de l'ordre du microgal. C'est une méthode reconnue pour rechercher les **anciennes carrières** et les **zones de dissolution du gypse**, fréquentes en Île-de-France (voir notre article sur [les risques géotechniques franciliens](/actualites/risques-geotechniques-ile-de-france)). Les anomalies repérées sont ensuite vérifiées par forage.

### Le géoradar

Il émet des ondes électromagnétiques et enregistre leurs réflexions. Très précis dans les premiers mètres, il sert à repérer réseaux, fondations anciennes ou cavités peu profondes. Son efficacité chute dans les argiles, qui absorbent le signal.

| Méthode | Grandeur mesurée | Applications types | Limites |
|---|---|---|---|
| Tomographie électrique | Résistivité | Argiles, substratum, zones humides | Interprétation non unique |
| Sismique réfraction | Vitesse des ondes P | Épaisseur de couverture, rippabilité | Difficultés si une couche est plus lente sous une plus rapide |
| MASW | Vitesse des ondes S | Classe de sol sismique, compacité | Résolution décroissante en profondeur |
| Microgravimétrie | Pesanteur | Vides, carrières, dissolution | Corrections de relief et de bâti délicates |
| Géoradar | Réflexions électromagnétiques | Réseaux, cavités superficielles | Faible pénétration dans les argiles |

### Le bon usage : la géophysique ne remplace pas le sondage

Une mesure géophysique est **indirecte** : plusieurs configurations de terrain peuvent produire le même signal. Elle prend toute sa valeur lorsqu'elle est **calée sur des sondages** et qu'elle sert à orienter leur implantation : on fore là où l'image révèle une anomalie, plutôt que selon une maille arbitraire. Pour un même budget, la campagne gagne en pertinence.

## Surveiller plutôt que supposer : l'instrumentation connectée

### Les capteurs

- **piézomètres équipés de sondes de pression** : niveau de nappe enregistré en continu, y compris pendant les épisodes pluvieux ;
- **inclinomètres** : déplacements horizontaux d'un talus ou d'une paroi de soutènement en profondeur ;
- **extensomètres** et **tassomètres** : déformations verticales ;
- **fissuromètres électroniques** : ouverture des fissures d'un bâtiment, jour après jour ;
- **capteurs de vibrations** : vitesses particulaires au droit des avoisinants pendant les travaux ;
- **cibles topographiques** suivies par station totale robotisée.

### La transmission des données

Les capteurs récents transmettent leurs mesures par réseaux radio basse consommation ou réseaux cellulaires dédiés aux objets connectés. Les données arrivent sur une plateforme qui trace les courbes et déclenche des **alertes** lorsque des seuils sont franchis, typiquement selon trois niveaux : vigilance, alerte, alarme. Les seuils sont définis à l'avance par l'ingénieur, en fonction des déplacements calculés et de la sensibilité des ouvrages voisins.

### Les applications

1. **Suivi de nappe** avant un projet de sous-sol, pour fixer des niveaux de projet fiables, puis pendant un rabattement.
2. **Soutènements et terrassements** profonds : l'Eurocode 7 prévoit une **méthode observationnelle**, qui permet d'adapter le projet en cours de chantier à condition de mesurer et d'avoir prévu les actions correspondantes.
3. **Protection des avoisinants** en milieu urbain dense : fissuromètres, cibles et capteurs de vibrations sur les immeubles mitoyens.
4. **Diagnostic de fissures** : suivre un bâtiment sur un cycle saisonnier complet pour distinguer retrait-gonflement et tassement continu.
5. **Surveillance de talus** et de murs de soutènement anciens.

## Ce que cela change pour les maîtres d'ouvrage

- des décisions plus rapides, appuyées sur des mesures plutôt que sur des visites ponctuelles ;
- une meilleure traçabilité en cas de litige avec un voisin ou un assureur ;
- des campagnes de reconnaissance mieux ciblées.

Les limites existent aussi : il faut installer correctement les capteurs, gérer leur alimentation, vérifier la cohérence des données et, surtout, que quelqu'un **interprète** les mesures. Un tableau de bord n'a de valeur que si des seuils et des actions ont été définis.

Nous intégrons ces outils à nos missions lorsqu'ils apportent une réelle valeur au projet. Découvrez nos [sondages géotechniques](/services/sondages), notre [suivi de chantier](/services/suivi-chantier) ou [contactez-nous](/contact).`,
  },
  {
    slug: "nouvel-atelier-forage-pressiometrique",
    title: "Un nouvel atelier de forage pressiométrique rejoint nos équipes",
    excerpt: "Foreuse compacte sur chenilles, enregistrement des paramètres et contrôleur pressiométrique numérique : notre nouvel atelier accélère nos campagnes de sondages.",
    category: "innovation",
    tags: ["pressiomètre", "sondages", "essais in situ", "matériel", "entreprise"],
    publishedAt: "2025-09-16",
    featuredImage: "/images/articles/forage.svg",
    metaTitle: "Un nouvel atelier de forage pressiométrique",
    metaDescription: "Foreuse compacte, acquisition numérique des essais pressiométriques et enregistrement des paramètres : ce que notre nouvel atelier change pour vos projets.",
    highlighted: false,
    content: `Depuis la rentrée de septembre 2025, {{general.site_name}} exploite un nouvel atelier de forage équipé pour les essais pressiométriques. Cet investissement répond à une demande simple de nos clients : obtenir plus vite des résultats fiables, y compris sur des terrains difficiles d'accès.

## Un équipement pensé pour les terrains urbains

En Île-de-France, une grande partie de nos interventions a lieu sur des parcelles étroites : jardin de pavillon accessible par un simple portail, cour intérieure d'immeuble, terrain en pente, arrière de bâtiment existant. La nouvelle foreuse a été choisie pour ces situations :

- **montée sur chenilles**, elle se déplace sur des sols meubles sans les dégrader excessivement ;
- **compacte**, elle passe là où un camion de forage ne peut pas entrer ;
- **polyvalente**, elle permet de changer rapidement d'outil au cours d'un même sondage.

Pour les chantiers plus importants, elle vient compléter les moyens que nous mobilisons déjà, ce qui nous permet de mener plusieurs campagnes en parallèle.

## Ce que l'atelier permet de réaliser

### Des sondages plus complets

Selon sa configuration, l'atelier réalise :

- des **sondages destructifs avec enregistrement des paramètres de forage** : vitesse d'avancement, pression sur l'outil, pression du fluide, couple de rotation. Ces enregistrements continus complètent les essais ponctuels et aident à repérer une couche molle, un banc dur ou une anomalie pouvant signaler un vide ;
- des **sondages pressiométriques** selon la norme NF EN ISO 22476-4, avec un essai tous les mètres à un mètre et demi ;
- des **sondages carottés** pour prélever des échantillons destinés au laboratoire ;
- la **pose de piézomètres** et la réalisation d'**essais de perméabilité Lefranc**.

Pour comprendre ce que mesurent les essais pressiométriques, lisez notre article [l'essai pressiométrique Ménard expliqué](/actualites/essai-pressiometrique-menard-explique).

### Un contrôleur pressiométrique numérique

Le véritable changement concerne l'acquisition des mesures. Le nouveau contrôleur enregistre automatiquement les pressions et les volumes à chaque palier, avec l'heure de chaque lecture. Concrètement :

1. **moins d'erreurs de transcription** : les valeurs ne sont plus recopiées à la main sur une feuille de terrain ;
2. **des courbes disponibles le jour même** : l'ingénieur peut contrôler la qualité des essais pendant que l'équipe est encore sur site et, si besoin, compléter le sondage ;
3. **une meilleure traçabilité** : les fichiers bruts sont archivés avec le dossier et peuvent être produits en cas de question ultérieure.

Les données sont ensuite reprises dans nos logiciels de calcul sans ressaisie : le module pressiométrique EM, la pression de fluage pf et la pression limite pl de chaque essai alimentent directement le modèle géotechnique et les calculs de portance et de tassement menés selon les normes d'application de l'Eurocode 7. Les coupes de sondage présentent côte à côte la lithologie, les paramètres de forage et les résultats des essais, ce qui facilite leur lecture par les architectes et les bureaux d'études structure.

L'outil ne remplace pas le savoir-faire du sondeur : la qualité du forage préalable reste déterminante, et chaque essai est visé par un ingénieur avant d'être exploité dans le rapport.

## Ce que cela change pour nos clients

- **Des délais raccourcis** entre la commande et la remise du rapport, grâce à une meilleure disponibilité du matériel et à un traitement plus rapide des données.
- **Des résultats plus homogènes** d'une campagne à l'autre.
- **Des interventions possibles sur des sites jusqu'ici difficiles**, sans recourir à des moyens d'accès coûteux.
- **Des rapports plus lisibles**, avec des coupes de sondage intégrant les paramètres de forage en regard des essais.

## Sécurité et respect des sites

Chaque intervention est précédée des déclarations réglementaires auprès des exploitants de réseaux (DT-DICT) et d'une analyse des risques propre au site. L'atelier est équipé pour limiter son impact : bac de rétention, gestion des eaux et des boues de forage, protection des sols et des revêtements à l'entrée des propriétés. Les trous de sondage sont rebouchés en fin d'intervention, et les piézomètres protégés par un capot.

## Et ensuite ?

Nos sondeurs ont été formés à la prise en main du nouvel équipement, et les premières campagnes ont été menées en Île-de-France dès septembre. L'atelier intervient désormais sur l'ensemble de nos missions, des études préalables pour maisons individuelles aux études de conception pour des immeubles collectifs.

Vous préparez un projet ? Découvrez nos [sondages géotechniques](/services/sondages), estimez votre étude avec notre [simulateur](/simulateur) ou [contactez-nous](/contact) au {{contact.phone}}.`,
  },
  {
    slug: "partenariat-laboratoire-mecanique-des-sols",
    title: "Un nouveau partenariat avec un laboratoire de mécanique des sols",
    excerpt: "Pour raccourcir les délais d'analyse et élargir la gamme d'essais, nous nous associons à un laboratoire indépendant de mécanique des sols en Île-de-France.",
    category: "actualite",
    tags: ["laboratoire", "partenariat", "entreprise", "argiles", "essais de laboratoire"],
    publishedAt: "2025-12-02",
    featuredImage: "/images/articles/laboratoire.svg",
    metaTitle: "Partenariat avec un laboratoire de mécanique des sols",
    metaDescription: "Identification, classification GTR, essais œdométriques et de cisaillement : un partenariat de laboratoire pour des résultats plus rapides et mieux tracés.",
    highlighted: false,
    content: `Les sondages ne disent pas tout. Pour caractériser finement un sol argileux, classer des déblais ou calculer un tassement, les essais en laboratoire restent indispensables. Afin de garantir à nos clients des délais maîtrisés et une gamme d'essais complète, {{general.site_name}} a signé fin 2025 un accord de partenariat avec un laboratoire indépendant de mécanique des sols implanté en Île-de-France.

## Pourquoi ce partenariat

Le volume d'essais demandé par nos missions a fortement augmenté, en particulier depuis la généralisation des études préalables liées à la loi ELAN, qui reposent largement sur la caractérisation des argiles. Travailler avec un laboratoire partenaire nous permet :

- de **réserver des capacités** d'essais et de tenir les délais annoncés, y compris en période de forte activité ;
- de **planifier les essais dès la préparation de la campagne**, avant même l'arrivée des échantillons ;
- d'**échanger directement** entre nos ingénieurs et les techniciens du laboratoire sur les résultats atypiques.

## Les essais couverts

### Identification et classification

- **teneur en eau** naturelle (NF EN ISO 17892-1) ;
- **granulométrie** par tamisage et, pour les fractions fines, par sédimentométrie ;
- **limites d'Atterberg** (NF EN ISO 17892-12) ;
- **valeur au bleu de méthylène VBS** (NF P 94-068) ;
- **classification GTR** des matériaux (NF P 11-300), indispensable pour le réemploi des déblais en remblai ou en couche de forme.

### Comportement mécanique

- **essais œdométriques** de compressibilité et de gonflement, pour estimer les tassements et le potentiel de gonflement des argiles ;
- **essais de cisaillement** à la boîte et **essais triaxiaux**, pour les calculs de stabilité de talus et de soutènements ;
- **essais de compactage Proctor** et **indices portants** (IPI, CBR) pour les terrassements et les plateformes.

Les analyses environnementales (recherche de polluants, acceptation des déblais en installation de stockage) restent confiées à des laboratoires d'analyses chimiques spécialisés, avec lesquels nous travaillons déjà. Pour en savoir plus, lisez notre article [sols pollués : ce qu'il faut vérifier](/actualites/sols-pollues-projet-immobilier).

## Une chaîne d'échantillons mieux tracée

Un résultat de laboratoire ne vaut que si l'échantillon est représentatif et bien conservé. Avec notre partenaire, nous avons formalisé la chaîne :

1. **prélèvement** sur le terrain, selon la nature de l'essai prévu (échantillon remanié en sac étanche, ou échantillon intact en gaine pour les essais mécaniques) ;
2. **étiquetage** avec la référence du sondage et la profondeur ;
3. **fiche de transmission** précisant les essais demandés et les priorités ;
4. **acheminement** rapide, à l'abri du gel et de la dessiccation, pour ne pas fausser les teneurs en eau ;
5. **procès-verbaux** d'essais transmis sous format numérique et annexés à nos rapports.

## Ce que cela change pour vos projets

- **Des délais plus courts et plus prévisibles** pour la remise des rapports, en particulier pour les études préalables et de conception des maisons individuelles.
- **Des études de sols argileux plus complètes** : profils de teneur en eau, essais de retrait et de gonflement lorsque le contexte le justifie.
- **Des diagnostics de sinistres mieux étayés**, grâce à la comparaison entre zone sinistrée et zone saine (voir notre article sur [la mission G5](/actualites/mission-g5-diagnostic-apres-sinistre)).
- **Une meilleure gestion des terrassements**, avec une classification GTR disponible dès la phase de conception.

## Comment cela se passe pour vous

Rien ne change dans vos démarches : vous commandez votre étude auprès de nous, nous définissons le programme d'investigations et d'essais, et nous restons votre unique interlocuteur. Le devis précise les essais prévus et leur justification. Si les premiers résultats révèlent une situation inattendue, par exemple des argiles plus plastiques que prévu ou une couche compressible, nous vous proposons les essais complémentaires utiles avant de conclure, plutôt que de rendre un rapport assorti de réserves.

## Un partenariat technique, pas seulement commercial

Au-delà des essais, le partenariat prévoit des échanges réguliers entre nos équipes : retours d'expérience sur les sols franciliens, harmonisation des descriptions de sondage, réflexion commune sur les essais les plus pertinents pour chaque type de mission. Notre objectif est simple : que chaque essai demandé serve réellement une décision de conception.

Découvrez nos [analyses en laboratoire](/services/analyses) ou [contactez-nous](/contact) à l'adresse {{contact.email}} pour organiser votre campagne.`,
  },
  {
    slug: "journee-technique-sols-argileux-2026",
    title: "Retour sur notre participation à une journée technique sur les sols argileux",
    excerpt:
      "Nos ingénieurs ont présenté cinq ans de retours d'expérience sur les études préalables ELAN lors d'une journée technique réunissant constructeurs et maîtres d'œuvre.",
    category: "evenement",
    tags: ["événement", "argiles", "loi elan", "entreprise", "maison individuelle"],
    publishedAt: "2026-03-17",
    featuredImage: "/images/articles/evenement.svg",
    metaTitle: "Journée technique sur les sols argileux : notre retour",
    metaDescription: "Études préalables ELAN, limites de la carte d'exposition, étude de conception et gestion de l'eau : les messages clés de notre intervention.",
    highlighted: false,
    content: `En mars 2026, l'équipe de {{general.site_name}} a participé à une journée technique consacrée à la construction sur sols argileux, organisée en Île-de-France par une association professionnelle du bâtiment. Constructeurs de maisons individuelles, maîtres d'œuvre, architectes, notaires et représentants d'assureurs s'y sont retrouvés pour faire le point sur plus de cinq années d'application de la loi ELAN.

## Pourquoi ce thème en 2026

Le dispositif de la loi ELAN est appliqué depuis le 1er octobre 2020 : toute vente de terrain à bâtir en zone d'exposition moyenne ou forte au retrait-gonflement des argiles doit être accompagnée d'une étude géotechnique préalable. Les sécheresses successives ont par ailleurs continué à produire des sinistres sur les maisons existantes. Le moment était donc bien choisi pour confronter les pratiques et partager ce qui fonctionne.

La journée alternait exposés techniques, tables rondes et temps d'échange informels. Les interventions ont abordé la cartographie de l'exposition, les dispositions constructives, le traitement des sinistres par les assureurs et le rôle du notaire dans la transmission des études. Ce format a permis de confronter des points de vue rarement réunis : celui du géotechnicien qui réalise l'étude, celui du constructeur qui l'applique, et celui de l'acquéreur qui vivra dans la maison.

## Notre intervention : cinq ans d'études préalables

Nos ingénieurs ont présenté une synthèse de leurs retours d'expérience sur les études préalables (mission G1) et de conception (mission G2) réalisées en Île-de-France. Cinq messages ont été développés.

### 1. Une étude préalable sans investigation apporte peu

La réglementation permet de s'appuyer sur l'enquête documentaire, mais en pratique seuls des sondages et des essais de laboratoire (teneur en eau, valeur au bleu, limites d'Atterberg) permettent de qualifier réellement la sensibilité des sols d'une parcelle.

### 2. La carte d'exposition est un outil de repérage, pas un diagnostic

Établie à l'échelle nationale, elle ne peut pas décrire chaque parcelle. Nous avons présenté des exemples de terrains classés en exposition moyenne où les sondages ont révélé des argiles très plastiques à faible profondeur, et inversement des terrains où une couverture sableuse épaisse éloignait les argiles de la zone d'influence des fondations.

### 3. L'étude de conception reste le meilleur investissement

Les techniques particulières de construction imposées à défaut d'étude sont protectrices, mais forfaitaires. Une étude de conception adaptée au projet permet souvent d'ajuster la profondeur des fondations, de choisir entre dallage et vide sanitaire en connaissance de cause et de traiter correctement les cas particuliers : terrain en pente, sous-sol partiel, extension accolée.

### 4. L'eau et la végétation sont des sujets de conception

Gouttières, drainage, trottoir périphérique, distance aux arbres : ces éléments figurent dans les études, mais ils sont souvent traités en fin de chantier, voire oubliés. Nous avons plaidé pour qu'ils soient intégrés dès le permis de construire et dans les plans d'aménagement paysager.

### 5. Transmettre l'étude, c'est aussi l'expliquer

L'étude préalable suit le terrain pendant trente ans. Elle doit être compréhensible par un acquéreur non spécialiste : une synthèse claire en première page, un vocabulaire expliqué, des recommandations hiérarchisées.

## Ce que nous avons retenu des échanges

Les tables rondes ont fait ressortir plusieurs attentes partagées par les participants :

- une meilleure articulation entre le vendeur, qui commande l'étude préalable, et l'acquéreur, qui construit ;
- des délais de réalisation compatibles avec ceux des promesses de vente ;
- davantage de pédagogie auprès des particuliers sur les gestes qui limitent le risque une fois la maison construite ;
- un besoin de retours d'expérience partagés sur le comportement des extensions.

Ces échanges nourrissent directement l'évolution de nos rapports, en particulier la rédaction de la synthèse destinée aux acquéreurs.

## Pour aller plus loin

Retrouvez les points clés de la réglementation dans notre article sur [la loi ELAN et la vente de terrain](/actualites/loi-elan-etude-geotechnique-vente-terrain), et les mécanismes du phénomène dans [retrait-gonflement des argiles : comprendre et prévenir les fissures](/actualites/retrait-gonflement-argiles-fissures-maisons).

Nous participerons à d'autres rencontres professionnelles au cours de l'année : inscrivez-vous à notre lettre d'information pour être informé de nos prochaines interventions, ou [contactez-nous](/contact) pour organiser une présentation auprès de vos équipes.`,
  },
] satisfies Array<SeedArticle>;
