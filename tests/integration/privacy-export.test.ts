import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { privacyExports, privacyRequests } from "~/db/schema";
import { zip } from "~/lib/files/zip";
import { createPersonExport, downloadExport, purgeExports } from "~/lib/privacy/export.server";
import { emailHash } from "~/lib/privacy/hash.server";
import { EXPORT_RETENTION_DAYS } from "~/lib/privacy/retention";
import { personEmail, seedPerson } from "../factories/person";
import { createStaff } from "../factories/staff";
import { db } from "../helpers";
import { readZip } from "../zip-reader";

const DAY = 86400_000;

test("the archive's entries keep their order, UTF-8 names, Paris times and CRC-32 checksums (the standard check value); an empty archive is valid; two files with one name are refused", () => {
  expect(readZip(zip([]))).toEqual([]);
  const winter = new Date("2026-01-15T09:30:10Z");
  const archive = zip(
    [
      { path: "LISEZMOI.txt", bytes: new TextEncoder().encode("123456789") },
      { path: "données/é.txt", bytes: new TextEncoder().encode("Étude G2"), modified: new Date("2026-07-01T22:15:00Z") },
    ],
    winter,
  );
  const entries = readZip(archive);
  expect(entries.map((e) => [e.path, e.text()])).toEqual([
    ["LISEZMOI.txt", "123456789"],
    ["données/é.txt", "Étude G2"],
  ]);
  // The central directory: stored, UTF-8 flag, the CRC-32 of "123456789", MS-DOS time in Paris (10:30:10, then 00:15 the next day).
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  const central = view.getUint32(archive.byteLength - 22 + 16, true);
  expect(view.getUint32(central + 16, true)).toBe(0xcbf43926);
  expect(view.getUint16(central + 10, true)).toBe(0);
  const dosTime = (at: number) => {
    const [time, day] = [view.getUint16(at + 12, true), view.getUint16(at + 14, true)];
    return `${(day >> 9) + 1980}-${(day >> 5) & 15}-${day & 31} ${time >> 11}:${(time >> 5) & 63}:${(time & 31) * 2}`;
  };
  expect(dosTime(central)).toBe("2026-1-15 10:30:10");
  const second = central + 46 + "LISEZMOI.txt".length;
  expect(view.getUint16(second + 8, true) & 0x0800).toBe(0x0800);
  expect(dosTime(second)).toBe("2026-7-2 0:15:0");
  expect(() =>
    zip([
      { path: "a.txt", bytes: new Uint8Array(1) },
      { path: "a.txt", bytes: new Uint8Array(2) },
    ]),
  ).toThrow("même nom : a.txt");
});

