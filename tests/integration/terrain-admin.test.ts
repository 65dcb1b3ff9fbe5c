import { expect, test } from "vitest";
import { terrainRequests } from "~/db/schema";
import type { TerrainRisks } from "~/db/types";
import { createStaff, sessionCookieHeader } from "../factories/staff";
import { db, request } from "../helpers";
import { esc, html } from "./forms-helpers";

const ok = (value: unknown) => ({ status: "ok", value, fetchedAt: "2026-11-20T09:30:00.000Z" });
const risks = {
  clay: ok({ code: 3 }),
  seismic: ok({ zone: 2 }),
  radon: { status: "unavailable" },
  cavities: ok({ count: 1 }),
  movements: ok({ count: 0 }),
  catnat: ok({ count: 4, recent: [] }),
} as TerrainRisks;

test("Demandes → Mon terrain lists each e-mailed result with its address and the risks found, with source and date", async () => {
  await db().insert(terrainRequests).values({
    email: "vendeur@example.fr",
    consentAt: new Date(),
    address: "3 Allée des Tilleuls 77400 Lagny-sur-Marne",
    latitude: 48.87,
    longitude: 2.71,
    cityCode: "77243",
    city: "Lagny-sur-Marne",
    postcode: "77400",
    risks,
  });
  const editor = await createStaff("editor");
  const res = await request("/admin/demandes/terrains", { headers: { cookie: await sessionCookieHeader(editor) } });
  expect(res.status).toBe(200);
  const page = await html(res);
  expect(page).toContain("3 Allée des Tilleuls 77400 Lagny-sur-Marne");
  expect(page).toContain("vendeur@example.fr");
  expect(page).toContain(esc("Ce terrain est situé en zone d'exposition forte au retrait-gonflement des argiles."));
  expect(page).toContain(esc("Zone de sismicité 2 (faible)"));
  expect(page).toContain(esc("1 cavité souterraine recensée à moins de 500 m"));
  expect(page).toContain("Donnée indisponible pour le moment — consultez georisques.gouv.fr");
  expect(page).toContain(esc("Carte d'exposition au retrait-gonflement des argiles (BRGM), via l'API Géorisques, consultée le 20/11/2026"));
  expect(page).toContain('href="/admin/demandes/terrains"');
});

test("an author cannot see the Mon terrain results", async () => {
  const author = await createStaff("author");
  const res = await request("/admin/demandes/terrains", { headers: { cookie: await sessionCookieHeader(author) } });
  expect(res.status).not.toBe(200);
});

test("the daily cron deletes the e-mailed results 3 years after the request, and keeps the newer ones", async () => {
  const { runStatsCron } = await import("~/lib/stats/cron.server");
  const { env } = await import("cloudflare:test");
  const now = new Date("2026-11-26T02:00:00Z");
  const row = (email: string, createdAt: Date) => ({
    email,
    createdAt,
    consentAt: createdAt,
    address: "1 Rue Test 75001 Paris",
    latitude: 48.86,
    longitude: 2.34,
    cityCode: "75101",
    city: "Paris",
    postcode: "75001",
    risks,
  });
  await db()
    .insert(terrainRequests)
    .values([row("ancien@example.fr", new Date("2023-11-20T10:00:00Z")), row("recent@example.fr", new Date("2024-01-10T10:00:00Z"))]);
  const result = await runStatsCron({ db: db(), attachments: env.ATTACHMENTS, queue: env.MAIL_QUEUE, origin: "https://x.test" }, now);
  expect(result.terrainPurged).toBeGreaterThanOrEqual(1);
  const left = (await db().select({ email: terrainRequests.email }).from(terrainRequests)).map((r) => r.email);
  expect(left).not.toContain("ancien@example.fr");
  expect(left).toContain("recent@example.fr");
});
