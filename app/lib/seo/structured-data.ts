import type { PublicSettings } from "~/lib/settings/definitions";
import { absoluteUrl } from "./meta";

export function organization(settings: PublicSettings, origin: string) {
  return {
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: settings.general.site_name,
    legalName: settings.general.legal_name,
    url: `${origin}/`,
    logo: absoluteUrl(origin, "/favicon.svg"),
    email: settings.contact.email,
    telephone: settings.contact.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: settings.contact.street,
      postalCode: settings.contact.zip_code,
      addressLocality: settings.contact.city,
      addressCountry: "FR",
    },
  };
}

/** Organization of the home page with the facts of spec §2. */
export function organizationWithDetails(settings: PublicSettings, origin: string) {
  return {
    "@context": "https://schema.org",
    ...organization(settings, origin),
    "@type": ["Organization", "ProfessionalService"],
    foundingDate: settings.general.founded,
    numberOfEmployees: { "@type": "QuantitativeValue", minValue: 5, maxValue: 10 },
    areaServed: { "@type": "Country", name: "France" },
    geo: {
      "@type": "GeoCoordinates",
      latitude: Number(settings.contact.latitude),
      longitude: Number(settings.contact.longitude),
    },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:00",
      },
    ],
    sameAs: [settings.social.linkedin, settings.social.twitter, settings.social.facebook, settings.social.instagram].filter(Boolean),
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
