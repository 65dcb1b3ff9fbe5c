// Shapes of the seed content. The seed runner maps them onto the Drizzle schema.
// Markdown bodies may use {{section.key}} placeholders for company facts; they are
// replaced at render time from the settings table (e.g. {{contact.email}}).

export type SeedFaq = { question: string; answer: string };
export type SeedLink = { label: string; href: string };

export type SeedService = {
  slug: string;
  title: string;
  /** One or two sentences, shown in the navigation dropdown and on cards. */
  shortDescription: string;
  /** One of: layers, drill, search, flask, droplets, leaf, hard-hat */
  icon: string;
  displayOrder: number;
  metaTitle: string;
  metaDescription: string;
  /** Markdown body (## sections, lists, tables allowed). No h1. */
  content: string;
  faq: Array<SeedFaq>;
  relatedLinks: Array<SeedLink>;
  /** schema.org serviceType */
  serviceType: string;
  /** e.g. "P14D" (ISO 8601 duration) */
  estimatedDuration: string;
  /** What the client receives, e.g. "Rapport d'étude géotechnique G1" */
  serviceOutput: string;
};

export type SeedPage = {
  slug: string;
  title: string;
  /** 'legal' | 'about' | 'standard' */
  pageType: string;
  metaTitle: string;
  metaDescription: string;
  seoKeywords: string;
  /** Markdown body, ## sections. May contain {{section.key}} placeholders. */
  content: string;
  noindex: boolean;
  isInNavigation: boolean;
  /** ISO date of last update shown on the page (e.g. "2025-05-10") */
  updatedAt: string;
};

export type SeedTestimonial = {
  quote: string;
  author: string;
  position: string;
  company: string;
};

export type SeedCategory = { name: string; slug: string; description: string };

export type SeedArticle = {
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown body with ## / ### headings. No h1. */
  content: string;
  /** slug of a SeedCategory */
  category: string;
  tags: Array<string>;
  /** ISO date, e.g. "2024-03-18" */
  publishedAt: string;
  /** public path, e.g. "/images/articles/argiles.svg" */
  featuredImage: string;
  metaTitle: string;
  metaDescription: string;
  highlighted: boolean;
};

export type SeedKeyProject = { title: string; description: string; location: string };
export type SeedCaseStudy = { title: string; description: string };

export type SeedRegion = {
  /** INSEE region code, e.g. "11" for Île-de-France */
  code: string;
  slug: string;
  name: string;
  /** 1–3 sentences for cards */
  description: string;
  /** Introductory paragraph(s) of the region page */
  intro: string;
  /** Several sentences; the page splits them into themes */
  geologicalContext: string;
  keyServices: Array<string>;
  specificRisks: Array<string>;
  specificServices: Array<string>;
  specificChallenges: Array<string>;
  keyProjects: Array<SeedKeyProject>;
  caseStudies: Array<SeedCaseStudy>;
  /** true for the 13 metropolitan regions */
  metropolitan: boolean;
};

export type SeedDepartment = {
  /** "01" … "95", "2A", "2B", "971" … */
  code: string;
  name: string;
  /** INSEE region code of its region */
  regionCode: string;
  description: string;
  geologicalContext: string;
  keyServices: Array<string>;
  specificRisks: Array<string>;
  specificServices: Array<string>;
};

export type SeedCityReference = { name: string; description: string; isActive: boolean };
export type SeedCityTestimonial = { text: string; author: string; role: string; isActive: boolean };

export type SeedCity = {
  slug: string;
  name: string;
  departmentCode: string;
  zipCode: string;
  population: number;
  /** km² */
  areaKm2: number;
  description: string;
  /** Several sentences; the page sorts them into five themes by keywords */
  geologicalContext: string;
  keyServices: Array<string>;
  references: Array<SeedCityReference>;
  testimonials: Array<SeedCityTestimonial>;
};
