// Client testimonials shown on the home page, in French. Authors are anonymised
// (first name + initial) and companies are generic descriptions.
import type { SeedTestimonial } from "../types.ts";

export const testimonials = [
  {
    quote:
      "Notre terrain dans l'Essonne était vendu avec une étude préalable loi ELAN qui signalait des argiles sensibles. L'équipe a réalisé l'étude de conception de notre maison et nous a expliqué simplement pourquoi les fondations devaient descendre plus bas et pourquoi éloigner les futures plantations. Le constructeur a travaillé sur des bases claires, sans supplément de dernière minute.",
    author: "Nathalie R.",
    position: "Particulier, construction d'une maison individuelle",
    company: "Projet de maison neuve, Essonne (91)",
  },
  {
    quote:
      "Sur une surélévation en cœur d'îlot, les fouilles de reconnaissance ont permis de connaître précisément les fondations existantes avant de lancer la structure. Le rapport est lisible, les hypothèses sont explicites et l'ingénieur a pris le temps de répondre aux questions de notre bureau d'études structure.",
    author: "Claire M.",
    position: "Architecte DPLG",
    company: "Cabinet d'architecture, Paris 11e",
  },
  {
    quote:
      "Nous leur confions les études de conception de nos maisons en zone argileuse. Les délais sont tenus, les recommandations sont directement exploitables par nos conducteurs de travaux, et la visite de fond de fouille est organisée rapidement quand nous la demandons.",
    author: "Julien B.",
    position: "Responsable technique",
    company: "Constructeur de maisons individuelles, Seine-et-Marne",
  },
  {
    quote:
      "Pour un dossier de fissures après une période de sécheresse, le diagnostic a comparé la zone sinistrée et une zone saine, avec des profils de teneur en eau et une reconnaissance des fondations. Les conclusions distinguaient clairement ce qui était établi de ce qui restait probable, ce qui est précieux en expertise.",
    author: "Philippe D.",
    position: "Expert construction",
    company: "Cabinet d'expertise d'assurance, Hauts-de-Seine",
  },
  {
    quote:
      "Pour l'extension d'un groupe scolaire, nous avions besoin à la fois d'une étude de sol et d'une solution de gestion des eaux pluviales conforme au zonage. Les essais de perméabilité et l'étude géotechnique ont été menés ensemble, ce qui nous a évité deux consultations et des conclusions contradictoires.",
    author: "Sophie L.",
    position: "Directrice des services techniques",
    company: "Commune du Val-de-Marne",
  },
  {
    quote:
      "Sur un programme de logements avec un niveau de sous-sol, l'étude de conception a intégré le suivi piézométrique de la nappe et la classification des déblais dès l'avant-projet. Nous avons pu arbitrer le cuvelage et l'évacuation des terres en connaissance de cause, avant la consultation des entreprises.",
    author: "Karim A.",
    position: "Responsable de programmes",
    company: "Promoteur immobilier, Île-de-France",
  },
] satisfies Array<SeedTestimonial>;
