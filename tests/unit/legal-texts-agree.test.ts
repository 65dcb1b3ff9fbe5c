// The seeded legal pages say how a devis is accepted and how long it is valid as the devis
// itself says it (app/lib/devis/texts.ts, docs/decisions/622-devis-signature-proof.md): a client
// never reads two different rules on the site and on the document they sign.
import { expect, test } from "vitest";
import { devis } from "~/db/schema";
import { pages } from "../../seed/data/pages";

const bodyOf = (slug: string) => pages.find((page) => page.slug === slug)?.content ?? "";

test("the CGV and the mentions légales accept a devis online or signed on paper, as the devis does, and its default validity is the CGV's", () => {
  for (const slug of ["cgv", "mentions-legales"]) {
    const body = bodyOf(slug);
    expect(body, slug).toContain("lien personnel reçu par e-mail");
    expect(body, slug).toContain("articles 1366 et 1367 du Code civil");
    expect(body, slug).toContain("« Bon pour accord »");
    expect(body, slug).not.toMatch(/retourné signé avec la mention/);
  }
  expect(bodyOf("cgv")).toContain("(**deux mois** sauf mention contraire)");
  expect(devis.validityMonths.default).toBe(2);
});