test("the export is a ZIP with LISEZMOI.txt, one JSON file per kind in French, the attached file and the PDFs; it is kept in R2 and journaled", async () => {
  const staff = await createStaff("super_admin");
  const email = personEmail();
  const person = await seedPerson(email);
  const result = await createPersonExport({ db: db(), bucket: env.ATTACHMENTS }, staff, { email });
  expect(result).toMatchObject({ ok: true, records: expect.any(Number), files: 3 });

  const [row] = await db().select().from(privacyExports).where(eq(privacyExports.id, result.id));
  expect(row.r2Key).toMatch(new RegExp(`^privacy-exports/${result.id}/donnees-personnelles-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
  expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(EXPORT_RETENTION_DAYS * DAY);
  const object = await env.ATTACHMENTS.get(row.r2Key);
  const entries = readZip(new Uint8Array(await (object as R2ObjectBody).arrayBuffer()));
  const paths = entries.map((e) => e.path);
  expect(paths[0]).toBe("LISEZMOI.txt");
  expect(paths).toEqual(
    expect.arrayContaining([
      "donnees/01-demandes-de-contact.json",
      "donnees/02-pieces-jointes-des-demandes-de-contact.json",
      "donnees/03-estimations-du-simulateur.json",
      `pieces-jointes/demande-${person.contact.id}/${person.attachment.id}-plan du terrain.pdf`,
      `documents/estimation-${person.simulation.devisNumber}.pdf`,
      `documents/mon-terrain-${person.terrain.id}.pdf`,
    ]),
  );
  // The attachment is the very file; the PDFs are PDFs.
  expect(entries.find((e) => e.path.startsWith("pieces-jointes/"))?.text()).toBe("%PDF-1.4 plan du terrain");
  for (const e of entries.filter((x) => x.path.startsWith("documents/"))) expect(e.text().slice(0, 5)).toBe("%PDF-");

  // French labels and values, never a stored code.
  const contacts = JSON.parse(entries.find((e) => e.path === "donnees/01-demandes-de-contact.json")?.text() ?? "{}");
  expect(contacts.type).toBe("Demandes de contact");
  expect(contacts.enregistrements[0]).toMatchObject({ "E-mail": person.contact.email, Métier: "Particulier", Objet: "Étude géotechnique G1", Statut: "Nouveau" });
  const newsletter = JSON.parse(entries.find((e) => e.path.endsWith("abonnement-a-la-newsletter.json"))?.text() ?? "{}");
  expect(newsletter.enregistrements[0]).toMatchObject({ État: "Confirmé", "Inscription depuis": "Page Actualités" });
  const all = entries.filter((e) => e.path.endsWith(".json")).map((e) => e.text());
  for (const code of ['"nouveau"', '"particulier"', '"etude_geotechnique_g1"', '"confirmed"', '"construction_neuve"', '"simulation-recap"']) {
    expect(
      all.some((text) => text.includes(code)),
      code,
    ).toBe(false);
  }

  // LISEZMOI explains every file it lists.
  const readme = entries[0].text();
  for (const path of paths.slice(1)) expect(readme, path).toContain(`- ${path} : `);
  expect(readme).toContain("anonyme par conception");
  expect(readme).toContain(email);

  // The register: an access request, acted on (the answer is still to send); the journal: ids and counts only.
  const [request] = await db()
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.emailHash, await emailHash(email)));
  expect(request).toMatchObject({ type: "acces", handledBy: staff.id, answeredAt: null });
  expect(request.actedAt).not.toBeNull();
  const journal = await env.DB.prepare("select target_id, details from audit_log where action = 'privacy.export' order by id desc limit 1").first<{
    target_id: string;
    details: string;
  }>();
  expect(journal?.target_id).toBe(result.id);
  expect(journal?.details).not.toContain(email);

  // The download is counted and journaled.
  const download = await downloadExport({ db: db(), bucket: env.ATTACHMENTS }, staff, result.id);
  expect(download?.filename).toMatch(/^donnees-personnelles-\d{4}-\d{2}-\d{2}\.zip$/);
  await download?.object.arrayBuffer();
  expect(await env.DB.prepare("select count(*) as n from audit_log where action = 'privacy.export_download' and target_id = ?").bind(result.id).first("n")).toBe(1);
});

test(`an export is downloadable ${EXPORT_RETENTION_DAYS} days, then the cron deletes its row and its file`, async () => {
  const staff = await createStaff("super_admin");
  const email = personEmail();
  await seedPerson(email);
  const result = await createPersonExport({ db: db(), bucket: env.ATTACHMENTS }, staff, { email });
  const [row] = await db().select().from(privacyExports).where(eq(privacyExports.id, result.id));
  const later = new Date(Date.now() + (EXPORT_RETENTION_DAYS + 1) * DAY);
  expect(await downloadExport({ db: db(), bucket: env.ATTACHMENTS }, staff, result.id, later)).toBeNull();
  expect(await purgeExports({ db: db(), bucket: env.ATTACHMENTS }, new Date(Date.now() + DAY))).toMatchObject({ rows: 0 });
  expect(await env.ATTACHMENTS.head(row.r2Key)).not.toBeNull();
  const purged = await purgeExports({ db: db(), bucket: env.ATTACHMENTS }, later);
  expect(purged.rows).toBeGreaterThanOrEqual(1);
  expect(await env.ATTACHMENTS.head(row.r2Key)).toBeNull();
  expect(await db().select().from(privacyExports).where(eq(privacyExports.id, result.id))).toEqual([]);
});
