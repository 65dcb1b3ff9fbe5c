import { expect, test } from "vitest";
import { riskSentence, TERRAIN_UNAVAILABLE } from "~/lib/terrain/schema";
import type { TerrainRisks } from "~/db/types";

const ok = (value: unknown) => ({ status: "ok", value, fetchedAt: "2026-11-26T10:00:00.000Z" });
const risks = (over: Partial<Record<keyof TerrainRisks, unknown>>) =>
  ({
    clay: ok({ code: 1 }),
    seismic: ok({ zone: 1 }),
    radon: ok({ potential: 1 }),
    cavities: ok({ count: 0 }),
    movements: ok({ count: 0 }),
    catnat: ok({ count: 0, recent: [] }),
    ...over,
  }) as TerrainRisks;

test("each seismic zone says what it means for a house", () => {
  expect(riskSentence("seismic", risks({}))).toContain("aucune règle parasismique");
  expect(riskSentence("seismic", risks({ seismic: ok({ zone: 2 }) }))).toContain("pas à une maison individuelle");
  expect(riskSentence("seismic", risks({ seismic: ok({ zone: 3 }) }))).toMatch(
    /^Zone de sismicité 3 \(modérée\) : une maison individuelle doit y respecter les règles parasismiques/,
  );
  expect(riskSentence("seismic", risks({ seismic: ok({ zone: 5 }) }))).toMatch(/^Zone de sismicité 5 \(forte\)/);
});

test("radon, cavities, movements and decrees: one sentence each, plural when needed, 'indisponible' when unread", () => {
  expect(riskSentence("radon", risks({ radon: ok({ potential: 3 }) }))).toContain("Potentiel radon significatif (catégorie 3)");
  expect(riskSentence("cavities", risks({ cavities: ok({ count: 1 }) }))).toContain("1 cavité souterraine recensée à moins de 500 m");
  expect(riskSentence("movements", risks({ movements: ok({ count: 3 }) }))).toContain("3 mouvements de terrain recensés");
  expect(riskSentence("catnat", risks({ catnat: ok({ count: 1, recent: [] }) }))).toContain("1 arrêté de catastrophe naturelle");
  expect(riskSentence("radon", risks({ radon: { status: "unavailable" } }))).toBe(TERRAIN_UNAVAILABLE);
});
