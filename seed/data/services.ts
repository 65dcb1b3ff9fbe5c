// The seven service pages, in French.
// Company facts use {{section.key}} placeholders replaced at render time.
// FAQ answers are rendered as plain text (no Markdown).
import type { SeedService } from "../types.ts";

export const services = [
  {
    slug: "etudes-geotechniques",
    title: "Études géotechniques",
    shortDescription: "Missions G1 à G5 de la norme NF P 94-500 et études loi ELAN : connaître le sol pour concevoir des fondations sûres et économiques.",
    icon: "layers",
    displayOrder: 1,
    metaTitle: "Étude géotechnique G1, G2, G5 et loi ELAN",
    metaDescription: "Études de sol G1 à G5 selon la norme NF P 94-500, études préalables et de conception loi ELAN : un bureau d'études géotechniques à Paris.",
    serviceType: "Étude géotechnique",
    estimatedDuration: "P14D",
    serviceOutput: "Rapport d'étude géotechnique (missions G1 à G5 de la norme NF P 94-500)",
    relatedLinks: [
      { label: "Sondages & prélèvements", href: "/services/sondages" },
      { label: "Analyses en laboratoire", href: "/services/analyses" },
      { label: "Suivi de chantier", href: "/services/suivi-chantier" },
      { label: "Estimer le prix de mon étude", href: "/simulateur" },
      { label: "Nos interventions en Île-de-France", href: "/regions/ile-de-france" },
    ],
    faq: [
      {
        question: "Quand faut-il commander une étude géotechnique ?",
        answer:
          "Le plus tôt possible : idéalement avant l'achat du terrain ou dès l'esquisse du projet. Une étude préalable (G1) permet d'identifier les risques du site avant de s'engager ; l'étude de conception (G2) doit être disponible avant le dépôt des plans définitifs et la consultation des entreprises, afin que les fondations soient dimensionnées sur des données réelles et que les offres reposent toutes sur les mêmes hypothèses.",
      },
      {
        question: "Combien de temps dure une étude géotechnique ?",
        answer:
          "Pour une étude standard, comptez 2 à 3 semaines entre la commande et la remise du rapport. Ce délai comprend la préparation (déclarations DT-DICT auprès des exploitants de réseaux), une à deux journées de sondages, les essais en laboratoire puis la rédaction. Les projets importants, ou ceux qui nécessitent des essais mécaniques longs comme l'œdomètre, demandent davantage : le planning est précisé dans le devis.",
      },
      {
        question: "Combien coûte une étude de sol pour une maison individuelle ?",
        answer:
          "Pour une maison individuelle, une étude de sol coûte en général entre 1 500 et 3 000 € HT. Le prix dépend du type de mission (G1 ou G2), du nombre et de la profondeur des sondages, des essais en laboratoire nécessaires et de l'accessibilité du terrain. Notre simulateur en ligne donne une première estimation, et le devis détaillé est gratuit.",
      },
      {
        question: "L'étude géotechnique est-elle obligatoire ?",
        answer:
          "Depuis le 1er octobre 2020, la loi ELAN impose une étude préalable lors de la vente d'un terrain à bâtir situé en zone d'exposition moyenne ou forte au retrait-gonflement des argiles, puis une étude de conception (ou le respect de techniques de construction particulières) avant la construction d'une maison dans ces mêmes zones. En dehors de ces cas, l'étude n'est pas imposée par la loi mais elle est vivement recommandée, et elle est souvent exigée par le contrôleur technique, l'assureur ou le maître d'œuvre.",
      },
      {
        question: "Quelle différence entre une mission G1 et une mission G2 ?",
        answer:
          "La G1 est une étude préalable : elle décrit le contexte géologique du site, identifie les risques et donne des principes généraux de construction, sans dimensionner d'ouvrage. La G2 est une étude de conception : elle tient compte de l'implantation, des niveaux et des charges du bâtiment pour choisir le type de fondations, fixer leur profondeur et les dimensionner. On ne construit pas sur la seule base d'une G1.",
      },
      {
        question: "Combien de temps une étude de sol reste-t-elle valable ?",
        answer:
          "L'étude préalable exigée par la loi ELAN lors de la vente d'un terrain est valable 30 ans, à condition que le sol n'ait pas été remanié entre-temps (terrassements, remblais). Une étude de conception G2 est, elle, liée à un projet précis : si l'implantation, le sous-sol ou les charges changent de façon significative, elle doit être mise à jour.",
      },
    ],
    content: `Avant de choisir des fondations, il faut connaître le sol qui les portera : c'est l'objet de l'étude géotechnique.

## Qu'est-ce qu'une étude géotechnique ?

Une étude géotechnique, souvent appelée « étude de sol », décrit le sous-sol d'une parcelle et son comportement sous l'effet d'un ouvrage, à partir d'une enquête documentaire, de sondages et d'essais in situ et en laboratoire. Son résultat principal est un **modèle géotechnique** : la succession des couches, leur épaisseur, leurs paramètres mécaniques et la position de l'eau. À partir de ce modèle, l'ingénieur géotechnicien recommande un type de fondation, un niveau d'assise, des contraintes admissibles et des dispositions pour les terrassements, les dallages, les soutènements et le drainage.

En France, les missions d'ingénierie géotechnique sont définies par la norme **NF P 94-500** (version de novembre 2013). Les calculs suivent l'Eurocode 7 (NF EN 1997) et ses normes d'application nationales, notamment la NF P 94-261 pour les fondations superficielles et la NF P 94-262 pour les fondations profondes. La norme organise l'intervention du géotechnicien en missions successives : chacune réduit une part d'incertitude à mesure que le projet se précise.

| Mission | Moment du projet | Ce que vous obtenez |
|---|---|---|
| G1 ES / PGC | Achat du terrain, esquisse | Risques du site et principes généraux de construction |
| G2 AVP | Avant-projet | Modèle géotechnique, choix et prédimensionnement des fondations |
| G2 PRO | Projet | Dimensionnement des ouvrages géotechniques |
| G2 DCE/ACT | Consultation des entreprises | Pièces techniques et analyse des offres |
| G3 / G4 | Travaux | Étude d'exécution, suivi et supervision |
| G5 | Ouvrage existant, sinistre | Diagnostic d'un élément géotechnique précis |

## Mission G1 : l'étude géotechnique préalable

La mission G1 intervient en amont, lorsque le projet n'est encore qu'une intention ou une esquisse. Elle comprend deux phases.

### Phase étude de site (G1 ES)

Nous rassemblons les données existantes : carte géologique et notices du BRGM, forages de la Banque du sous-sol (BSS), informations de Géorisques (retrait-gonflement des argiles, cavités, remontées de nappe), plans de prévention des risques, et, à Paris et en petite couronne, les informations de l'Inspection générale des carrières (IGC). Une visite du site (topographie, végétation, constructions voisines, remblais) complète l'enquête. Cette phase aboutit à un premier modèle géologique et à la liste des risques majeurs.

### Phase principes généraux de construction (G1 PGC)

Lorsque les grandes lignes du projet sont connues, la phase PGC donne les premières orientations : types de fondations envisageables, ordre de grandeur des profondeurs d'ancrage, faisabilité d'un sous-sol, précautions vis-à-vis de l'eau et des terrains sensibles. La G1 ne dimensionne aucun ouvrage : elle éclaire une décision d'achat ou d'implantation, elle ne remplace pas l'étude de conception.

## Mission G2 : l'étude géotechnique de conception

La mission G2 accompagne la maîtrise d'œuvre pendant la conception. Elle se déroule en trois phases, qui peuvent être commandées ensemble ou successivement.

### Phase avant-projet (G2 AVP)

Après un programme d'investigations adapté au projet (sondages pressiométriques et carottés, pénétromètres, piézomètres, essais en laboratoire), nous établissons le modèle géotechnique, choisissons le mode de fondation (semelles, radier, puits, pieux ou micropieux), le prédimensionnons et estimons les tassements. Nous donnons aussi les premières hypothèses pour les dallages, les terrassements, les soutènements provisoires et la gestion des eaux.

### Phase projet (G2 PRO)

Sur la base des plans et des descentes de charges du bureau d'études structure, nous justifions les ouvrages géotechniques : portance et tassements des fondations, stabilité des soutènements, dimensionnement des dallages, dispositions vis-à-vis de la nappe. Nous précisons les aléas résiduels et les valeurs seuils à contrôler pendant les travaux.

### Phase DCE/ACT

Nous rédigeons les pièces géotechniques du dossier de consultation des entreprises et assistons le maître d'ouvrage dans l'analyse des offres et des variantes, qui doivent respecter les hypothèses géotechniques.

## Missions G3 et G4 : l'exécution et sa supervision

Pendant les travaux, le sol réellement rencontré doit être comparé au modèle retenu. La **mission G3** (étude et suivi géotechniques d'exécution) est réalisée pour le compte de l'entreprise : dimensionnement d'exécution, phasage, suivi et adaptation des ouvrages. La **mission G4** (supervision géotechnique d'exécution) est réalisée pour le compte du maître d'ouvrage : elle donne un avis sur les études d'exécution et vérifie que les travaux restent conformes aux hypothèses. Les deux missions sont confiées à des intervenants distincts. Nous les détaillons sur notre page [suivi de chantier](/services/suivi-chantier).

## Mission G5 : le diagnostic géotechnique

La mission G5 porte sur un élément géotechnique précis d'un ouvrage existant ou en cours de construction : fissures et tassements d'une maison, mur de soutènement qui bascule, projet de surélévation qui impose de vérifier les fondations existantes. Elle ne remplace pas une étude complète pour un projet neuf. Notre méthode est présentée sur la page [diagnostics & expertises](/services/diagnostics).

## Études spécifiques

### Stabilité des pentes et des talus

Sur un terrain en pente ou lors d'un terrassement important, nous vérifions la stabilité générale par des calculs de rupture circulaire et non circulaire, avec les coefficients de l'Eurocode 7. En Île-de-France, les versants où affleurent les argiles vertes et les marnes du Tertiaire sont particulièrement sensibles. Nous proposons les confortements adaptés : reprofilage, drainage, murs poids, parois clouées ou ancrées.

### Risques naturels

Nous caractérisons les aléas qui conditionnent la conception : retrait-gonflement des argiles, dissolution du gypse, anciennes carrières souterraines, remontées de nappe et inondations, mouvements de terrain identifiés par un plan de prévention des risques (PPRN) et, dans les régions concernées, sismicité (Eurocode 8).

### Ouvrages spécifiques

Nous étudions aussi les sous-sols enterrés en milieu urbain, les murs de soutènement, les dallages fortement chargés, les piscines, les extensions et surélévations, ainsi que les voiries et réseaux, pour lesquels le réemploi des déblais compte autant que la portance.

## Études loi ELAN : EG1 et EG2

### Ce que prévoit la loi

Pour réduire les sinistres dus au retrait-gonflement des argiles, l'article 68 de la loi ELAN du 23 novembre 2018, précisé par le décret n° 2019-495 du 22 mai 2019 et trois arrêtés du 22 juillet 2020, a créé deux obligations dans les zones d'exposition **moyenne ou forte** de la carte établie par le BRGM et consultable sur Géorisques. Ces règles, codifiées aux articles L.132-4 et suivants du Code de la construction et de l'habitation, s'appliquent depuis le 1er octobre 2020. Pour savoir si votre terrain est situé dans une zone exposée, [vérifiez-le à partir de son adresse](/mon-terrain).

### EG1 : l'étude préalable, à la vente d'un terrain

L'étude préalable est obligatoire lorsqu'un **terrain non bâti constructible** situé dans une zone exposée est vendu. Elle est commandée par le vendeur et annexée à la promesse de vente ou, à défaut, à l'acte authentique. Son contenu correspond à une mission G1 (phases ES et PGC) : nous la réalisons avec des sondages et des essais de laboratoire (teneur en eau, granulométrie, valeur au bleu, limites d'Atterberg), seuls capables de qualifier réellement la sensibilité des sols de la parcelle. Elle reste valable 30 ans si le sol n'est pas remanié.

### EG2 : l'étude de conception, avant de construire

Avant de conclure un contrat de construction (contrat de construction de maison individuelle, marché de travaux ou contrat de maîtrise d'œuvre) pour un bâtiment de deux logements au plus dans une zone exposée, le maître d'ouvrage transmet l'étude préalable au constructeur. Celui-ci doit alors soit suivre les recommandations d'une **étude de conception** tenant compte du projet, soit appliquer les **techniques particulières de construction** fixées par arrêté (notamment des fondations ancrées à au moins 0,80 m en exposition moyenne et 1,20 m en exposition forte). L'étude de conception correspond à une mission G2 (phases AVP et PRO) : elle permet d'adapter les fondations au sol réel plutôt que d'appliquer des règles forfaitaires.

## Nos moyens techniques

- **Un atelier de forage compact sur chenilles** : sondages avec enregistrement des paramètres, carottages et essais pressiométriques (NF EN ISO 22476-4), y compris sur des parcelles étroites.
- **Des pénétromètres dynamiques** pour préciser l'épaisseur des remblais entre les sondages.
- **Des piézomètres et essais de perméabilité** pour la nappe et l'infiltration.
- **Un laboratoire de mécanique des sols partenaire** pour l'identification, la classification GTR et les essais mécaniques.
- **Des outils de calcul** de portance, de tassement, de stabilité et de soutènement conformes à l'Eurocode 7.

Le détail des essais figure sur nos pages [sondages & prélèvements](/services/sondages) et [analyses en laboratoire](/services/analyses).

## Pourquoi nous confier votre étude

- **Un ingénieur référent**, du devis au rapport, pour vous et votre architecte.
- **Une bonne connaissance des sols franciliens** : argiles vertes, marnes, gypse, calcaire grossier, alluvions de la Seine et de la Marne, remblais anthropiques.
- **Un programme d'investigations justifié** : le devis explique à quoi sert chaque sondage et chaque essai.
- **Des rapports lisibles** : synthèse en première page, coupes claires, recommandations hiérarchisées.
- **L'indépendance** : nous ne réalisons pas de travaux de fondation, nos recommandations ne dépendent que du sol et du projet.`,
  },
  {
    slug: "sondages",
    title: "Sondages & prélèvements",
    shortDescription: "Sondages carottés et pressiométriques, pénétromètres, fouilles à la pelle et essais de perméabilité pour caractériser le sous-sol.",
    icon: "drill",
    displayOrder: 2,
    metaTitle: "Sondages géotechniques, pressiomètre et pénétromètre",
    metaDescription: "Sondages carottés, essais pressiométriques Ménard, pénétromètres dynamique et statique, fouilles à la pelle et essais de perméabilité in situ.",
    serviceType: "Sondages géotechniques et essais in situ",
    estimatedDuration: "P7D",
    serviceOutput: "Coupes de sondages, procès-verbaux d'essais in situ et échantillons pour le laboratoire",
    relatedLinks: [
      { label: "Études géotechniques", href: "/services/etudes-geotechniques" },
      { label: "Analyses en laboratoire", href: "/services/analyses" },
      { label: "Diagnostics & expertises", href: "/services/diagnostics" },
      { label: "Nos interventions en Île-de-France", href: "/regions/ile-de-france" },
    ],
    faq: [
      {
        question: "Combien de sondages faut-il pour une maison individuelle ?",
        answer:
          "Cela dépend de la surface du projet, de l'homogénéité du terrain et de la mission commandée. Pour une maison individuelle, on réalise souvent deux à quatre points de reconnaissance, en associant un sondage qui permet d'identifier les couches et de prélever des échantillons à des essais qui mesurent leur résistance. L'ingénieur justifie ce programme dans le devis.",
      },
      {
        question: "Quel accès faut-il prévoir pour la foreuse ?",
        answer:
          "Notre atelier compact sur chenilles passe par la plupart des portails et circule dans les jardins. Il faut un accès praticable jusqu'aux points de sondage, l'autorisation du propriétaire et, si possible, l'indication des réseaux privés enterrés (eau, électricité, assainissement). Pour un accès très contraint, nous pouvons recourir à du matériel portatif. Signalez-nous les contraintes lors de la demande de devis.",
      },
      {
        question: "Les sondages abîment-ils le terrain ?",
        answer:
          "L'impact reste limité : quelques trous de faible diamètre, rebouchés en fin d'intervention, et des traces de passage sur la pelouse. Les fouilles à la pelle sont remblayées et compactées par couches. Nous protégeons les revêtements à l'entrée des propriétés et récupérons les boues et eaux de forage.",
      },
      {
        question: "Faut-il être présent le jour des sondages ?",
        answer:
          "Ce n'est pas indispensable si l'accès au terrain est organisé à l'avance. Votre présence en début d'intervention est toutefois utile pour confirmer l'implantation des sondages et signaler les réseaux privés ou les zones à éviter.",
      },
    ],
    content: `Les sondages sont la partie visible d'une étude de sol : c'est sur le terrain que se mesurent l'épaisseur des couches, leur résistance et la présence d'eau. Le programme d'investigations n'est jamais standard. Il est défini par l'ingénieur en fonction de la mission (G1, G2 ou G5), de la surface et des charges du projet, du contexte géologique et des questions à résoudre. Chaque intervention est précédée des déclarations réglementaires auprès des exploitants de réseaux (DT-DICT).

## Sondages carottés

Le sondage carotté extrait le sol ou la roche sous forme de carottes continues, à l'aide d'un carottier à simple, double ou triple enveloppe selon la nature des terrains. C'est le seul moyen de **voir** les couches sans les remanier : lithologie, fissuration, passages altérés, présence de gypse ou de vides. Les carottes sont décrites, photographiées et rangées en caisses ; dans les roches, nous mesurons l'indice de qualité RQD.

Les sondages carottés fournissent aussi les **échantillons intacts** indispensables aux essais mécaniques en laboratoire (œdomètre, cisaillement, triaxial). Dans les argiles et les limons, nous utilisons des carottiers à paroi mince qui limitent la perturbation du sol. Les méthodes de prélèvement suivent la norme NF EN ISO 22475-1.

## Sondages et essais pressiométriques Ménard

L'essai pressiométrique Ménard est l'essai de référence en France pour dimensionner les fondations. Une sonde cylindrique dilatable est descendue dans un forage réalisé avec soin, puis gonflée par paliers de pression successifs. On mesure à chaque palier l'augmentation de volume de la sonde, ce qui permet de tracer la courbe pressiométrique et d'en déduire trois paramètres :

- le **module pressiométrique EM**, qui sert au calcul des tassements ;
- la **pression de fluage pf**, au-delà de laquelle le sol se déforme de manière différée ;
- la **pression limite pl**, qui traduit la résistance du sol et sert au calcul de la portance.

Les essais sont réalisés selon la norme NF EN ISO 22476-4, en général tous les mètres à un mètre et demi. Leurs résultats alimentent directement les méthodes de calcul des normes NF P 94-261 (fondations superficielles) et NF P 94-262 (fondations profondes). Le forage destructif associé fait l'objet d'un **enregistrement des paramètres** (vitesse d'avancement, pression sur l'outil, couple, pression du fluide), précieux pour repérer une couche molle, un banc dur ou un vide entre deux essais.

## Pénétromètre dynamique

Le pénétromètre dynamique enfonce une pointe conique dans le sol par battage d'un mouton de masse connue. On compte le nombre de coups nécessaires pour chaque enfoncement, ce qui donne un profil continu de **résistance dynamique de pointe**. L'essai est encadré par la norme NF EN ISO 22476-2, qui distingue plusieurs gammes d'énergie (du pénétromètre léger au super-lourd).

Rapide et peu encombrant, il est idéal pour préciser entre deux sondages l'épaisseur des remblais, la profondeur du bon sol ou l'hétérogénéité d'une parcelle. Il a une limite importante : il ne fournit aucun échantillon et ne permet pas, seul, d'identifier la nature des terrains. Il est donc toujours couplé à des sondages de reconnaissance.

## Pénétromètre statique (CPT)

Dans l'essai de pénétration statique, une pointe instrumentée est enfoncée à vitesse constante, généralement de 2 cm/s, sans battage. On enregistre en continu la **résistance de pointe qc** et le **frottement latéral fs** ; avec un piézocône (CPTu), on mesure aussi la pression interstitielle. L'essai, normalisé par la NF EN ISO 22476-1, donne un profil très fin des sols mous : alluvions, limons, argiles molles, sables lâches. Il est particulièrement utile pour les fondations profondes et les remblais sur sols compressibles. Il nécessite un engin lesté offrant une forte réaction et atteint le refus dans les sols très compacts ou graveleux.

## Fouilles à la pelle mécanique

Les fouilles à la pelle mécanique, réalisées jusqu'à **3 à 4 m de profondeur**, offrent une vue directe des terrains sur plusieurs mètres de largeur. Elles permettent :

- d'observer la succession des couches et leurs variations latérales ;
- de repérer les remblais, les racines, les anciennes maçonneries ou les venues d'eau ;
- de reconnaître les fondations d'un bâtiment existant (type, profondeur, état), notamment lors d'un diagnostic ou d'un projet d'extension ;
- de prélever des échantillons remaniés en quantité suffisante pour la classification GTR ou les essais de compactage ;
- de réaliser des essais d'infiltration à grande échelle.

Personne ne descend dans une fouille non blindée : les observations et prélèvements se font depuis la surface ou au godet. Les fouilles sont refermées et compactées par couches à la fin de l'intervention.

## Essais de perméabilité

La capacité d'un sol à laisser passer l'eau conditionne la gestion des eaux pluviales, les pompages en fouille et la stabilité des ouvrages enterrés. Nous réalisons :

- les **essais Lefranc** dans un forage, à charge constante ou variable, selon la norme NF EN ISO 22282-2, pour mesurer la perméabilité d'une couche à une profondeur donnée ;
- les **essais Porchet**, dans un trou de tarière de faible profondeur, pour évaluer l'infiltration superficielle ;
- les **essais Matsuo**, dans une fosse creusée à la pelle, représentatifs d'un ouvrage d'infiltration réel ;
- les **essais Lugeon** dans les roches fissurées, selon la norme NF EN ISO 22282-3.

Les sondages peuvent être équipés en **piézomètres** pour suivre le niveau de la nappe dans le temps. L'interprétation de ces essais est détaillée sur notre page [études hydrauliques](/services/etudes-hydrauliques).

## Prélèvements et conservation des échantillons

Un essai de laboratoire ne vaut que par la qualité de l'échantillon. Nous adaptons le mode de prélèvement à l'essai prévu : échantillons remaniés en sacs étanches pour l'identification, échantillons intacts en gaines fermées pour les essais mécaniques. Chaque échantillon est étiqueté avec la référence du sondage et la profondeur, protégé du gel et de la dessiccation, puis transmis rapidement au laboratoire avec une fiche précisant les essais demandés.

## Équipements

- **Atelier de forage compact sur chenilles** : sondages destructifs avec enregistrement des paramètres, tarière, carottage et essais pressiométriques avec contrôleur numérique, conçu pour les parcelles étroites et les jardins.
- **Pénétromètres dynamiques**, dont un modèle portatif pour les accès très contraints (cours intérieures, sous-sols, terrains en forte pente).
- **Pénétromètre statique** sur engin lesté, mobilisé avec des entreprises de forage partenaires, sous la conduite de nos ingénieurs, lorsque le projet le justifie.
- **Pelles mécaniques** adaptées à la profondeur recherchée et à l'accès, de la mini-pelle de jardin à la pelle plus puissante pour les fouilles de 4 m.
- **Équipement hydrogéologique** : tubes piézométriques crépinés, sondes de niveau et enregistreurs automatiques, matériel d'essais Lefranc et d'infiltration.
- **Sécurité et environnement** : détection des réseaux, bacs de rétention, gestion des boues et eaux de forage, protection des sols à l'entrée des propriétés.

## Déroulement d'une campagne

1. **Préparation** : définition du programme, déclarations DT-DICT, implantation des points, organisation de l'accès avec vous.
2. **Intervention** : une à deux journées suffisent pour une maison individuelle ; les campagnes plus importantes sont planifiées avec vous.
3. **Remise en état** : rebouchage des forages, remblaiement des fouilles, protection des piézomètres par un capot.
4. **Restitution** : coupes de sondages, procès-verbaux d'essais et photographies, intégrés au rapport d'[étude géotechnique](/services/etudes-geotechniques) ou transmis seuls si vous avez commandé une prestation de sondages.`,
  },
  {
    slug: "diagnostics",
    title: "Diagnostics & expertises",
    shortDescription: "Fissures, tassements, sinistres sécheresse : diagnostic géotechnique G5, expertise judiciaire et diagnostic préventif avant travaux.",
    icon: "search",
    displayOrder: 3,
    metaTitle: "Diagnostic géotechnique G5, fissures et expertise",
    metaDescription: "Fissures, tassements, sinistre sécheresse : diagnostic géotechnique G5, assistance à expert et expertise judiciaire, diagnostic préventif avant travaux.",
    serviceType: "Diagnostic géotechnique (mission G5)",
    estimatedDuration: "P21D",
    serviceOutput: "Rapport de diagnostic géotechnique G5 : analyse des causes et préconisations",
    relatedLinks: [
      { label: "Études géotechniques", href: "/services/etudes-geotechniques" },
      { label: "Sondages & prélèvements", href: "/services/sondages" },
      { label: "Suivi de chantier", href: "/services/suivi-chantier" },
      { label: "Demander un diagnostic", href: "/contact" },
    ],
    faq: [
      {
        question: "Combien de temps dure un diagnostic géotechnique ?",
        answer:
          "Comptez en général 2 à 4 semaines entre la commande et la remise du rapport : visite et relevé des désordres, investigations sur site, essais en laboratoire puis analyse. Lorsque les désordres évoluent, un suivi des fissures sur plusieurs mois peut compléter le diagnostic pour vérifier l'efficacité des mesures prises.",
      },
      {
        question: "Faut-il attendre un arrêté de catastrophe naturelle pour faire réaliser un diagnostic ?",
        answer:
          "Non. Si votre commune est reconnue en état de catastrophe naturelle sécheresse, déclarez le sinistre à votre assureur dans les 30 jours suivant la publication de l'arrêté au Journal officiel ; l'assureur mandate alors son propre expert. Un diagnostic indépendant peut être réalisé avant ou pendant cette procédure : il documente les désordres, établit leurs causes et vous permet de dialoguer avec l'expert sur des bases techniques.",
      },
      {
        question: "Qui paie le diagnostic ?",
        answer:
          "Le diagnostic est commandé et réglé par celui qui en a besoin : propriétaire, syndic, assureur, expert ou entreprise. Selon le contrat et l'issue de la procédure, son coût peut être pris en charge par l'assurance au titre des frais d'expertise ou intégré dans l'indemnisation ; c'est à vérifier avec votre assureur avant de commander.",
      },
      {
        question: "Ne suffit-il pas de reboucher les fissures ?",
        answer:
          "Reboucher une fissure sans en connaître la cause ne règle rien : si le sol continue de bouger, elle se rouvrira, parfois en quelques mois. Le diagnostic identifie le mécanisme (argiles, fuite de réseau, fondations insuffisantes, végétation) et indique les mesures qui le stoppent. Les réparations de second œuvre n'interviennent qu'une fois les mouvements stabilisés.",
      },
    ],
    content: `Une fissure en escalier sur une façade, une porte qui frotte, un dallage qui se décolle des murs : ces signes traduisent souvent un mouvement du sol ou des fondations. Avant d'engager des réparations, il faut comprendre ce qui se passe. Le diagnostic géotechnique, défini comme la **mission G5** par la norme NF P 94-500, étudie un élément précis d'un ouvrage existant pour en établir les causes et proposer des solutions proportionnées.

## Sinistres : fissures, tassements, mouvements de sol

### Reconnaître les désordres d'origine géotechnique

Toutes les fissures ne sont pas graves, et toutes ne viennent pas du sol. Certains indices orientent toutefois vers une cause géotechnique : fissures obliques partant des angles des portes et fenêtres, fissures en escalier dans les maçonneries, décollement entre une maison et son extension ou sa terrasse, ouverture saisonnière des fissures, menuiseries qui se déforment, dallage fissuré ou désaffleurant.

### Les causes les plus fréquentes

- **Le retrait-gonflement des argiles** : en période de sécheresse, les sols argileux perdent de l'eau et se rétractent sous les fondations peu profondes, surtout près des façades exposées et des arbres ; ils regonflent au retour des pluies.
- **Des fondations insuffisantes ou hétérogènes** : ancrage trop faible, appui en partie sur des remblais, extension fondée différemment du bâtiment principal.
- **L'eau** : fuite d'un réseau enterré, gouttière non raccordée, infiltrations qui ramollissent le sol d'assise ou entraînent les fines.
- **La végétation** : les racines d'arbres proches assèchent les sols argileux bien au-delà de la couronne.
- **Les travaux voisins** : terrassement, rabattement de nappe, vibrations.
- **Les cavités** : dissolution du gypse ou anciennes carrières souterraines, dans les secteurs concernés d'Île-de-France.

### Sécheresse et catastrophe naturelle

Lorsque l'état de catastrophe naturelle sécheresse est reconnu pour une commune, les propriétaires assurés disposent de 30 jours à compter de la publication de l'arrêté pour déclarer leur sinistre. L'assureur mandate un expert, qui peut lui-même s'appuyer sur une étude géotechnique. Pour une construction de moins de dix ans, l'assurance dommages-ouvrage et la garantie décennale des constructeurs sont aussi à examiner. Notre diagnostic apporte des éléments objectifs, quelle que soit la voie d'indemnisation.

## Expertise judiciaire et assistance à expert

### Expertise judiciaire

Lorsqu'un litige est porté devant le juge, celui-ci peut désigner un expert judiciaire, souvent en référé avant tout procès. Lorsque la question dépasse sa spécialité, l'expert peut recueillir l'avis d'un technicien d'une autre spécialité, appelé sapiteur. Nous intervenons dans ce cadre pour définir et réaliser les investigations géotechniques, puis rédiger une note technique versée aux opérations d'expertise.

### Assistance à expert et assistance technique de partie

Propriétaires, syndics, assureurs, entreprises ou maîtres d'œuvre peuvent aussi se faire assister par un géotechnicien pendant une expertise amiable ou judiciaire. Nous analysons les rapports et les études existants, participons aux réunions, proposons les investigations complémentaires utiles et rédigeons des observations techniques argumentées. Nous indiquons toujours clairement pour le compte de qui nous intervenons.

## Diagnostic préventif

Un diagnostic est aussi utile avant qu'un problème n'apparaisse :

- **avant l'achat** d'une maison ancienne ou d'un immeuble présentant des fissures, pour évaluer leur gravité et le coût des mesures éventuelles ;
- **avant une extension, une surélévation ou la création d'un sous-sol**, pour reconnaître les fondations existantes et vérifier qu'elles peuvent reprendre des charges supplémentaires ;
- **avant des travaux à proximité** d'un bâtiment (terrassement, fondations profondes, pompage), pour établir un état initial et définir une instrumentation de surveillance ;
- **dans les secteurs de carrières ou de gypse**, pour vérifier l'absence de vides sous un bâtiment existant.

## Notre méthode en quatre étapes

### Étape 1 : enquête et relevé des désordres

Nous rassemblons les documents disponibles (plans, permis de construire, études antérieures, historique des travaux, arrêtés de catastrophe naturelle, exposition aux argiles sur Géorisques) et visitons l'ouvrage. Les fissures sont relevées et cartographiées : position, orientation, ouverture, ancienneté apparente. Nous relevons la végétation, les réseaux, la gestion des eaux pluviales et, si besoin, les défauts de planéité des planchers. Lorsque les fissures semblent actives, nous posons des jauges pour mesurer leur évolution.

### Étape 2 : investigations ciblées

Le programme du diagnostic G5 est défini à partir des hypothèses de l'étape 1 : fouilles au droit des fondations pour connaître leur type, leur profondeur et leur sol d'assise ; sondages et pénétromètres au pied des façades sinistrées et, pour comparaison, dans une zone saine ; prélèvements pour des essais de laboratoire (profil de teneur en eau, valeur au bleu, limites d'Atterberg, retrait) ; recherche de racines ; le cas échéant, inspection des réseaux par une entreprise spécialisée.

### Étape 3 : analyse et diagnostic

Nous croisons les observations, les mesures et le contexte pour identifier le mécanisme en cause, distinguer ce qui relève de la structure et ce qui relève du sol, et évaluer si les mouvements sont stabilisés ou évolutifs. Le rapport explique le raisonnement et le niveau de certitude de chaque conclusion, afin qu'il puisse être discuté en expertise.

### Étape 4 : préconisations et accompagnement

Les solutions sont hiérarchisées et proportionnées aux désordres : mesures conservatoires, gestion des eaux (raccordement des descentes, trottoir périphérique étanche, drainage), maîtrise de la végétation (écran anti-racines plutôt qu'un abattage brutal qui peut provoquer un regonflement), rigidification de la structure, et, si nécessaire, reprise en sous-œuvre par plots, longrines ou micropieux. Les travaux de confortement font ensuite l'objet d'une étude de conception et d'un [suivi de chantier](/services/suivi-chantier) ; les réparations des fissures n'interviennent qu'une fois l'ouvrage stabilisé.

## Ce que contient notre rapport

- la description de l'ouvrage et l'historique des désordres ;
- le relevé des fissures, avec plans et photographies ;
- les coupes de sondages, les observations des fouilles et les résultats d'essais ;
- l'analyse des causes et l'évaluation de la gravité ;
- les préconisations, avec les études et contrôles à prévoir pour les mettre en œuvre.`,
  },
  {
    slug: "analyses",
    title: "Analyses en laboratoire",
    shortDescription: "Identification, essais mécaniques et chimiques, classification GTR et essais sur roches pour quantifier le comportement des sols.",
    icon: "flask",
    displayOrder: 4,
    metaTitle: "Essais de laboratoire géotechnique et classification GTR",
    metaDescription: "Teneur en eau, granulométrie, limites d'Atterberg, VBS, œdomètre, cisaillement, triaxial, analyses chimiques, classification GTR et essais sur roches.",
    serviceType: "Essais de laboratoire géotechnique",
    estimatedDuration: "P14D",
    serviceOutput: "Procès-verbaux d'essais de laboratoire et synthèse interprétée",
    relatedLinks: [
      { label: "Sondages & prélèvements", href: "/services/sondages" },
      { label: "Études géotechniques", href: "/services/etudes-geotechniques" },
      { label: "Études de pollution", href: "/services/etudes-pollution" },
      { label: "Demander un devis d'essais", href: "/contact" },
    ],
    faq: [
      {
        question: "Quels sont les délais des essais en laboratoire ?",
        answer:
          "Les essais d'identification (teneur en eau, granulométrie, limites d'Atterberg, valeur au bleu) sont en général disponibles en une à deux semaines. Les essais mécaniques sont plus longs : un essai œdométrique complet ou un essai triaxial consolidé demande plusieurs semaines, car le sol doit se consolider sous chaque palier de charge. Le planning est indiqué dans le devis.",
      },
      {
        question: "Quels essais sont réalisés pour une étude loi ELAN ?",
        answer:
          "Pour qualifier la sensibilité d'un sol au retrait-gonflement, nous réalisons au minimum la teneur en eau, la granulométrie ou le passant à 80 microns, la valeur au bleu de méthylène et, sur les sols fins, les limites d'Atterberg. Selon le contexte, des essais de retrait ou de gonflement complètent le programme.",
      },
      {
        question: "Pouvez-vous analyser des échantillons que nous avons prélevés ?",
        answer:
          "Oui, notamment pour la classification GTR de déblais ou des essais de compactage demandés par une entreprise de terrassement. Nous vous indiquons les quantités nécessaires et les conditions de prélèvement et de conservation ; l'interprétation tient compte du fait que le prélèvement n'a pas été réalisé par nos équipes.",
      },
    ],
    content: `Les sondages décrivent les terrains ; les essais en laboratoire les **quantifient**. Ce sont eux qui permettent de classer un sol, de mesurer sa sensibilité à l'eau, d'estimer un tassement ou de vérifier si des déblais peuvent être réemployés. Nos ingénieurs définissent le programme d'essais en fonction des décisions à prendre, puis interprètent les résultats dans le rapport. Les essais géotechniques sont réalisés avec notre laboratoire partenaire de mécanique des sols, indépendant et implanté en Île-de-France ; les analyses chimiques environnementales sont confiées à des laboratoires d'analyses spécialisés.

## Essais d'identification

Les essais d'identification décrivent la nature du sol et son état. Peu coûteux et rapides, ils sont réalisés sur presque toutes les missions.

| Essai | Norme | Ce qu'il apporte |
|---|---|---|
| Teneur en eau naturelle | NF EN ISO 17892-1 | État hydrique du sol ; un profil en profondeur révèle la dessiccation des argiles |
| Masse volumique | NF EN ISO 17892-2 | Densité en place, calculs de poids des terres |
| Granulométrie par tamisage et sédimentométrie | NF EN ISO 17892-4 | Répartition des grains, proportion de fines |
| Limites d'Atterberg | NF EN ISO 17892-12 | Limites de liquidité et de plasticité, indice de plasticité |
| Valeur au bleu de méthylène (VBS) | NF P 94-068 | Quantité et activité de la fraction argileuse |
| Teneur en carbonates | NF P 94-048 | Distinction entre argiles, marnes et calcaires |
| Teneur en matières organiques | XP P 94-047 | Repérage des sols organiques compressibles |

L'indice de plasticité et la valeur au bleu sont les deux indicateurs clés de la **sensibilité au retrait-gonflement** : plus ils sont élevés, plus l'argile est active. Ils sont au cœur des études préalables et de conception exigées par la loi ELAN.

## Essais mécaniques

Les essais mécaniques mesurent le comportement du sol sous charge. Ils sont réalisés sur des échantillons intacts prélevés par carottage.

- **Essai œdométrique** (NF EN ISO 17892-5) : il mesure la compressibilité d'un sol fin, sa pression de préconsolidation et la vitesse à laquelle il se tasse. C'est la base du calcul des tassements des remblais et des fondations sur sols compressibles. Une variante permet de mesurer le **gonflement** et la pression de gonflement d'une argile.
- **Essai de cisaillement direct à la boîte** (NF EN ISO 17892-10) : il donne la cohésion et l'angle de frottement, utilisés pour les calculs de stabilité de talus et de soutènement.
- **Essai triaxial** (NF EN ISO 17892-8 et 17892-9) : non consolidé non drainé, consolidé non drainé avec mesure de la pression interstitielle ou consolidé drainé, il reproduit au plus près l'état de contrainte du sol en place et distingue comportement à court et à long terme.
- **Essais de compactage et de portance** : essai Proctor et indice portant immédiat (IPI) ou CBR, pour les remblais, les couches de forme et les plateformes.

## Analyses chimiques

- **Agressivité des sols et des eaux vis-à-vis des bétons** : sulfates, pH, acidité, magnésium, ammonium. Les résultats déterminent la classe d'exposition XA1 à XA3 de la norme NF EN 206/CN, donc le choix du ciment et l'enrobage des fondations.
- **Sulfates et gypse** : leur présence oriente aussi vers un risque de dissolution ou d'agressivité, fréquent dans le nord et l'est de l'agglomération parisienne.
- **Chlorures**, pour la durabilité des armatures en milieu agressif.
- **Analyses environnementales** des déblais (analyses sur brut et sur éluat) pour déterminer leur filière d'évacuation, en lien avec nos [études de pollution](/services/etudes-pollution).

## Essais spécifiques

- **Essais de retrait** et **profils hydriques** pour caractériser finement les argiles, notamment lors d'un diagnostic de sinistre sécheresse, en comparant zone sinistrée et zone saine.
- **Aptitude au traitement** à la chaux ou aux liants hydrauliques, avec mesure du gonflement volumique, pour valoriser des sols fins en remblai ou en couche de forme.
- **Perméabilité en laboratoire** (NF EN ISO 17892-11), en complément des essais in situ.
- **Essais adaptés aux matériaux de remblai** : sensibilité à l'eau, fragmentabilité et dégradabilité des matériaux évolutifs comme la craie ou les marnes.

## Classification GTR

La norme **NF P 11-300** et le guide technique de réalisation des remblais et des couches de forme (GTR) classent les sols en familles : A (sols fins), B (sols sableux et graveleux avec fines), C (sols comportant des fines et de gros éléments), D (sols insensibles à l'eau), R (matériaux rocheux) et F (sols organiques et sous-produits industriels). Chaque classe est précisée par des seuils de VBS, d'indice de plasticité et de granulométrie, puis par l'état hydrique du matériau (très humide, humide, moyen, sec, très sec).

Cette classification répond à des questions très concrètes pour un chantier : les déblais peuvent-ils être réemployés en remblai ? Faut-il les traiter ? Dans quelles conditions météorologiques et avec quel compactage ? Quelle plateforme peut-on espérer ? Disponible dès la phase de conception, elle évite des évacuations coûteuses et des apports de matériaux inutiles.

## Échantillons rocheux

Lorsque le projet rencontre un substratum rocheux (calcaire grossier parisien, craie, meulière, grès, roches cristallines hors Île-de-France), nous faisons réaliser des essais spécifiques :

- masse volumique, porosité et teneur en eau ;
- **résistance à la compression simple** et **traction indirecte (essai brésilien)** ;
- **essai de chargement ponctuel (Franklin)**, rapide, pour multiplier les mesures le long des carottes ;
- vitesse de propagation des ondes, pour apprécier l'altération ;
- essais Los Angeles et micro-Deval, lorsque les matériaux extraits doivent être valorisés en granulats.

Ces résultats servent à évaluer la difficulté d'excavation, l'ancrage des fondations profondes et la stabilité des fronts de taille.

## Les avantages de notre organisation

- **Un programme d'essais raisonné** : chaque essai répond à une question du projet, sans forfait standard superflu.
- **Une chaîne d'échantillons tracée** : prélèvement adapté, étiquetage, transport à l'abri du gel et de la dessiccation, fiche de transmission.
- **Des délais planifiés** avec notre laboratoire partenaire, dès la préparation de la campagne.
- **Des résultats interprétés** : les procès-verbaux sont annexés, mais surtout exploités dans le modèle géotechnique et les recommandations.
- **Des essais complémentaires proposés à temps** lorsque les premiers résultats révèlent une situation inattendue, plutôt qu'un rapport assorti de réserves.`,
  },
  {
    slug: "etudes-hydrauliques",
    title: "Études hydrauliques",
    shortDescription: "Perméabilité, infiltration et rétention des eaux pluviales, dossiers loi sur l'eau, risque d'inondation et hydrogéologie des projets.",
    icon: "droplets",
    displayOrder: 5,
    metaTitle: "Étude hydraulique, infiltration et dossier loi sur l'eau",
    metaDescription: "Essais de perméabilité, dimensionnement des ouvrages d'infiltration et de rétention, dossiers loi sur l'eau, risque d'inondation et suivi de nappe.",
    serviceType: "Étude hydraulique et hydrogéologique",
    estimatedDuration: "P21D",
    serviceOutput: "Rapport d'étude hydraulique : perméabilités, dimensionnement des ouvrages et notice réglementaire",
    relatedLinks: [
      { label: "Sondages & prélèvements", href: "/services/sondages" },
      { label: "Études géotechniques", href: "/services/etudes-geotechniques" },
      { label: "Études de pollution", href: "/services/etudes-pollution" },
      { label: "Estimer le prix de mon étude", href: "/simulateur" },
    ],
    faq: [
      {
        question: "Mon permis de construire exige la gestion des eaux pluviales à la parcelle : que faut-il fournir ?",
        answer:
          "De plus en plus de plans locaux d'urbanisme et de règlements d'assainissement imposent d'infiltrer ou de stocker les eaux pluviales sur le terrain, avec un débit de rejet limité. Il faut en général une notice ou une note hydraulique justifiant le volume des ouvrages et, lorsque l'infiltration est prévue, des essais de perméabilité réalisés sur la parcelle. Nous adaptons l'étude aux exigences de votre commune.",
      },
      {
        question: "Peut-on toujours infiltrer les eaux pluviales ?",
        answer:
          "Non. L'infiltration suppose un sol suffisamment perméable, une nappe assez profonde et l'absence de terrains sensibles à l'eau. Près des fondations, infiltrer dans des argiles gonflantes ou au-dessus de gypse peut provoquer des désordres. L'étude vérifie ces conditions et propose, si besoin, une solution de stockage avec rejet régulé.",
      },
      {
        question: "Combien de temps dure une étude hydraulique ?",
        answer:
          "Pour une maison ou un petit collectif, comptez environ trois semaines, essais de perméabilité compris. Un dossier loi sur l'eau ou une étude hydrogéologique avec suivi de nappe demandent davantage, notamment parce que les niveaux d'eau doivent parfois être observés sur plusieurs mois.",
      },
    ],
    content: `L'eau est à la fois une contrainte et une ressource pour un projet de construction. Il faut gérer les eaux pluviales que l'on imperméabilise, tenir compte de la nappe pour les sous-sols, se prémunir contre les inondations et respecter une réglementation de plus en plus exigeante. Nos études hydrauliques s'appuient sur la même connaissance du sous-sol que nos études géotechniques : une solution d'infiltration n'est bonne que si elle est compatible avec les terrains et les fondations.

## Essais de perméabilité

La perméabilité, exprimée en mètres par seconde, mesure la vitesse à laquelle l'eau traverse un sol. Elle se mesure **sur la parcelle, au niveau prévu pour l'ouvrage** : les valeurs issues de la littérature ou d'un terrain voisin ne suffisent pas.

- **Essai Porchet** : dans un trou de tarière de faible profondeur, à niveau constant ou variable ; adapté aux ouvrages superficiels (noues, tranchées).
- **Essai Matsuo** : dans une fosse creusée à la pelle ; plus représentatif d'un puits ou d'une tranchée d'infiltration.
- **Essai à l'infiltromètre à double anneau** : en surface, pour les bassins et les noues de grande emprise.
- **Essai Lefranc** (NF EN ISO 22282-2) : dans un forage, pour les ouvrages profonds et les études de nappe.

À titre indicatif, en dessous d'environ 10⁻⁶ m/s l'infiltration seule devient difficile et doit être complétée par un stockage avec rejet régulé ; pour des sols très perméables, c'est la protection de la nappe qui devient la question. Nous appliquons un coefficient de sécurité aux valeurs mesurées pour tenir compte du colmatage progressif des ouvrages.

## Dimensionnement des ouvrages

À partir de la surface imperméabilisée, des pluies de référence et de la perméabilité, nous calculons les volumes à stocker et les surfaces d'infiltration nécessaires :

- **pluies de projet** issues des coefficients de Montana de la station Météo-France la plus représentative, pour la période de retour exigée (souvent 10, 20 ou 30 ans selon le règlement local) ;
- **débit de fuite** imposé par le gestionnaire du réseau, lorsque le rejet est autorisé ;
- **méthode des pluies ou des volumes** pour le volume utile, avec vérification du temps de vidange ;
- **choix et implantation** des ouvrages : puits et tranchées d'infiltration, noues, bassins à ciel ouvert, bassins enterrés en structures alvéolaires, cuves de récupération, avec leurs distances de sécurité vis-à-vis des fondations, des limites de propriété et de la nappe.

Nous fournissons des plans de principe, les conditions d'entretien et les points à contrôler à la réception.

## Dossiers réglementaires : loi sur l'eau

Les installations, ouvrages, travaux et activités ayant un impact sur l'eau relèvent des articles L.214-1 et suivants du Code de l'environnement et d'une nomenclature qui fixe des seuils de déclaration ou d'autorisation. Les rubriques le plus souvent rencontrées dans un projet immobilier sont :

- **2.1.5.0** : rejet d'eaux pluviales dans les eaux superficielles, sur le sol ou dans le sous-sol, lorsque la surface du projet augmentée du bassin versant intercepté dépasse 1 ha (déclaration) ou 20 ha (autorisation) ;
- **1.1.1.0** : sondages, forages et piézomètres, soumis à déclaration ;
- **1.1.2.0** : prélèvements en nappe, par exemple les pompages d'exhaure d'un chantier, selon les volumes annuels ;
- **3.2.2.0** : remblais dans le lit majeur d'un cours d'eau.

Nous rédigeons les dossiers de déclaration et les notices hydrauliques jointes aux permis, en cohérence avec le zonage pluvial, le règlement d'assainissement, le SAGE et le SDAGE applicables, et nous accompagnons les échanges avec le service instructeur.

## Techniques alternatives et gestion à la parcelle

La gestion à la parcelle consiste à traiter l'eau là où elle tombe, plutôt que de la concentrer dans les réseaux. Les règlements visent souvent l'abattement des pluies courantes, c'est-à-dire l'absence totale de rejet pour les premiers millimètres de pluie. Selon le terrain, nous combinons :

- toitures végétalisées et toitures stockantes ;
- revêtements perméables, pavés à joints enherbés, chaussées à structure réservoir ;
- noues et jardins de pluie, qui infiltrent et évaporent tout en jouant un rôle paysager ;
- tranchées drainantes et puits d'infiltration.

La faisabilité dépend du sous-sol : en présence d'argiles sensibles au retrait-gonflement, de gypse soluble, d'anciennes carrières ou d'une nappe proche, l'infiltration doit être éloignée des fondations, limitée, voire proscrite. C'est là que l'approche géotechnique fait la différence.

## Risque d'inondation

Nous analysons l'exposition du projet aux différents types d'inondation : débordement de cours d'eau (plans de prévention du risque inondation de la Seine, de la Marne ou de l'Oise, avec la crue de 1910 comme référence à Paris), remontée de nappe, ruissellement et coulées de boue. Nous en déduisons la cote de plancher à respecter, les dispositions constructives (cuvelage, clapets anti-retour, matériaux peu sensibles à l'eau), la transparence hydraulique des clôtures et remblais, et les volumes de compensation à restituer en zone inondable.

## Hydrogéologie

Pour les sous-sols et les fouilles profondes, la nappe conditionne la conception et le coût :

- **piézomètres** et enregistreurs automatiques pour suivre les variations saisonnières ;
- **niveaux de projet** (eaux basses, eaux hautes, niveau exceptionnel) pour dimensionner le cuvelage, les sous-pressions et vérifier la stabilité au soulèvement ;
- **essais de pompage** (NF EN ISO 22282-4) pour estimer les débits d'exhaure et le rayon d'influence d'un rabattement ;
- **évaluation des impacts** du pompage sur les avoisinants (tassements des sols compressibles) et conditions de rejet des eaux d'exhaure.

## Notre méthode en quatre étapes

### Étape 1 : recensement des contraintes

Projet, plan local d'urbanisme, zonage pluvial, règlement d'assainissement, plans de prévention des risques, données piézométriques et géologiques disponibles : nous identifions dès le départ ce qui est imposé et ce qui est possible.

### Étape 2 : investigations sur site

Essais de perméabilité aux emplacements et profondeurs des futurs ouvrages, sondages de reconnaissance, pose de piézomètres si la nappe est en jeu.

### Étape 3 : conception et dimensionnement

Choix des techniques, calcul des volumes et des débits, vérification de la compatibilité avec les fondations et les terrains sensibles, plans de principe.

### Étape 4 : dossier et accompagnement

Notice hydraulique ou dossier loi sur l'eau, réponses aux demandes du service instructeur, puis contrôle de la réalisation des ouvrages et de leur bon fonctionnement.`,
  },
  {
    slug: "etudes-pollution",
    title: "Études de pollution",
    shortDescription: "Diagnostics de pollution des sols selon la norme NF X 31-620, plans de gestion, évaluation des risques sanitaires et dossiers associés.",
    icon: "leaf",
    displayOrder: 6,
    metaTitle: "Diagnostic de pollution des sols et plan de gestion",
    metaDescription: "Diagnostic initial et approfondi NF X 31-620, plan de gestion, ARR et EQRS, surveillance des eaux souterraines, dossiers SIS, ICPE et terres excavées.",
    serviceType: "Diagnostic de pollution des sols",
    estimatedDuration: "P30D",
    serviceOutput: "Rapport de diagnostic de pollution des sols selon la norme NF X 31-620",
    relatedLinks: [
      { label: "Analyses en laboratoire", href: "/services/analyses" },
      { label: "Études hydrauliques", href: "/services/etudes-hydrauliques" },
      { label: "Études géotechniques", href: "/services/etudes-geotechniques" },
      { label: "Nous consulter sur votre site", href: "/contact" },
    ],
    faq: [
      {
        question: "Dans quels cas faut-il faire un diagnostic de pollution ?",
        answer:
          "Avant d'acquérir ou d'aménager un terrain ayant accueilli une activité industrielle, artisanale ou de service (garage, station-service, pressing, imprimerie, dépôt), lorsque le terrain est situé dans un secteur d'information sur les sols, lors de la cessation d'activité d'une installation classée, ou avant un terrassement dont les déblais devront être évacués. En milieu urbain, les remblais anciens justifient souvent à eux seuls quelques analyses.",
      },
      {
        question: "Combien de temps dure un diagnostic de pollution ?",
        answer:
          "L'étude historique et documentaire demande en général deux à trois semaines, car elle dépend des réponses des archives et des administrations. Un diagnostic avec investigations compte environ quatre à six semaines, dont une à deux semaines pour les analyses en laboratoire. Un plan de gestion se construit ensuite avec le projet.",
      },
      {
        question: "Que se passe-t-il si une pollution est découverte ?",
        answer:
          "Une pollution n'empêche pas forcément un projet. L'objectif est de rendre l'état des sols compatible avec l'usage prévu. Le plan de gestion compare les options possibles (évacuation des terres, traitement, confinement, adaptation du projet) sur les plans sanitaire, technique et économique, et une analyse des risques résiduels vérifie que la solution retenue est acceptable pour les futurs occupants.",
      },
      {
        question: "Qui peut délivrer les attestations exigées pour un permis de construire ?",
        answer:
          "Les attestations prévues par le Code de l'environnement, par exemple pour construire dans un secteur d'information sur les sols, doivent être établies par un bureau d'études certifié dans le domaine des sites et sols pollués ou disposant d'une compétence équivalente. Nous vous indiquons dès le devis comment cette exigence est couverte pour votre projet.",
      },
    ],
    content: `Anciennes activités industrielles ou artisanales, cuves enterrées, remblais d'origine inconnue : en milieu urbain, une part importante des terrains à bâtir porte la trace de leurs usages passés. Une pollution non identifiée peut exposer les futurs occupants, bloquer un permis ou faire exploser le coût d'évacuation des déblais. Nos études de pollution suivent la méthodologie nationale de gestion des sites et sols pollués du ministère chargé de l'environnement et la norme **NF X 31-620**, qui définit les prestations de ce domaine.

## Diagnostic initial : étude historique et documentaire

La première étape consiste à comprendre ce qui a pu se passer sur le site, sans forcément y réaliser de prélèvement.

- **Visite du site** : repérage des cuves, aires de stockage, ateliers, traces d'hydrocarbures, remblais, puits.
- **Études historiques, documentaires et mémorielles** : photographies aériennes anciennes, archives départementales et municipales, dossiers d'installations classées, bases de données nationales accessibles sur Géorisques (carte des anciens sites industriels et activités de service, sites pollués ou potentiellement pollués connus de l'administration, secteurs d'information sur les sols).
- **Étude de vulnérabilité des milieux** : géologie, profondeur et usages de la nappe, captages, cours d'eau, voies de transfert vers les futurs occupants.

Cette phase aboutit à un **schéma conceptuel** qui relie les sources potentielles de pollution, les voies de transfert et les personnes exposées, et à un programme d'investigations ciblé.

## Diagnostic approfondi : investigations et analyses

Les investigations vérifient les hypothèses du diagnostic initial sur les milieux concernés :

- **sols** : sondages à la tarière ou à la pelle, prélèvements par horizon, mesures de terrain (détecteur de composés organiques volatils) ;
- **eaux souterraines** : pose de piézomètres, prélèvements après purge, mesure des paramètres physico-chimiques ;
- **gaz du sol** : ouvrages de prélèvement temporaires ou permanents, déterminants pour les composés volatils susceptibles de migrer vers l'air intérieur ;
- **terres excavées** : caractérisation des futurs déblais pour leur orientation en filière.

Les analyses sont confiées à des laboratoires accrédités et ciblent les substances liées à l'historique du site : métaux, hydrocarbures, hydrocarbures aromatiques polycycliques, composés aromatiques volatils, solvants chlorés, PCB. Les résultats sont comparés au fond géochimique local, aux valeurs de référence disponibles et aux seuils d'acceptation des installations de stockage.

## Plan de gestion

Lorsque des pollutions sont mises en évidence, le plan de gestion définit comment rendre l'état des milieux compatible avec l'usage prévu. Il compare les options sur les plans sanitaire, environnemental, technique et économique, dans le cadre d'un **bilan coûts-avantages** :

- excavation et évacuation des terres impactées vers la filière adaptée (installation de stockage de déchets inertes, non dangereux ou dangereux) ;
- traitement sur site ou hors site ;
- confinement sous recouvrement, enrobés ou dalles, avec servitudes associées ;
- adaptations du projet : déplacement d'un espace vert, suppression des potagers, vide sanitaire ventilé, choix des réseaux d'eau potable.

Le plan de gestion s'articule avec le projet de terrassement : la caractérisation des déblais en amont permet souvent de réemployer une partie des terres sur site ou de les valoriser, plutôt que de tout évacuer.

## Analyse des risques sanitaires : EQRS et ARR

L'**évaluation quantitative des risques sanitaires (EQRS)** estime les expositions des futurs usagers (inhalation de vapeurs dans l'air intérieur, ingestion de sol, consommation de végétaux) à partir des concentrations mesurées et d'un scénario d'usage réaliste. Les risques calculés sont comparés aux critères d'acceptabilité de la méthodologie nationale : un quotient de danger inférieur à 1 pour les effets à seuil et un excès de risque individuel inférieur à 10⁻⁵ pour les effets sans seuil.

L'**analyse des risques résiduels (ARR)** vérifie, une fois les mesures de gestion définies, que l'exposition résiduelle des futurs occupants reste acceptable. Elle justifie le plan de gestion et fixe, le cas échéant, les restrictions d'usage à conserver dans le temps.

## Surveillance environnementale

- **Suivi des eaux souterraines** par campagnes périodiques sur un réseau de piézomètres, en amont et en aval des sources identifiées.
- **Suivi des gaz du sol et de l'air intérieur** après travaux, lorsque des composés volatils ont été détectés.
- **Suivi des travaux de dépollution** : contrôle des fonds et des bords de fouille, vérification de l'atteinte des objectifs, traçabilité des terres évacuées jusqu'à leur filière.
- **Rapport de fin de travaux** documentant l'état final du site, utile pour les transactions futures.

## Dossiers réglementaires

- **Secteurs d'information sur les sols (SIS)** : un permis de construire ou d'aménager dans un SIS doit comporter une attestation garantissant la réalisation d'une étude de sols et la prise en compte de ses préconisations dans la conception du projet (attestation dite ATTES). Le vendeur ou le bailleur d'un terrain en SIS doit aussi en informer l'acquéreur ou le locataire.
- **Installations classées (ICPE)** : mémoire de cessation d'activité, mise en sécurité, réhabilitation pour l'usage futur et attestations associées ; dossiers de changement d'usage portés par un tiers demandeur.
- **Établissements accueillant des populations sensibles** (crèches, écoles) : démarche spécifique à mener avant toute implantation sur un site potentiellement pollué.
- **Terres excavées** : caractérisation, orientation et traçabilité des déblais conformément au cadre réglementaire des déchets et au guide de valorisation hors site des terres excavées.

Les attestations ATTES doivent être délivrées par un bureau d'études certifié dans le domaine des sites et sols pollués ou équivalent : nous vous indiquons dès le devis comment cette exigence est couverte pour votre projet.

## Notre méthode en quatre étapes

### Étape 1 : étude historique et documentaire

Visite, recherche d'archives, vulnérabilité des milieux, schéma conceptuel initial et programme d'investigations proportionné aux enjeux.

### Étape 2 : investigations et analyses

Prélèvements de sols, d'eaux souterraines et de gaz du sol, analyses en laboratoire accrédité, observations de terrain consignées sur des fiches de prélèvement.

### Étape 3 : interprétation et évaluation des risques

Interprétation de l'état des milieux, mise à jour du schéma conceptuel, délimitation des zones impactées, évaluation des risques sanitaires lorsque c'est nécessaire.

### Étape 4 : plan de gestion et accompagnement

Bilan coûts-avantages des options, plan de gestion, analyse des risques résiduels, appui au montage des dossiers réglementaires puis suivi des travaux et de la surveillance.`,
  },
  {
    slug: "suivi-chantier",
    title: "Suivi de chantier",
    shortDescription: "Missions G3 et G4, réception des fonds de fouille, essais de contrôle et instrumentation pour sécuriser l'exécution des ouvrages.",
    icon: "hard-hat",
    displayOrder: 7,
    metaTitle: "Suivi géotechnique de chantier G3 et G4",
    metaDescription: "Missions G3 et G4, réception des fonds de fouille, essais à la plaque et de densité, assistance technique et suivi d'instrumentation sur chantier.",
    serviceType: "Suivi et supervision géotechniques d'exécution (G3, G4)",
    estimatedDuration: "P30D",
    serviceOutput: "Comptes rendus de visite, procès-verbaux d'essais de contrôle et avis de supervision géotechnique",
    relatedLinks: [
      { label: "Études géotechniques", href: "/services/etudes-geotechniques" },
      { label: "Sondages & prélèvements", href: "/services/sondages" },
      { label: "Diagnostics & expertises", href: "/services/diagnostics" },
      { label: "Organiser un suivi de chantier", href: "/contact" },
    ],
    faq: [
      {
        question: "La mission G4 est-elle obligatoire ?",
        answer:
          "Elle n'est pas imposée par la loi pour tous les projets. La norme NF P 94-500 prévoit toutefois l'enchaînement des missions G1 à G4 pour maîtriser le risque géotechnique, et le contrôleur technique ou l'assureur dommages-ouvrage la demandent fréquemment pour les ouvrages à enjeux : sous-sols, soutènements, fondations profondes, dallages fortement chargés.",
      },
      {
        question: "Pour une maison individuelle, un suivi géotechnique est-il utile ?",
        answer:
          "Oui, sous une forme légère : une visite de réception des fonds de fouille avant le coulage du béton permet de vérifier que les fondations atteignent bien le sol d'assise et la profondeur prévus par l'étude de conception. C'est particulièrement important sur les sols argileux, où un ancrage insuffisant est une cause fréquente de sinistre.",
      },
      {
        question: "Pouvez-vous intervenir si l'étude de conception a été réalisée par un autre bureau d'études ?",
        answer:
          "Oui. Nous commençons par prendre connaissance de l'étude existante et des hypothèses retenues, puis nous intervenons sur cette base. Si des points nous semblent devoir être complétés, nous le signalons avant le démarrage des travaux.",
      },
    ],
    content: `Une étude géotechnique repose sur des sondages ponctuels : entre deux points, le sol peut réserver des surprises. Le chantier est le moment où le modèle géotechnique rencontre la réalité du terrain. Le suivi géotechnique permet de vérifier que les hypothèses de conception sont confirmées, d'adapter rapidement les ouvrages lorsque ce n'est pas le cas, et de conserver une trace de ce qui a été réellement construit.

## Missions G3 et G4

La norme NF P 94-500 prévoit deux missions complémentaires pendant l'exécution, confiées à des intervenants distincts.

### G3 : étude et suivi géotechniques d'exécution

Réalisée pour le compte de l'**entreprise** de travaux, la mission G3 comprend une phase étude (dimensionnement d'exécution des ouvrages géotechniques, choix des méthodes, phasage des terrassements et des soutènements, programme de contrôles et valeurs seuils) et une phase suivi (observations, mesures, adaptation des ouvrages aux conditions rencontrées, dossier des ouvrages exécutés).

### G4 : supervision géotechnique d'exécution

Réalisée pour le compte du **maître d'ouvrage**, la mission G4 donne un avis sur les études d'exécution de l'entreprise, puis supervise le suivi : interventions ponctuelles sur le chantier, avis sur les adaptations proposées, vérification que l'exécution reste conforme aux hypothèses de la [mission G2](/services/etudes-geotechniques). Elle apporte au maître d'ouvrage un regard indépendant sur la partie de l'ouvrage qui ne se voit plus une fois construite.

| | G3 | G4 |
|---|---|---|
| Pour le compte de | L'entreprise | Le maître d'ouvrage |
| Rôle | Concevoir et suivre l'exécution | Superviser et donner un avis |
| Livrables | Notes de calcul, plans, comptes rendus, dossier des ouvrages exécutés | Avis sur les études d'exécution, comptes rendus de supervision |

## Visites ponctuelles

Pour les projets plus modestes ou à des étapes clés, nous réalisons des visites ciblées, avec un compte rendu transmis rapidement :

- **réception des fonds de fouille** avant le coulage des fondations : nature du sol d'assise, profondeur d'ancrage, homogénéité, présence d'eau, purge des poches de remblais ;
- **contrôle des terrassements** : pentes des talus, tenue des parois, venues d'eau ;
- **fondations profondes** : suivi des premiers pieux ou micropieux, vérification des longueurs et des conditions d'ancrage ;
- **dispositions vis-à-vis de l'eau** : drainage, étanchéité des réseaux, trottoirs périphériques sur les sols argileux.

## Essais de contrôle

- **Essai à la plaque** (NF P 94-117-1) : mesure des modules EV1 et EV2 d'une plateforme ; on vérifie le module EV2 visé (par exemple au moins 50 MPa pour une plateforme de classe PF2) et le rapport EV2/EV1, indicateur de la qualité du compactage, avant la réalisation d'un dallage.
- **Essai à la dynaplaque** (NF P 94-117-2), plus rapide, pour multiplier les points de contrôle.
- **Mesure de densité en place** au gammadensimètre (NF P 94-061-1), comparée à la densité de référence de l'essai Proctor pour vérifier l'atteinte des objectifs de densification q3 ou q4 du GTR.
- **Contrôle de compactage au pénétromètre dynamique** (NF P 94-063 ou NF P 94-105), notamment pour les remblais de tranchées.
- **Essais sur fondations profondes et ancrages** : nous définissons et interprétons les essais de chargement statique de pieux, les essais de tirants et les contrôles d'intégrité réalisés par des entreprises spécialisées.

## Assistance technique

Un chantier ne se déroule jamais exactement comme prévu. Nous apportons une réponse rapide aux aléas : venue d'eau imprévue, remblais plus épais qu'attendu, bloc ou banc dur, talus qui se dégrade, fondation voisine découverte en fouille. Nous évaluons les variantes proposées par les entreprises, participons aux réunions de chantier lorsque c'est utile et aidons le maître d'ouvrage à prendre des décisions techniquement fondées. Pour un particulier, nous sommes l'interlocuteur géotechnique qui parle aussi bien au terrassier qu'au maçon.

## Suivi d'instrumentation

Lorsque les travaux peuvent affecter l'ouvrage lui-même ou ses voisins (fouille profonde en milieu urbain, rabattement de nappe, soutènement, terrassement en pente), nous concevons et exploitons un dispositif de surveillance :

- **inclinomètres** pour mesurer les déplacements horizontaux des soutènements et des talus ;
- **piézomètres** pour suivre le niveau de la nappe pendant les pompages ;
- **cibles topographiques et nivellement** des avoisinants pour détecter tassements et déplacements ;
- **fissuromètres** sur les bâtiments voisins, après un état des lieux initial ;
- **capteurs de vibrations** lors des battages, des démolitions ou des compactages intenses.

Des **seuils de vigilance, d'alerte et d'arrêt** sont définis avant le démarrage, avec les actions associées à chaque niveau. Les mesures sont transmises selon une fréquence adaptée à la phase des travaux, et les dépassements sont signalés sans délai aux intervenants concernés.

## Ce que vous y gagnez

- **Moins d'aléas financiers** : une adaptation décidée en quelques heures coûte moins qu'un arrêt de chantier ou une reprise après coup.
- **Des ouvrages conformes** aux hypothèses de conception, ce qui sécurise les garanties et la réception.
- **Une traçabilité** utile au contrôleur technique, à l'assureur et, plus tard, aux propriétaires successifs.
- **La continuité** avec l'étude de conception, lorsque nous l'avons réalisée, ou une revue attentive de celle-ci dans le cas contraire.`,
  },
] satisfies Array<SeedService>;

/**
 * Sentences an earlier seed wrote that disagreed with the simulator catalogue's laboratory tests
 * (docs/decisions/635): replaced in a service's stored content only while that content is still
 * the earlier seed's, word for word (an edit by staff is never overwritten).
 */
export const correctedServiceTexts: Array<{ slug: string; from: string; to: string }> = [
  {
    slug: "etudes-geotechniques",
    from: "nous la réalisons avec des sondages et des essais de laboratoire (teneur en eau, valeur au bleu, limites d'Atterberg), seuls capables",
    to: "nous la réalisons avec des sondages et des essais de laboratoire (teneur en eau, granulométrie, valeur au bleu, limites d'Atterberg), seuls capables",
  },
  {
    slug: "diagnostics",
    from: "Le programme est défini à partir des hypothèses de l'étape 1 :",
    to: "Le programme du diagnostic G5 est défini à partir des hypothèses de l'étape 1 :",
  },
];
