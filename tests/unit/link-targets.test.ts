import { describe, expect, test } from "vitest";
import { externalUrlError, linkTargetError, localPathError } from "~/lib/http/link-targets";
import { imageReferenceUrl } from "~/lib/media/url";

describe("local paths", () => {
  test.each(["/", "/services/sondages", "/services/sondages?source=salon#tarifs", "/%C3%A9tudes/g2", "/recherche?q=a//b", "/fichier.v2/notes..txt"])(
    "%s is a safe path of the site",
    (value) => {
      expect(localPathError(value)).toBeNull();
    },
  );

  test.each([
    ["services", "commence par « / »"],
    ["/\\evil.example", "barre oblique inversée"],
    ["/%5cevil.example", "barre oblique inversée"],
    ["/%25%35%43evil.example", "barre oblique inversée"],
    ["//evil.example", "« // »"],
    ["/%2F/evil.example", "« // »"],
    ["/a/./b", "segment"],
    ["/a/.", "segment"],
    ["/a/%2E%2E/b", "segment"],
    ["/a/%252e%252e/b", "segment"],
    ["/a b", "ni espace"],
    ["/a%09b", "ni espace"],
    ["/a\u2028b", "ni espace"],
    ['/a"onmouseover', "guillemet"],
    ["/%E0", "encodage"],
  ])("%s is refused", (value, message) => {
    expect(localPathError(value)).toContain(message);
  });
});

test("external addresses are https, with a dotted host and no credentials", () => {
  expect(externalUrlError("https://www.georisques.gouv.fr/mes-risques")).toBeNull();
  expect(externalUrlError("http://www.georisques.gouv.fr")).toContain("https://");
  expect(externalUrlError("https://localhost/")).toContain("invalide");
  expect(externalUrlError("https://bon.fr@evil.example/")).toContain("identifiant");
  expect(externalUrlError("https://evil.example\\@bon.fr/")).toContain("invalide");
  expect(linkTargetError("javascript:alert(1)", "autre")).toBe("autre");
});

test("image references render only médiathèque images and the site's illustrations", () => {
  const key = `${"a".repeat(32)}-1200x630.webp`;
  expect(imageReferenceUrl(`/media/${key}`)).toBe(`/media/${key}`);
  expect(imageReferenceUrl("/images/articles/forage.svg")).toBe("/images/articles/forage.svg");
  for (const value of ["/media/../admin/logout", `/media/${"a".repeat(32)}.pdf`, "/images/articles/../../admin", "https://evil.example/a.png", "", null]) {
    expect(imageReferenceUrl(value), String(value)).toBeNull();
  }
});
