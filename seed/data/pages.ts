// CMS pages: about page and the three legal pages, in French.
// Company facts use {{section.key}} placeholders replaced at render time.
// The page template adds the hero, the closing call to action (about) and, on legal
// pages, the contact block and the links to the other legal pages.
import type { SeedPage } from "../types.ts";

export const pages = [
  {
    slug: "a-propos",
    title: "À propos",
    pageType: "about",
    metaTitle: "À propos de notre bureau d'études géotechniques",
    metaDescription: "Bureau d'études géotechniques indépendant à Paris : notre expertise, notre mission, notre savoir-faire et nos valeurs au service de vos projets.",
    seoKeywords: "bureau d'études géotechniques, géotechnicien Paris, ingénierie géotechnique, étude de sol Île-de-France, NF P 94-500",
    noindex: false,
    isInNavigation: true,
    updatedAt: "2025-01-15",
    content: `{{general.site_name}} est un bureau d'études géotechniques indépendant, fondé à Paris en {{general.founded}}. Notre équipe d'ingénieurs et de techniciens accompagne les particuliers, les architectes, les constructeurs, les promoteurs, les collectivités et les assureurs dans toutes les questions liées au sol : connaître le terrain avant de construire, concevoir des fondations adaptées, comprendre un sinistre et sécuriser un chantier.

## Notre Expertise

La géotechnique est la discipline qui fait le lien entre le sous-sol et l'ouvrage. Nos ingénieurs réalisent l'ensemble des missions définies par la norme NF P 94-500, de l'étude préalable (G1) au diagnostic (G5), ainsi que les études préalables et de conception exigées par la loi ELAN dans les zones exposées au retrait-gonflement des argiles. Nous intervenons aussi sur les questions d'eau (perméabilité, gestion des eaux pluviales, nappe) et de pollution des sols, qui conditionnent de plus en plus la faisabilité des projets.

Notre terrain de prédilection est l'Île-de-France, dont le sous-sol est particulièrement varié : argiles vertes et marnes sensibles à l'eau, gypse soluble, anciennes carrières de calcaire et de gypse, alluvions compressibles des vallées, remblais urbains d'épaisseur variable. Nous intervenons également dans le reste de la France, en nous appuyant sur les données géologiques régionales et, lorsque c'est utile, sur des partenaires locaux.

## Notre Mission

### Préserver

Préserver les ouvrages et leurs occupants, d'abord : une fondation bien conçue évite des fissures, des reprises en sous-œuvre et des années de procédures. Préserver aussi les ressources : réemployer les déblais plutôt que de les évacuer, infiltrer l'eau de pluie là où le sol le permet, ne pas surdimensionner des fondations par simple manque de données.

### Accompagner

Un rapport géotechnique n'est utile que s'il est compris et appliqué. Nous accompagnons nos clients du premier échange jusqu'au chantier : conseil sur la mission adaptée, explication des conclusions, réponses aux questions de l'architecte et du bureau d'études structure, visite des fonds de fouille. Un particulier qui construit sa maison mérite la même attention qu'un maître d'ouvrage professionnel.

### Innover

Nous investissons dans des outils qui rendent nos études plus fiables et plus rapides : enregistrement numérique des paramètres de forage et des essais pressiométriques, instrumentation de suivi à distance, traitement des données sans ressaisie. L'innovation n'a de sens pour nous que si elle améliore la qualité des décisions prises sur le terrain.

## Notre Savoir-Faire

### Reconnaître le sous-sol

Sondages carottés et pressiométriques, pénétromètres, fouilles à la pelle, piézomètres, essais de perméabilité : nous choisissons les investigations en fonction des questions posées par le projet, et nous prélevons les échantillons nécessaires aux essais en laboratoire.

### Concevoir les ouvrages géotechniques

À partir du modèle géotechnique, nous recommandons et dimensionnons les fondations, les dallages, les soutènements et les terrassements selon l'Eurocode 7 et ses normes d'application, en recherchant la solution la plus sûre au juste coût.

### Diagnostiquer l'existant

Fissures, tassements, soutènements instables, projets de surélévation : nous analysons les ouvrages existants pour identifier les causes des désordres et proposer des solutions proportionnées.

### Sécuriser l'exécution

Pendant les travaux, nous vérifions que le sol rencontré correspond aux hypothèses, réalisons les essais de contrôle et suivons l'instrumentation lorsque des avoisinants sont en jeu.

## Nos Valeurs

### Rigueur

Chaque conclusion s'appuie sur des observations, des essais et des calculs traçables. Nos rapports distinguent clairement ce qui est mesuré, ce qui est interprété et ce qui reste incertain.

### Transparence

Nos devis détaillent les investigations prévues et leur utilité. Si un essai complémentaire est nécessaire, nous expliquons pourquoi ; si une mission n'est pas utile à votre projet, nous vous le disons.

### Innovation

Nous adoptons les méthodes et les outils qui améliorent la qualité de nos données, sans perdre de vue l'essentiel : le regard de l'ingénieur sur le terrain.

### Expertise

La géotechnique s'apprend sur le terrain autant que dans les normes. Nos ingénieurs entretiennent leurs connaissances par la formation continue, le partage de retours d'expérience et une veille réglementaire constante.

## Les problématiques que nous traitons

### Retrait-gonflement des argiles

Les sols argileux se rétractent en période de sécheresse et gonflent lorsqu'ils se réhumidifient. Sous une maison fondée trop superficiellement, ces mouvements différentiels provoquent des fissures, parfois graves, qui apparaissent souvent après un été sec. Une grande partie de l'Île-de-France est classée en exposition moyenne ou forte sur la carte du BRGM. La prévention repose sur quelques principes éprouvés : des fondations suffisamment profondes et ancrées de façon homogène, une structure rigidifiée par des chaînages, une gestion soignée des eaux pluviales autour du bâtiment, un trottoir périphérique étanche et l'éloignement des arbres, dont les racines assèchent le sol. L'étude de sol permet de vérifier la présence réelle d'argiles sensibles sur la parcelle et d'adapter ces dispositions au projet.

### Gestion des eaux pluviales

Les règles d'urbanisme demandent de plus en plus souvent de gérer les eaux pluviales sur la parcelle, par infiltration ou par stockage avec un débit de rejet limité. Le bon dimensionnement des ouvrages dépend de la perméabilité réelle du sol, qui se mesure sur place par des essais Porchet, Matsuo ou Lefranc, et de la profondeur de la nappe. Encore faut-il que l'infiltration soit compatible avec le sous-sol : à proximité de fondations sur argiles gonflantes, au-dessus de gypse soluble ou d'anciennes carrières, infiltrer peut créer des désordres. Nous recherchons la solution qui respecte à la fois la réglementation et la stabilité des ouvrages.

### Conception des fondations

Semelles filantes ou isolées, radier, puits, pieux ou micropieux : le choix des fondations dépend de la résistance et de la compressibilité des couches, de leur homogénéité, de la présence d'eau, des charges du bâtiment et de son environnement. Une fondation sous-dimensionnée expose à des tassements et des fissures ; une fondation surdimensionnée coûte inutilement cher. L'étude de conception (mission G2) fixe le niveau d'assise, les contraintes admissibles et les tassements attendus, pour que le bureau d'études structure et l'entreprise travaillent sur des bases fiables.`,
  },
  {
    slug: "mentions-legales",
    title: "Mentions légales",
    pageType: "legal",
    metaTitle: "Mentions légales",
    metaDescription: "Mentions légales du site : éditeur, directeur de la publication, hébergeur, propriété intellectuelle, responsabilité et droit applicable.",
    seoKeywords: "mentions légales, éditeur du site, hébergeur, propriété intellectuelle",
    noindex: true,
    isInNavigation: false,
    updatedAt: "2025-05-10",
    content: `## Informations légales

Le présent site est édité par **{{general.legal_name}}**.

- Forme juridique : {{general.legal_form}}
- Capital social : {{general.capital}}
- Siège social : {{contact.address}}
- Immatriculation au registre du commerce et des sociétés : {{legal.rcs}}
- SIRET : {{legal.siret}}
- Numéro de TVA intracommunautaire : {{legal.vat}}
- Téléphone : {{contact.phone}}
- Adresse électronique : {{contact.email}}

## Directeur de la publication

Directeur de la publication : {{legal.director}}, en qualité de représentant légal de {{general.legal_name}}.

## Hébergement

Le site est hébergé par {{hosting.name}} ({{hosting.legal_name}}), dont le siège est situé {{hosting.address}}. Les pages, la base de données et les fichiers transmis par l'intermédiaire du site sont servis et stockés par l'infrastructure de cet hébergeur.

## Propriété intellectuelle

L'ensemble des éléments du site (textes, articles, illustrations, schémas, photographies, logos, charte graphique, structure et bases de données) est protégé par le droit de la propriété intellectuelle et appartient à {{general.legal_name}} ou fait l'objet d'une autorisation d'utilisation. Toute reproduction, représentation, adaptation ou diffusion, totale ou partielle, sans autorisation écrite préalable est interdite et constitue une contrefaçon sanctionnée par les articles L.335-2 et suivants du Code de la propriété intellectuelle.

Les courtes citations sont autorisées à des fins d'information, sous réserve de mentionner clairement la source et, pour une publication en ligne, de renvoyer vers la page d'origine.

## Limitation de responsabilité

Les informations publiées sur le site ont une vocation générale et pédagogique. Elles sont rédigées avec soin et mises à jour régulièrement, mais elles ne sauraient remplacer une étude géotechnique réalisée pour un terrain et un projet déterminés : le sous-sol varie d'une parcelle à l'autre, et seule une étude adaptée permet de concevoir un ouvrage.

Les estimations produites par le simulateur de devis sont indicatives : elles reposent sur les informations saisies par l'utilisateur, et un ingénieur les confirme ou les ajuste sous 48 heures ouvrées. Seul le devis ainsi confirmé engage {{general.legal_name}}, une fois accepté par le client : en ligne depuis le lien personnel reçu par e-mail (signature électronique simple, articles 1366 et 1367 du Code civil), ou retourné daté et signé avec la mention « Bon pour accord ».

{{general.legal_name}} s'efforce d'assurer l'accessibilité du site en permanence mais ne peut garantir l'absence d'interruption, notamment pour des raisons de maintenance, de mise à jour ou de défaillance technique. Sa responsabilité ne saurait être engagée en cas d'erreur, d'omission ou d'indisponibilité du site, ni pour les dommages résultant de l'utilisation des informations qui y figurent.

## Liens hypertextes

Le site peut contenir des liens vers des sites tiers, notamment des sites publics d'information (Géorisques, Légifrance, BRGM). {{general.legal_name}} n'exerce aucun contrôle sur ces sites et n'est pas responsable de leur contenu ni de leurs pratiques en matière de données personnelles.

La création de liens vers le présent site est libre, à condition que le lien ouvre une nouvelle page complète, sans cadre ni incrustation, et qu'il ne soit pas placé sur un site diffusant des contenus illicites ou portant atteinte à l'image de {{general.legal_name}}. {{general.legal_name}} se réserve le droit de demander la suppression d'un lien qu'elle estimerait inapproprié.

## Droit applicable

Les présentes mentions légales sont soumises au droit français. En cas de litige relatif à l'utilisation du site, et à défaut de résolution amiable, compétence est attribuée aux tribunaux de Paris, sous réserve des règles d'ordre public applicables aux consommateurs.`,
  },
  {
    slug: "politique-confidentialite",
    title: "Politique de confidentialité",
    pageType: "legal",
    metaTitle: "Politique de confidentialité et cookies",
    metaDescription: "Données collectées, finalités, durées de conservation, cookie de mesure d'audience et exercice de vos droits RGPD sur notre site.",
    seoKeywords: "politique de confidentialité, données personnelles, RGPD, cookies, mesure d'audience, CNIL",
    noindex: true,
    isInNavigation: false,
    updatedAt: "2025-05-10",
    content: `## Introduction

{{general.legal_name}}, dont le siège est situé {{contact.address}}, est responsable des traitements de données personnelles réalisés par l'intermédiaire de ce site. La présente politique explique quelles données nous collectons, pourquoi, combien de temps nous les conservons et comment exercer vos droits, conformément au Règlement général sur la protection des données (RGPD, règlement UE 2016/679) et à la loi n° 78-17 du 6 janvier 1978 dite « Informatique et Libertés ».

Nous ne collectons que les données utiles au traitement de vos demandes et au fonctionnement du site. Nous ne vendons pas vos données et n'utilisons aucun outil publicitaire ni aucun outil tiers de mesure d'audience.

## Données collectées

### Formulaire de contact

Lorsque vous nous écrivez, nous recueillons votre nom, votre adresse électronique, votre numéro de téléphone, votre profession, l'objet et le contenu de votre message, ainsi que les documents que vous choisissez de joindre (plans, photographies, études existantes). Les pièces jointes sont stockées sur le service de stockage de fichiers Cloudflare R2 de notre hébergeur, sans accès public : seuls les membres de notre équipe connectés à l'espace d'administration peuvent les consulter.

### Simulateur de devis

Pour établir une estimation, le simulateur recueille votre identité, vos coordonnées et les caractéristiques de votre projet (localisation, type et surface de construction, présence d'un sous-sol ou d'eau, date envisagée, prestations choisies). Ces informations sont enregistrées avec le numéro de devis qui vous est attribué.

### Vérification « Mon terrain est-il concerné ? »

L'adresse que vous saisissez sur la page [Mon terrain est-il concerné ?](/mon-terrain) est transmise au seul service public de géocodage de l'IGN (Géoplateforme) pour proposer les adresses correspondantes ; les coordonnées du point choisi et le code de sa commune sont ensuite transmis au seul service public Géorisques pour lire les risques du sol. Nous ne conservons ni l'adresse ni le résultat.

Si vous demandez à recevoir le résultat par e-mail, et seulement dans ce cas, nous conservons avec votre accord votre adresse électronique, l'adresse du terrain, le résultat et la date de votre demande, pour vous l'envoyer et pouvoir vous recontacter à son sujet.

### Lettre d'information

Si vous vous abonnez, nous conservons votre adresse électronique ainsi que la date et l'heure de votre consentement et de sa confirmation.

### Cookie de mesure d'audience

Pour connaître la fréquentation du site, nous déposons un seul cookie de mesure d'audience, nommé lg_vid. Il s'agit d'un cookie « interne » (first-party), émis par notre propre nom de domaine, qui contient uniquement un **identifiant aléatoire** généré lors de votre première visite. Il ne contient ni votre nom, ni votre adresse électronique, ni aucune autre information vous concernant.

- **Durée de vie** : {{conservation.navigation}} à compter de son dépôt ; elle n'est pas prolongée lors de vos visites suivantes.
- **Données associées** : la page consultée, la date, le type de provenance (accès direct, moteur de recherche, réseau social, autre site et son nom de domaine) et une région approximative déduite de la connexion par notre hébergeur. **Votre adresse IP n'est pas enregistrée.**
- **Aucun script tiers** : la mesure est réalisée par notre serveur ; aucune donnée n'est transmise à un outil d'analyse ou à une régie publicitaire.
- **Finalité unique** : produire des statistiques de visite anonymes (nombre de visiteurs et de pages vues, pages les plus consultées, sources de trafic). Ces données ne sont ni croisées avec d'autres traitements, ni utilisées pour vous suivre sur d'autres sites.

Ce cookie remplit les conditions fixées par la CNIL pour les traceurs de mesure d'audience exemptés de consentement (délibération n° 2020-091 du 17 septembre 2020 portant adoption de lignes directrices relatives aux cookies et autres traceurs, et recommandations associées). C'est pourquoi aucun bandeau ne vous demande votre accord.

Vous pouvez néanmoins vous y opposer à tout moment : configurez votre navigateur pour bloquer les cookies du site ou supprimez-les depuis ses paramètres (rubrique « Confidentialité » ou « Cookies » de Chrome, Firefox, Safari ou Edge). Le refus de ce cookie n'a aucune conséquence sur l'utilisation du site.

Un cookie de session strictement nécessaire est par ailleurs utilisé pour l'espace d'administration réservé à nos collaborateurs ; il n'est jamais déposé chez les visiteurs du site public.

### Données techniques

Pour protéger nos formulaires contre les envois automatisés et les abus, l'adresse IP de la connexion peut être utilisée de façon temporaire afin de limiter le nombre d'envois, et un contrôle anti-robot peut être présenté lorsque ce service est activé. Ces données ne servent à aucune autre fin.

La page Contact affiche un plan de situation fourni par OpenStreetMap. Son affichage entraîne une connexion de votre navigateur aux serveurs de ce service, qui reçoivent à cette occasion votre adresse IP, comme pour toute ressource chargée depuis un site tiers.

## Finalités

Selon les cas, les données que vous nous confiez sont utilisées pour :

- répondre à vos demandes de contact et de devis, et assurer le suivi de la relation commerciale ;
- établir et vous transmettre l'estimation et le devis générés par le simulateur ;
- exécuter les missions commandées, les facturer et satisfaire à nos obligations comptables et fiscales ;
- vous adresser la lettre d'information lorsque vous y êtes abonné ;
- produire des statistiques de fréquentation anonymes pour améliorer le site ;
- assurer la sécurité du site et prévenir les abus.

## Base légale

- **Mesures précontractuelles et exécution du contrat** : traitement des demandes de contact et de devis, réalisation et facturation des missions.
- **Obligation légale** : conservation des pièces comptables et des documents liés aux missions.
- **Consentement** : lettre d'information, confirmé par un lien envoyé par e-mail (double confirmation) et retirable à tout moment par le lien de désinscription.
- **Intérêt légitime** : mesure d'audience exemptée de consentement dans les conditions rappelées ci-dessus, sécurité du site et lutte contre les envois abusifs, suivi de nos relations avec les prospects.

## Destinataires

Vos données sont destinées aux seuls membres de l'équipe de {{general.legal_name}} qui en ont besoin pour traiter votre demande, dans la limite de leurs attributions. Elles peuvent être communiquées à des prestataires agissant pour notre compte, tenus à la confidentialité :

- notre hébergeur, {{hosting.legal_name}}, qui héberge le site, la base de données et les pièces jointes (stockage Cloudflare R2) ;
- un prestataire d'envoi d'e-mails transactionnels, qui achemine les accusés de réception, les devis et les messages de confirmation ;
- le cas échéant, l'outil d'automatisation que nous utilisons pour transmettre les demandes de contact à notre outil de suivi commercial ;
- le cas échéant, nos sous-traitants techniques (entreprises de forage, laboratoires) pour les seules informations nécessaires à l'exécution d'une mission commandée, ainsi que notre expert-comptable.

Lorsque certains de ces prestataires traitent des données hors de l'Union européenne, ces transferts sont encadrés par les garanties prévues par le RGPD : décision d'adéquation, notamment le cadre de protection des données UE–États-Unis, ou clauses contractuelles types de la Commission européenne.

## Durée de conservation

- **Clients** : les données sont conservées pendant la durée de la relation contractuelle, puis {{conservation.clients}}, durée correspondant aux obligations comptables et aux délais de prescription applicables aux missions d'ingénierie.
- **Prospects** (demandes de contact sans suite) : {{conservation.prospects}}.
- **Résultats « Mon terrain » reçus par e-mail** : {{conservation.terrain}}.
- **Données du simulateur** : {{conservation.simulateur}}, auquel cas la durée applicable aux clients s'applique.
- **Lettre d'information** : {{conservation.newsletter}}.
- **Données de navigation** (pages vues associées à l'identifiant de visite) : {{conservation.navigation}} ; au-delà, seules des statistiques agrégées et anonymes sont conservées.
- **Demandes d'exercice de vos droits** : {{conservation.demandes}}.

## Vos droits

Conformément au RGPD et à la loi « Informatique et Libertés », vous disposez des droits suivants sur vos données :

- **droit d'accès** : savoir quelles données nous détenons et en obtenir une copie ;
- **droit de rectification** : faire corriger des données inexactes ou incomplètes ;
- **droit à l'effacement** : obtenir la suppression de vos données, sous réserve de nos obligations légales de conservation ;
- **droit à la limitation** du traitement, par exemple le temps de vérifier une contestation ;
- **droit d'opposition**, notamment à la prospection et à la mesure d'audience ;
- **droit à la portabilité** des données que vous nous avez fournies, dans un format structuré et couramment utilisé ;
- **droit de retirer votre consentement** à tout moment, pour les traitements qui en dépendent ;
- **droit de définir des directives** relatives au sort de vos données après votre décès.

Pour exercer ces droits, écrivez-nous à {{contact.privacy_email}} ou par courrier à {{contact.address}}. Chaque e-mail que nous vous adressons se termine aussi par un lien personnel qui vous permet de demander une copie de vos données ou leur effacement. Nous pourrons vous demander de justifier de votre identité en cas de doute raisonnable. Nous répondons dans un délai d'un mois, prolongeable de deux mois en cas de demande complexe.

Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur www.cnil.fr.

## Sécurité

Nous mettons en œuvre des mesures techniques et organisationnelles adaptées pour protéger vos données : chiffrement des échanges (HTTPS), pièces jointes stockées sans accès public et téléchargeables uniquement par les membres de l'équipe authentifiés, comptes d'administration protégés par des mots de passe stockés sous forme chiffrée et des droits d'accès différenciés selon les fonctions, limitation des tentatives de connexion, et journalisation des envois d'e-mails. Les fichiers transmis par le formulaire de contact sont contrôlés (type, nature réelle et taille) avant d'être enregistrés.

## Modifications

Nous pouvons faire évoluer la présente politique, notamment pour tenir compte d'une évolution de nos services ou de la réglementation. La date de dernière mise à jour figure en haut de cette page. En cas de modification importante, une information sera publiée sur le site.`,
  },
  {
    slug: "cgv",
    title: "Conditions générales de vente",
    pageType: "legal",
    metaTitle: "Conditions générales de vente",
    metaDescription: "Conditions générales de vente de nos prestations d'ingénierie géotechnique : devis, prix, paiement, délais, responsabilité et litiges.",
    seoKeywords: "conditions générales de vente, CGV, étude géotechnique, devis, NF P 94-500, conditions de paiement",
    noindex: true,
    isInNavigation: false,
    updatedAt: "2026-11-29",
    content: `## Préambule

Les présentes conditions générales de vente (CGV) s'appliquent à toutes les prestations réalisées par {{general.legal_name}}, société par actions simplifiée au capital de {{general.capital}}, immatriculée sous le numéro {{legal.rcs}}, dont le siège est situé {{contact.address}} (ci-après « le Prestataire »), pour le compte de ses clients (ci-après « le Client »).

Elles sont versionnées : chaque devis reproduit en dernières pages la version en vigueur à sa date d'envoi, avec son numéro et son empreinte SHA-256, et l'acceptation du devis enregistre cette version. Une version publiée n'est jamais modifiée ; une nouvelle version ne s'applique qu'aux devis envoyés après sa publication. L'acceptation du devis vaut acceptation des CGV qu'il reproduit, qui prévalent sur toute condition d'achat du Client, sauf dérogation écrite et expresse du Prestataire. Les conditions particulières figurant au devis prévalent sur les présentes CGV.

## Qualité du Client

Les CGV distinguent, au sens de l'article liminaire du Code de la consommation :

- le **consommateur** : personne physique qui agit à des fins qui n'entrent pas dans le cadre de son activité commerciale, industrielle, artisanale, libérale ou agricole (par exemple le particulier qui vend son terrain ou fait construire sa maison) ;
- le **non-professionnel** : personne morale qui n'agit pas à des fins professionnelles (par exemple une SCI familiale) ;
- le **professionnel** : toute personne qui agit à des fins entrant dans le cadre de son activité.

Les clauses réservées aux Clients professionnels sont signalées comme telles ; elles ne s'appliquent ni au consommateur ni au non-professionnel, qui bénéficient en outre de la protection contre les clauses abusives (articles L212-1 et L212-2 du Code de la consommation). Le professionnel qui commande une prestation n'entrant pas dans le champ de son activité principale et qui emploie cinq salariés au plus bénéficie, pour un contrat conclu hors établissement, des règles du consommateur relatives à l'information précontractuelle et au droit de rétractation (article L221-3 du Code de la consommation).

## Nature des prestations

Le Prestataire réalise des prestations d'ingénierie géotechnique et des prestations associées : enquêtes documentaires, sondages et essais in situ, essais en laboratoire, études hydrauliques, diagnostics de pollution des sols, rédaction de rapports, assistance et suivi de chantier.

Les missions d'ingénierie géotechnique sont définies et exécutées conformément à la norme **NF P 94-500** (version de novembre 2013), qui distingue :

- **G1** : étude géotechnique préalable (phases étude de site et principes généraux de construction) ;
- **G2** : étude géotechnique de conception (phases avant-projet, projet et DCE/ACT) ;
- **G3** : étude et suivi géotechniques d'exécution ;
- **G4** : supervision géotechnique d'exécution ;
- **G5** : diagnostic géotechnique.

Le contenu de chaque mission, le programme d'investigations et les livrables sont précisés dans le devis. Conformément à cette norme, chaque mission ne porte que sur le projet et le périmètre qui y sont décrits ; la maîtrise des risques géotechniques suppose l'enchaînement des missions G1 à G4 au fil du projet. Une mission G1 ne permet pas, à elle seule, de dimensionner un ouvrage.

## Devis et commandes

Les devis sont gratuits. Ils sont établis sur la base des informations communiquées par le Client et restent valables pendant la durée indiquée sur le devis (**deux mois** sauf mention contraire) à compter de leur date d'envoi.

Le contrat est formé à l'acceptation du devis par le Client, en ligne depuis le lien personnel reçu par e-mail (signature électronique simple, articles 1366 et 1367 du Code civil) ou par la réception par le Prestataire du devis daté et signé avec la mention « Bon pour accord ». L'exécution de la mission commence après la réception de l'acompte prévu à l'article « Prix et conditions de paiement » et, pour le consommateur qui n'a pas demandé un commencement anticipé, après la fin du délai de rétractation. Toute modification du projet ou du programme demandée après la commande (nombre ou profondeur des sondages, essais supplémentaires, changement d'implantation) fait l'objet d'un avenant ou d'un devis complémentaire accepté par le Client.

## Droit de rétractation du consommateur

Lorsque le contrat est conclu à distance (notamment en ligne) ou hors établissement, le consommateur dispose d'un délai de **quatorze jours** à compter de l'acceptation du devis pour se rétracter, sans avoir à motiver sa décision (article L221-18 du Code de la consommation), par toute déclaration dénuée d'ambiguïté ou au moyen du formulaire type de rétractation joint au devis.

La mission ne commence pas avant la fin de ce délai, sauf demande expresse du consommateur lors de l'acceptation (article L221-25). Le Prestataire rembourse les sommes versées, dont l'acompte, au plus tard dans les quatorze jours suivant la réception de la décision de rétractation (article L221-24), déduction faite, lorsque le consommateur avait demandé que la mission commence avant la fin du délai, du montant proportionnel à la part de la mission réalisée jusqu'à la communication de sa décision (article L221-25).

## Prix et conditions de paiement

Les prix sont exprimés **en euros** ; le devis indique les montants hors taxes (HT) et toutes taxes comprises (TTC), la TVA étant due au taux en vigueur. Ils comprennent les prestations décrites dans le devis ; aucun frais supplémentaire ne peut être facturé sans l'accord préalable du Client sur un avenant ou un devis complémentaire.

Sauf stipulation contraire figurant dans le devis accepté par le Client :

- un **acompte de 30 % du montant total TTC** est versé à la commande ; il s'agit d'un **acompte et non d'arrhes** (article L214-1 du Code de la consommation) : il s'impute sur le prix et ne permet à aucune des parties de se dédire, sous réserve du droit de rétractation du consommateur ;
- le **solde** est dû à la **remise du rapport définitif** ;
- les factures sont payables **à réception**, **sans escompte** pour paiement anticipé.

Pour les Clients professionnels, tout retard de paiement entraîne de plein droit des **pénalités de retard égales à trois fois le taux d'intérêt légal**, calculées sur les sommes restant dues à compter du jour suivant la date d'échéance, et une **indemnité forfaitaire pour frais de recouvrement de 40 €**, conformément à l'article L441-10 du Code de commerce ; une indemnité complémentaire peut être réclamée sur justificatifs lorsque les frais exposés sont supérieurs. Pour le consommateur et le non-professionnel, les sommes dues portent intérêt au taux légal à compter d'une mise en demeure (article 1231-6 du Code civil).

En cas de défaut de paiement, et après une mise en demeure restée sans effet pendant quinze jours, le Prestataire peut suspendre l'exécution des prestations en cours et différer la remise des rapports jusqu'au paiement des sommes échues (article 1220 du Code civil).

## Délais d'exécution

Le délai de remise du rapport figurant au devis **engage le Prestataire**. Il court à compter du commencement de la mission défini à l'article « Devis et commandes » (acompte reçu et, pour le consommateur qui n'a pas demandé un commencement anticipé, fin du délai de rétractation). Il tient compte des délais réglementaires préalables aux sondages, notamment ceux des déclarations auprès des exploitants de réseaux (DT-DICT).

Il n'est prolongé que de la durée des empêchements qui ne sont pas imputables au Prestataire : accès au site impossible aux dates convenues ou documents nécessaires à la mission non fournis par le Client, intempéries rendant le site impraticable, travaux complémentaires demandés par le Client, ou cas de force majeure au sens de l'article 1218 du Code civil. Le Prestataire informe le Client par écrit de tout retard prévisible, de sa cause et du nouveau délai.

Si le rapport n'est pas remis dans le délai, le consommateur et le non-professionnel peuvent, après avoir enjoint le Prestataire, par lettre recommandée avec demande d'avis de réception ou par un écrit sur un autre support durable, de l'exécuter dans un délai supplémentaire raisonnable resté sans effet, résoudre le contrat selon les mêmes modalités (articles L216-1 et L216-6 du Code de la consommation) ; le Prestataire leur rembourse alors la totalité des sommes versées au plus tard dans les quatorze jours suivant la résolution (article L216-7), sans préjudice de dommages et intérêts. Le Client professionnel dispose des sanctions de l'inexécution prévues à l'article 1217 du Code civil ; sauf stipulation du devis, le dépassement du délai ne donne pas lieu à des pénalités forfaitaires.

## Obligations du client

Pour permettre la bonne exécution de la mission, le Client s'engage à :

- **permettre l'accès au site** aux dates convenues, pour le personnel et les engins, et obtenir les autorisations nécessaires (propriétaire, copropriété, voisins, occupation du domaine public) ;
- **communiquer la position des réseaux et ouvrages enterrés privés** (canalisations, câbles, cuves, fosses, drains) situés sur sa propriété ; le Prestataire se charge des déclarations DT-DICT auprès des exploitants de réseaux publics ;
- **fournir les plans et informations du projet** : plan de situation, plan de masse, implantation et niveaux, charges prévisibles, présence d'un sous-sol, ainsi que toute information connue sur l'historique du site (remblais, cavités, anciennes activités, sinistres, études antérieures) ;
- **informer le Prestataire de toute modification du projet**, celle-ci pouvant rendre nécessaire une adaptation ou un complément de la mission.

La remise en état du terrain se limite au rebouchage des sondages et au remblaiement des fouilles. Les traces de passage des engins sur les surfaces non revêtues sont inhérentes à l'intervention.

## Responsabilité et assurances

Les conclusions du Prestataire reposent sur des investigations ponctuelles : des hétérogénéités du sous-sol peuvent exister entre les points de sondage, ce qui justifie l'enchaînement des missions et les contrôles en cours de travaux. Les conclusions d'un rapport valent pour le projet, l'implantation et la mission qui y sont décrits ; leur utilisation pour un autre projet, ou après une modification significative du projet, n'engage pas le Prestataire. Lorsque sa mission le fait participer à la conception d'un ouvrage, le Prestataire est tenu de la responsabilité des constructeurs prévue aux articles 1792 et suivants du Code civil, qu'aucune clause ne peut exclure ni limiter (article 1792-5).

**Clause réservée aux Clients professionnels** : en dehors de cette responsabilité des constructeurs, la responsabilité contractuelle du Prestataire, toutes causes confondues, est plafonnée au montant des honoraires perçus au titre de la mission concernée ; ce plafond ne s'applique ni en cas de faute lourde ou dolosive, ni aux dommages corporels. **Cette limitation ne s'applique pas au consommateur ni au non-professionnel**, dont le droit à réparation ne peut être ni supprimé ni réduit (article R212-1, 6° du Code de la consommation).

Le Prestataire est assuré au titre de sa responsabilité civile professionnelle et, pour les missions qui l'exigent, de sa responsabilité décennale (article L241-1 du Code des assurances). Le nom de l'assureur, le numéro de police et la couverture géographique figurent sur le devis ; l'attestation d'assurance est communiquée avec le devis ou sur simple demande.

## Propriété intellectuelle et droit d'utilisation des rapports

Les rapports, plans, notes de calcul et documents produits par le Prestataire restent sa propriété intellectuelle. Après paiement intégral du prix, le Client dispose d'un droit d'utilisation de ces documents pour les besoins du projet décrit dans le devis, y compris leur transmission aux intervenants de ce projet (maître d'œuvre, constructeur, notaire, assureur, acquéreur du terrain).

**Étude géotechnique préalable de la loi ELAN.** Lorsque la mission est l'étude préalable exigée pour la vente d'un terrain non bâti constructible situé en zone d'exposition moyenne ou forte au retrait-gonflement des argiles (articles L132-4 et suivants du Code de la construction et de l'habitation, issus de l'article 68 de la loi n° 2018-1021 du 23 novembre 2018 dite loi ELAN ; décret n° 2019-495 du 22 mai 2019), le droit d'utilisation suit le terrain : l'étude peut être annexée à la promesse de vente et à l'acte authentique, reste annexée au titre de propriété et peut être utilisée, pendant toute sa durée de validité de trente ans (sous réserve qu'aucun remaniement du sol n'ait été effectué), par le vendeur, les acquéreurs successifs du terrain et les constructeurs et maîtres d'œuvre auxquels elle est transmise avant la conclusion d'un contrat de construction ou de maîtrise d'œuvre. Cette transmission ne nécessite aucune autorisation ni rémunération supplémentaire.

Toute reproduction partielle, modification ou utilisation pour un autre projet nécessite l'accord écrit du Prestataire. Les rapports doivent être communiqués dans leur intégralité, annexes comprises.

## Confidentialité

Chaque partie s'engage à garder confidentielles les informations communiquées par l'autre partie dans le cadre de la mission et à ne les utiliser que pour son exécution. Le Prestataire ne communique pas les rapports à des tiers sans l'accord du Client, sauf obligation légale ou décision de justice.

Le Prestataire peut utiliser, sous une forme anonymisée ne permettant d'identifier ni le Client ni le site, les données géotechniques recueillies pour enrichir sa connaissance des sols et illustrer ses retours d'expérience.

## Droit applicable et litiges

Les présentes CGV et les contrats qu'elles régissent sont soumis au **droit français**.

En cas de différend, les parties recherchent d'abord une solution amiable. Conformément aux articles L612-1 et suivants du Code de la consommation, le Client consommateur peut ensuite recourir gratuitement au médiateur de la consommation dont relève le Prestataire : **{{mediator.name}}**, {{mediator.address}} ({{mediator.website}}). Le médiateur ne peut être saisi qu'après une réclamation écrite adressée au Prestataire et restée sans réponse satisfaisante.

À défaut d'accord amiable, les litiges avec un Client professionnel relèvent de la compétence des **tribunaux du ressort du siège social** du Prestataire. Le consommateur peut saisir, à son choix, la juridiction du lieu où il demeurait au moment de la conclusion du contrat ou de la survenance du fait dommageable, ou toute autre juridiction compétente selon le Code de procédure civile (article R631-3 du Code de la consommation).`,
  },
] satisfies Array<SeedPage>;

/** SHA-256 of the seeded CGV text, version 1 of the versioned CGV (a seed test recomputes it). */
export const CGV_V1_SHA256 = "3c37fc7cdd418af9bae90f3019458b9050b8da9a8e241575168c28d8b73b3be8";
