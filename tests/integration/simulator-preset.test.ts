import { beforeAll, expect, test } from "vitest";
import { presetFromUrl } from "~/lib/simulator/wizard.server";
import { simulatorServices as catalogue } from "../../seed/data/simulator";
import { request } from "../helpers";
import { formData, html, postForm, seedCatalogue, SIMULATOR_CONTACT, SIMULATOR_PROJECT, wizardToken } from "./forms-helpers";

beforeAll(seedCatalogue);

/** Opens the simulator at `path`, then validates steps 1 and 2: the page of step 3. */
async function stepThree(path: string, project: Record<string, string> = SIMULATOR_PROJECT) {
  const start = await request(path);
  expect(start.status).toBe(200);
  const one = await html(await postForm("/simulateur", formData({ ...SIMULATOR_CONTACT, intent: "contact", state: wizardToken(await html(start)) })));
  const two = await html(await postForm("/simulateur", formData({ ...project, intent: "project", state: wizardToken(one) })));
  expect(two).toContain("Étape 3/4");
  return two;
}

/** The ids of the ticked services of step 3. */
function ticked(page: string) {
  return [...page.matchAll(/<input id="service-([^"]+)"[^>]*>/g)].filter((m) => /\schecked=""/.test(m[0])).map((m) => m[1]);
}

test("a service page's slug or a catalogue id presets services; unknown values are ignored", () => {
  const url = (query: string) => new URL(`https://x.test/simulateur?${query}`);
  expect(presetFromUrl(url("service=etudes-hydrauliques"), catalogue)).toEqual({ services: ["etude-hydraulique"] });
  expect(presetFromUrl(url("service=etudes-geotechniques"), catalogue)).toEqual({ services: ["g1-es", "g1-pgc", "g2-avp", "g2-pro"] });
  expect(presetFromUrl(url("service=g5&service=argiles"), catalogue)).toEqual({ services: ["g5", "argiles"] });
  expect(presetFromUrl(url("nature=vente_terrain"), catalogue)).toEqual({ nature: "vente_terrain" });
  expect(presetFromUrl(url("service=inconnu&nature=chateau"), catalogue)).toEqual({});
  expect(presetFromUrl(url(""), catalogue)).toEqual({});
});

// A new house: G2 AVP + PRO are mandatory, the G1 recommended (docs/decisions/600). A preset
// replaces the recommendations: the visitor came for that service.
const NEW_HOUSE_DEFAULT = ["g2-avp", "g2-pro", "g1-es", "g1-pgc"];

test("?service= ticks that service in step 3, beside the mandatory ones", async () => {
  expect(ticked(await stepThree("/simulateur"))).toEqual(NEW_HOUSE_DEFAULT);
  expect(ticked(await stepThree("/simulateur?service=etudes-hydrauliques"))).toEqual(["g2-avp", "g2-pro", "etude-hydraulique"]);
  expect(ticked(await stepThree("/simulateur?service=g1-pgc"))).toEqual(["g2-avp", "g2-pro", "g1-pgc"]);
});

test("an unknown ?service= is ignored: the simulator opens as usual", async () => {
  expect(ticked(await stepThree("/simulateur?service=inexistant"))).toEqual(NEW_HOUSE_DEFAULT);
  expect(ticked(await stepThree(`/simulateur?service=${"x".repeat(300)}&service=&nature=`))).toEqual(NEW_HOUSE_DEFAULT);
});

test("?nature= preselects the project's nature in step 2", async () => {
  const start = await html(await request("/simulateur?nature=vente_terrain"));
  const step2 = await html(await postForm("/simulateur", formData({ ...SIMULATOR_CONTACT, intent: "contact", state: wizardToken(start) })));
  expect(step2).toContain("Étape 2/4");
  expect(step2).toMatch(/<option value="vente_terrain" selected="">Vente de terrain<\/option>/);
  const plain = await html(await postForm("/simulateur", formData({ ...SIMULATOR_CONTACT, intent: "contact", state: wizardToken(await html(await request("/simulateur"))) })));
  expect(plain).not.toMatch(/<option value="vente_terrain" selected="">/);
});
