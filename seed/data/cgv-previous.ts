// The CGV page's text as seeded until 2026-11-29: a later seed replaces it by the text of
// version 1 of the versioned CGV only while nobody edited it (docs/decisions/631-cgv-for-consumers.md).
export const CGV_SEEDED_2025_05_10 = `## Préambule

Les présentes conditions générales de vente (CGV) s'appliquent à toutes les prestations réalisées par {{general.legal_name}}, société par actions simplifiée au capital de {{general.capital}}, immatriculée sous le numéro {{legal.rcs}}, dont le siège est situé {{contact.address}} (ci-après « le Prestataire »), pour le compte de ses clients professionnels ou particuliers (ci-après « le Client »).

Elles sont communiquées avec chaque devis. La signature du devis vaut acceptation sans réserve des présentes CGV, qui prévalent sur toute condition d'achat du Client, sauf dérogation écrite et expresse du Prestataire. Les conditions particulières figurant au devis prévalent sur les présentes CGV.

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

La commande est ferme à l'acceptation du devis par le Client, en ligne depuis le lien personnel reçu par e-mail (signature électronique simple, articles 1366 et 1367 du Code civil) ou par la réception par le Prestataire du devis daté et signé avec la mention « Bon pour accord », accompagnée de l'acompte prévu à l'article « Prix et conditions de paiement ». Toute modification du projet ou du programme demandée après la commande (nombre ou profondeur des sondages, essais supplémentaires, changement d'implantation) fait l'objet d'un avenant ou d'un devis complémentaire accepté par le Client.

Lorsque le Client est un consommateur et que le contrat est conclu à distance ou hors établissement, il dispose d'un délai de rétractation de quatorze jours prévu par le Code de la consommation. S'il demande expressément que la prestation commence avant la fin de ce délai, il reste redevable, en cas de rétractation, du montant correspondant au service fourni jusqu'à la communication de sa décision.

## Prix et conditions de paiement

Les prix sont exprimés **en euros hors taxes (HT)** ; la TVA au taux en vigueur est ajoutée lors de la facturation. Ils comprennent les prestations décrites dans le devis ; les frais supplémentaires résultant de circonstances non connues à la commande (accès impossible le jour convenu, attente, déplacement supplémentaire) peuvent être facturés après information du Client.

Sauf stipulation contraire figurant dans le devis accepté par le Client :

- un **acompte de 30 % du montant total TTC** est versé à la commande ;
- le **solde** est dû à la **remise du rapport définitif** ;
- les factures sont payables **à réception**, **sans escompte** pour paiement anticipé.

Tout retard de paiement entraîne de plein droit l'application de **pénalités de retard égales à trois fois le taux d'intérêt légal**, calculées sur les sommes restant dues à compter du jour suivant la date d'échéance. Pour les Clients professionnels, une **indemnité forfaitaire pour frais de recouvrement de 40 €** est également due, conformément à l'article L. 441-10 du Code de commerce ; une indemnité complémentaire peut être réclamée sur justificatifs lorsque les frais exposés sont supérieurs.

En cas de défaut de paiement, le Prestataire peut suspendre l'exécution des prestations en cours et différer la remise des rapports jusqu'au paiement intégral des sommes dues.

## Délais d'exécution

Les délais figurant au devis sont donnés à titre indicatif. Ils courent à compter de la réception de la commande complète (devis signé et acompte), des documents nécessaires à la mission et de la possibilité effective d'accéder au site.

Ils tiennent compte des délais réglementaires préalables aux sondages, notamment ceux des déclarations auprès des exploitants de réseaux (DT-DICT). Ils peuvent être prolongés en cas d'intempéries rendant le site impraticable, de conditions de terrain imprévues, de travaux complémentaires demandés par le Client, ou de cas de force majeure au sens de l'article 1218 du Code civil. Le Prestataire informe le Client de tout retard prévisible. Un dépassement de délai ne peut donner lieu à pénalités ni à annulation de la commande, sauf stipulation expresse du devis.

## Obligations du client

Pour permettre la bonne exécution de la mission, le Client s'engage à :

- **permettre l'accès au site** aux dates convenues, pour le personnel et les engins, et obtenir les autorisations nécessaires (propriétaire, copropriété, voisins, occupation du domaine public) ;
- **communiquer la position des réseaux et ouvrages enterrés privés** (canalisations, câbles, cuves, fosses, drains) situés sur sa propriété ; le Prestataire se charge des déclarations DT-DICT auprès des exploitants de réseaux publics, mais ne peut être tenu responsable des dommages causés à des réseaux ou ouvrages privés non signalés ;
- **fournir les plans et informations du projet** : plan de situation, plan de masse, implantation et niveaux, charges prévisibles, présence d'un sous-sol, ainsi que toute information connue sur l'historique du site (remblais, cavités, anciennes activités, sinistres, études antérieures) ;
- **informer le Prestataire de toute modification du projet**, celle-ci pouvant rendre nécessaire une adaptation ou un complément de la mission.

La remise en état du terrain se limite au rebouchage des sondages et au remblaiement des fouilles. Les traces de passage des engins sur les surfaces non revêtues sont inhérentes à l'intervention.

## Responsabilité

Le Prestataire est tenu d'une obligation de moyens. Ses conclusions reposent sur des investigations ponctuelles : des hétérogénéités du sous-sol peuvent exister entre les points de sondage, ce qui justifie l'enchaînement des missions et les contrôles en cours de travaux. Les conclusions d'un rapport ne valent que pour le projet, l'implantation et la mission qui y sont décrits ; toute utilisation pour un autre projet ou après modification significative du projet engage la seule responsabilité de celui qui y procède.

Dans les limites permises par la loi, la responsabilité du Prestataire, toutes causes confondues, est **plafonnée au montant des honoraires effectivement perçus au titre de la mission** concernée. Cette limitation ne s'applique pas en cas de faute lourde ou dolosive, ni aux dommages corporels, ni aux garanties légales d'ordre public.

Le Prestataire est assuré au titre de sa responsabilité civile professionnelle ; une attestation d'assurance est remise au Client qui en fait la demande.

## Propriété intellectuelle

Les rapports, plans, notes de calcul et documents produits par le Prestataire restent sa propriété intellectuelle. Après paiement intégral du prix, le Client dispose d'un droit d'utilisation de ces documents pour les besoins du projet décrit dans le devis, y compris leur transmission aux intervenants de ce projet (maître d'œuvre, constructeur, notaire, assureur, acquéreur du terrain).

Toute reproduction partielle, modification ou utilisation pour un autre projet nécessite l'accord écrit du Prestataire. Les rapports doivent être communiqués dans leur intégralité, annexes comprises.

## Confidentialité

Chaque partie s'engage à garder confidentielles les informations communiquées par l'autre partie dans le cadre de la mission et à ne les utiliser que pour son exécution. Le Prestataire ne communique pas les rapports à des tiers sans l'accord du Client, sauf obligation légale ou décision de justice.

Le Prestataire peut utiliser, sous une forme anonymisée ne permettant d'identifier ni le Client ni le site, les données géotechniques recueillies pour enrichir sa connaissance des sols et illustrer ses retours d'expérience.

## Droit applicable et litiges

Les présentes CGV et les contrats qu'elles régissent sont soumis au **droit français**.

En cas de différend, les parties recherchent d'abord une solution amiable. Conformément aux articles L.612-1 et suivants du Code de la consommation, le Client consommateur peut ensuite recourir gratuitement au médiateur de la consommation dont relève le Prestataire : **{{mediator.name}}**, {{mediator.address}} ({{mediator.website}}). Le médiateur ne peut être saisi qu'après une réclamation écrite adressée au Prestataire et restée sans réponse satisfaisante.

À défaut d'accord amiable, tout litige relève de la compétence des **tribunaux du ressort du siège social** du Prestataire, sous réserve des règles de compétence d'ordre public applicables aux consommateurs.`;
