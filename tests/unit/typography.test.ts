import { expect, test } from "vitest";
import { frenchTypography, inPlace, NNBSP, ofPlace } from "~/lib/content/typography";

test("a narrow no-break space replaces the space before ; : ! ?", () => {
  expect(frenchTypography("Étiquettes : argiles ; sols ! Pourquoi ?")).toBe(`Étiquettes${NNBSP}: argiles${NNBSP}; sols${NNBSP}! Pourquoi${NNBSP}?`);
  expect(frenchTypography("Prêt\u00a0? Oui  !")).toBe(`Prêt${NNBSP}? Oui${NNBSP}!`);
});

test("guillemets hold narrow no-break spaces inside, typed or not", () => {
  expect(frenchTypography("« Argiles » et «sols»")).toBe(`«${NNBSP}Argiles${NNBSP}» et «${NNBSP}sols${NNBSP}»`);
});

test("times, URLs, e-mail addresses and glued colons are left alone", () => {
  const text = "Ouvert 09:00 – 18:00, https://exemple.fr/a?b=1 et contact@exemple.fr, hover:bg-white";
  expect(frenchTypography(text)).toBe(text);
});

test("running it twice changes nothing", () => {
  const once = frenchTypography("« Pourquoi ? » : parce que !");
  expect(frenchTypography(once)).toBe(once);
});

test("de before a region's name elides, contracts or stays", () => {
  expect(ofPlace("Île-de-France")).toBe("d'Île-de-France");
  expect(ofPlace("Occitanie")).toBe("d'Occitanie");
  expect(ofPlace("Auvergne-Rhône-Alpes")).toBe("d'Auvergne-Rhône-Alpes");
  expect(ofPlace("Normandie")).toBe("de Normandie");
  expect(ofPlace("Grand Est")).toBe("du Grand Est");
  expect(ofPlace("Hauts-de-France")).toBe("des Hauts-de-France");
  expect(ofPlace("Pays de la Loire")).toBe("des Pays de la Loire");
});

test("in before a region's name: en, dans le, dans les, à", () => {
  expect(inPlace("Île-de-France")).toBe("en Île-de-France");
  expect(inPlace("Normandie")).toBe("en Normandie");
  expect(inPlace("Centre-Val de Loire")).toBe("en Centre-Val de Loire");
  expect(inPlace("Grand Est")).toBe("dans le Grand Est");
  expect(inPlace("Hauts-de-France")).toBe("dans les Hauts-de-France");
  expect(inPlace("Pays de la Loire")).toBe("dans les Pays de la Loire");
  expect(inPlace("La Réunion")).toBe("à La Réunion");
  expect(inPlace("Mayotte")).toBe("à Mayotte");
});
