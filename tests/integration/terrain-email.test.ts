import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { emailOutbox, terrainRequests } from "~/db/schema";
import { resolveMailAttachment } from "~/lib/attachments/registry.server";
import { parseEnv } from "~/lib/env.server";
import { storeTerrainRequest } from "~/lib/terrain/report.server";
import { terrainMessages } from "~/lib/terrain/schema";
import type { TerrainRisks } from "~/db/types";
import { db } from "../helpers";
import { signedPlace, stubUpstreams } from "../terrain-upstream";
import { esc, formData, html, postForm } from "./forms-helpers";
import { jwtSecret } from "../factories/staff";

let n = 0;
/** The e-mail form's fields for a place the server signed, each at its own point. */
async function place() {
  n += 1;
  return { lieu: await signedPlace({ lat: Number((47 + n / 1000).toFixed(6)), lon: Number((2.5 + n / 1000).toFixed(6)) }) };
}

const rows = (email: string) => db().select().from(terrainRequests).where(eq(terrainRequests.email, email));

test("'Recevoir ce résultat par e-mail' stores the request with the address and the risks, then queues the e-mail with its PDF", async () => {
  stubUpstreams();
  const email = `terrain-${crypto.randomUUID()}@example.fr`;
  const res = await postForm("/mon-terrain", formData({ intent: "email", ...(await place()), email, consent: "on" }));
  expect(res.status).toBe(200);
  expect(await html(res)).toContain(esc(terrainMessages.emailSent));
  const [stored] = await rows(email);
  expect(stored).toMatchObject({ address: "12 Rue de la Mare 93100 Montreuil", cityCode: "93048", status: "nouveau" });
  expect(stored.risks.clay).toMatchObject({ status: "ok", value: { code: 2 } });
  expect(stored.consentAt).toBeInstanceOf(Date);
  const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.relatedId, stored.id));
  expect(mail).toMatchObject({ type: "terrain-result", relatedType: "terrain" });
  expect(mail.to).toEqual([{ email }]);
  expect(mail.text).toContain("Pour vendre ce terrain constructible, une étude géotechnique préalable (G1) est obligatoire");
  expect(mail.attachments).toEqual([{ kind: "terrain-pdf", terrainRequestId: stored.id, filename: `mon-terrain-${stored.id}.pdf` }]);
  const pdf = await resolveMailAttachment({ db: db(), env: parseEnv(env) }, mail.attachments[0]);
  expect(new TextDecoder().decode(pdf.content.slice(0, 5))).toBe("%PDF-");
});

test("without consent or with a bad e-mail, nothing is stored and the errors are in French", async () => {
  stubUpstreams();
  const email = `sans-consentement-${crypto.randomUUID()}@example.fr`;
  const res = await postForm("/mon-terrain", formData({ intent: "email", ...(await place()), email }));
  expect(res.status).toBe(400);
  const page = await html(res);
  expect(page).toContain(esc(terrainMessages.consent));
  // The result stays on the page, with what was typed.
  expect(page).toContain(`value="${email}"`);
  expect(page).toContain("Résultat pour 12 Rue de la Mare 93100 Montreuil");
  expect(await rows(email)).toEqual([]);
  const bad = await html(await postForm("/mon-terrain", formData({ intent: "email", ...(await place()), email: "pas-un-email", consent: "on" })));
  expect(bad).toContain(esc(terrainMessages.email));
  expect(await rows("pas-un-email")).toEqual([]);
});

test("the request is stored before the e-mail is queued: a queue outage loses nothing", async () => {
  const email = `file-en-panne-${crypto.randomUUID()}@example.fr`;
  const queue = { send: async () => Promise.reject(new Error("file indisponible")) } as unknown as Queue;
  const ok = (value: unknown) => ({ status: "ok", value, fetchedAt: "2026-11-26T10:00:00.000Z" });
  const risks = {
    clay: ok({ code: 3 }),
    seismic: ok({ zone: 1 }),
    radon: { status: "unavailable" },
    cavities: ok({ count: 0 }),
    movements: ok({ count: 0 }),
    catnat: ok({ count: 0, recent: [] }),
  } as TerrainRisks;
  const outcome = await storeTerrainRequest(
    { db: db(), queue, origin: "https://x.test", secret: jwtSecret() },
    { email, consentAt: new Date(), address: "1 Rue Test 75001 Paris", latitude: 48.86, longitude: 2.34, cityCode: "75101", city: "Paris", postcode: "75001", risks },
  );
  expect(outcome.email).toBe("queued");
  const [stored] = await rows(email);
  expect(stored.id).toBe(outcome.id);
  const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.relatedId, stored.id));
  // Still queued, the outage recorded: the 10-minute recovery sends it again.
  expect(mail.status).toBe("queued");
  expect(mail.lastError).toContain("File d'attente indisponible");
});
