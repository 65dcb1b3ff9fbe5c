// Helpers shared by the public-form tests (contact, simulator, newsletter, mail).
import { env } from "cloudflare:test";
import { simulatorServices } from "~/db/schema";
import { simulatorServices as catalogue } from "../../seed/data/simulator";
import { contentChanged, db, request } from "../helpers";

let ipCounter = 0;
/** A fresh client IP per call: every test has its own rate-limit bucket. */
export function uniqueIp() {
  ipCounter += 1;
  return `198.51.${Math.floor(Math.random() * 200)}.${ipCounter % 250}`;
}

export function postForm(path: string, body: FormData, ip = uniqueIp()) {
  return request(path, { method: "POST", body, headers: { "cf-connecting-ip": ip, "user-agent": "vitest" } });
}

export function formData(fields: Record<string, string | Array<string>>, files: Array<File> = []) {
  const fd = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) fd.append(name, v);
  }
  for (const file of files) fd.append("files", file);
  return fd;
}

/** The text of an HTML response with React's comment separators removed. */
export async function html(response: Response) {
  return (await response.text()).replaceAll("<!-- -->", "");
}

/** The signed wizard state of a simulator page (the hidden `state` field). */
export function wizardToken(page: string) {
  const match = page.match(/name="state" value="([^"]+)"/);
  if (!match) throw new Error("pas de jeton d'état dans la page");
  return match[1];
}

/** Posts one step of the simulator and returns the page and the next token ("" on the last page). */
export async function wizardStep(intent: string, token: string, fields: Record<string, string | Array<string>> = {}, ip = uniqueIp()) {
  const res = await postForm("/simulateur", formData({ ...fields, intent, state: token }), ip);
  const page = await html(res);
  return { status: res.status, page, token: page.includes('name="state"') ? wizardToken(page) : "" };
}

/** Escapes a message the way React writes it in HTML. */
export function esc(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

export const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0xe2, 0xe3]);
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

export function pdfFile(name = "plan.pdf", size = PDF_BYTES.length) {
  const bytes = new Uint8Array(size);
  bytes.set(PDF_BYTES);
  return new File([bytes], name, { type: "application/pdf" });
}

export function pngFile(name = "photo.png") {
  return new File([PNG_BYTES], name, { type: "image/png" });
}

export async function count(table: string, where = "1 = 1", ...params: Array<unknown>) {
  const row = await env.DB.prepare(`select count(*) as n from ${table} where ${where}`)
    .bind(...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export async function seedCatalogue() {
  // One row per statement: D1 binds at most 100 values per query.
  const [first, ...rest] = catalogue.map((s, index) =>
    db()
      .insert(simulatorServices)
      .values({ ...s, displayOrder: index + 1 })
      .onConflictDoNothing(),
  );
  await db().batch([first, ...rest]);
}

export async function setSetting(section: string, key: string, value: string) {
  await env.DB.prepare("insert into settings (section, key, value) values (?, ?, ?) on conflict (section, key) do update set value = excluded.value")
    .bind(section, key, value)
    .run();
  await contentChanged();
}

/** A simulator visitor's step-3 contact details and step-2 project (a new house near Paris). */
export const SIMULATOR_CONTACT = { firstName: "Jean", lastName: "Martin", email: "jean.martin@example.fr", phone: "06 12 34 56 78", acceptCGU: "on" };
export const SIMULATOR_PROJECT = {
  projectNature: "construction_neuve",
  constructionType: "maison_individuelle",
  location: "Montreuil (93100)",
  surfaceBatie: "120",
  terrain: "450",
  nombreEtages: "R+1",
  presenceSousSol: "on",
  dateDebutProjet: "3_6_mois",
  accessibiliteSite: "facile",
  description: "Maison à ossature bois",
  typeTerrainConnu: "argileux",
};
