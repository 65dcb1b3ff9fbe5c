import type { PublicCredential } from "~/lib/firm/kinds";
import { type PublicSettings, type Settings, settingFact } from "~/lib/settings/definitions";
import { absoluteUrl } from "./meta";

// Structured data states only what the firm has said: a company fact still equal to its
// seed placeholder, or empty, is left out (settingFact), and a service's offer exists only
// when staff set a price, until its validity has passed (docs/decisions/720).

/** A fact of the public settings, or undefined (JSON.stringify drops it) while it is a placeholder. */
const fact = <S extends keyof PublicSettings, K extends keyof PublicSettings[S] & keyof Settings[S] & string>(settings: PublicSettings, section: S, key: K) =>
  settingFact<S, K>(settings, section, key) ?? undefined;

export function organization(settings: PublicSettings, origin: string) {
  return {
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: settings.general.site_name,
    legalName: fact(settings, "general", "legal_name"),
    url: `${origin}/`,
    logo: absoluteUrl(origin, "/favicon.svg"),
    email: fact(settings, "contact", "email"),
    telephone: fact(settings, "contact", "phone"),
    address: {
      "@type": "PostalAddress",
      streetAddress: fact(settings, "contact", "street"),
      postalCode: fact(settings, "contact", "zip_code"),
      addressLocality: fact(settings, "contact", "city"),
      addressCountry: "FR",
    },
  };
}

const TIME_RANGE = /(\d{1,2})\s*[:h]\s*(\d{2})\s*[–—-]\s*(\d{1,2})\s*[:h]\s*(\d{2})/;
const hhmm = (h: string, m: string) => `${h.padStart(2, "0")}:${m}`;

/** Opening hours typed in the settings ("09:00 – 18:00"); a day without a time range ("Fermé", "Sur rendez-vous") is left out. */
function openingHours(settings: PublicSettings) {
  const days = [
    { value: settings.hours.weekdays, dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] },
    { value: settings.hours.saturday, dayOfWeek: ["Saturday"] },
    { value: settings.hours.sunday, dayOfWeek: ["Sunday"] },
  ];
  return days.flatMap(({ value, dayOfWeek }) => {
    const match = TIME_RANGE.exec(value ?? "");
    return match ? [{ "@type": "OpeningHoursSpecification", dayOfWeek, opens: hhmm(match[1], match[2]), closes: hhmm(match[3], match[4]) }] : [];
  });
}

/** The headcount setting ("5 à 10 salariés", "8 salariés") as a QuantitativeValue. */
function employees(value: string | undefined) {
  const numbers = (value ?? "").match(/\d+/g)?.map(Number) ?? [];
  if (numbers.length >= 2) return { "@type": "QuantitativeValue", minValue: numbers[0], maxValue: numbers[1] };
  if (numbers.length === 1) return { "@type": "QuantitativeValue", value: numbers[0] };
  return undefined;
}

function geo(settings: PublicSettings) {
  const latitude = Number(fact(settings, "contact", "latitude") ?? Number.NaN);
  const longitude = Number(fact(settings, "contact", "longitude") ?? Number.NaN);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  return { "@type": "GeoCoordinates", latitude, longitude };
}

/**
 * The firm's valid qualifications as schema.org credentials (docs/decisions/753). Insurance
 * policies are not credentials and schema.org has no property for them: they stay on the pages.
 */
export function organizationCredentials(credentials: ReadonlyArray<PublicCredential>) {
  const qualifications = credentials.filter((c) => c.kind === "qualification");
  if (qualifications.length === 0) return undefined;
  return qualifications.map((c) => ({
    "@type": "EducationalOccupationalCredential",
    name: c.label,
    credentialCategory: "certification",
    identifier: c.number || undefined,
    recognizedBy: c.issuer ? { "@type": "Organization", name: c.issuer } : undefined,
    expires: c.validUntil ?? undefined,
  }));
}

/** Organization of the home page with the company's facts (address, contact, hours…), as the settings hold them. */
export function organizationWithDetails(settings: PublicSettings, origin: string, credentials: ReadonlyArray<PublicCredential> = []) {
  const hours = openingHours(settings);
  const sameAs = [fact(settings, "social", "linkedin"), fact(settings, "social", "twitter"), fact(settings, "social", "facebook"), fact(settings, "social", "instagram")].filter(
    Boolean,
  );
  return {
    "@context": "https://schema.org",
    ...organization(settings, origin),
    "@type": ["Organization", "ProfessionalService"],
    foundingDate: fact(settings, "general", "founded"),
    numberOfEmployees: employees(fact(settings, "general", "employees")),
    areaServed: { "@type": "Country", name: "France" },
    geo: geo(settings),
    openingHoursSpecification: hours.length > 0 ? hours : undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
    hasCredential: organizationCredentials(credentials),
  };
}

/** The offer columns of a service. */
export type ServiceOfferColumns = {
  priceAmount: number | null;
  priceCurrency: string;
  priceValidUntil: string | null;
  priceAreaServed: string | null;
};

/**
 * The Offer of a service page: none without a price, none once its validity (a Paris
 * day, inclusive) is before `today`. The price is a price "from", excl. VAT.
 */
export function serviceOffer(service: ServiceOfferColumns, today: string) {
  if (!service.priceAmount || service.priceAmount <= 0) return undefined;
  if (service.priceValidUntil && service.priceValidUntil < today) return undefined;
  return {
    "@type": "Offer",
    priceCurrency: service.priceCurrency,
    priceSpecification: {
      "@type": "PriceSpecification",
      minPrice: service.priceAmount,
      priceCurrency: service.priceCurrency,
      valueAddedTaxIncluded: false,
    },
    ...(service.priceValidUntil ? { priceValidUntil: service.priceValidUntil } : {}),
    ...(service.priceAreaServed ? { areaServed: { "@type": "Place", name: service.priceAreaServed } } : {}),
  };
}

export function faqPage(faq: ReadonlyArray<{ question: string; answer: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}
