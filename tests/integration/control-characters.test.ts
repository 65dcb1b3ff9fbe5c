import { parseForm } from "~/lib/forms/parse";
import { beforeAll, expect, test } from "vitest";
import { contactSchema } from "~/lib/contact/schema";
import { CONTROL_CHARACTERS_MESSAGE, MULTILINE_CONTROL_CHARACTERS_MESSAGE } from "~/lib/forms/text";
import { newsletterSchema } from "~/lib/newsletter/schema";
import { contactStepSchema, projectStepSchema } from "~/lib/simulator/schema";
import { request } from "../helpers";
import { count, esc, formData, html, postForm, seedCatalogue } from "./forms-helpers";

beforeAll(seedCatalogue);

const CONTROL = ["\r\n", "\n", "\r", "\t", "\u0000", "\u001b", "\u007f", "\u0085", "\u2028"];

const contact = {
  fullName: "Marie Dupont",
  email: "marie.dupont@example.fr",
  phone: "01 23 45 67 89",
  profession: "particulier",
  subject: "demande_devis",
  message: "Bonjour,\r\n\tje souhaite un devis pour une étude G2.",
};
const simulatorContact = { firstName: "Jean", lastName: "Martin", email: "jean.martin@example.fr", phone: "06 12 34 56 78", acceptCGU: "on" };
const project = { projectNature: "construction_neuve", constructionType: "maison_individuelle", location: "Rouen", surfaceBatie: "120", terrain: "450" };

function errorsOf(schema: Parameters<typeof parseForm>[1], fields: Record<string, string>) {
  return parseForm(formData(fields), schema).reply().error ?? {};
}

const codePoints = (c: string) => [...c].map((ch) => `U+${ch.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0")}`).join(" ");

test.each(CONTROL.map((c) => [codePoints(c), c]))("every one-line field of the public forms refuses %s", (_label, c) => {
  for (const field of ["fullName", "email", "phone"] as const) {
    const value = field === "email" ? `marie${c}dupont@example.fr` : `${contact[field]}${c}Bcc: x@evil.example`;
    expect(errorsOf(contactSchema, { ...contact, [field]: value })[field], `contact.${field}`).toContain(CONTROL_CHARACTERS_MESSAGE);
  }
  for (const field of ["firstName", "lastName", "email", "phone"] as const) {
    const value = field === "email" ? `jean${c}martin@example.fr` : `${simulatorContact[field]}${c}X`;
    expect(errorsOf(contactStepSchema, { ...simulatorContact, [field]: value })[field], `simulateur.${field}`).toContain(CONTROL_CHARACTERS_MESSAGE);
  }
  for (const field of ["location", "surfaceBatie", "terrain"] as const) {
    expect(errorsOf(projectStepSchema, { ...project, [field]: `${project[field]}${c}1` })[field], `simulateur.${field}`).toContain(CONTROL_CHARACTERS_MESSAGE);
  }
  expect(errorsOf(newsletterSchema, { email: `a${c}b@example.fr` }).email).toContain(CONTROL_CHARACTERS_MESSAGE);
});

test("messages keep their line breaks and tabs but refuse other control characters", () => {
  expect(parseForm(formData(contact), contactSchema).status).toBe("success");
  expect(errorsOf(contactSchema, { ...contact, message: "Bonjour\u0000 je souhaite un devis" }).message).toContain(MULTILINE_CONTROL_CHARACTERS_MESSAGE);
  expect(errorsOf(projectStepSchema, { ...project, description: "Ligne 1\nLigne 2\u001b[31m" }).description).toContain(MULTILINE_CONTROL_CHARACTERS_MESSAGE);
});

test("a contact request whose name carries a header injection is refused with the French message and not stored", async () => {
  const email = `${crypto.randomUUID().slice(0, 8)}@example.fr`;
  const res = await postForm("/contact", formData({ ...contact, email, fullName: "Marie\r\nBcc: victime@example.org" }));
  expect(res.status).toBe(400);
  expect(await html(res)).toContain(esc(CONTROL_CHARACTERS_MESSAGE));
  expect(await count("contact_requests", "email = ?", email)).toBe(0);
});

test("the simulator refuses a name with a line break at step 1", async () => {
  const start = (await html(await request("/simulateur"))).match(/name="state" value="([^"]+)"/)?.[1] ?? "";
  const res = await postForm("/simulateur", formData({ ...simulatorContact, lastName: "Martin\nSubject: gagné", intent: "contact", state: start }));
  expect(res.status).toBe(400);
  const page = await html(res);
  expect(page).toContain(esc(CONTROL_CHARACTERS_MESSAGE));
  expect(page).toContain("Étape 1/4");
});

test("the newsletter refuses an address with a line break and stores nothing", async () => {
  const email = `${crypto.randomUUID().slice(0, 8)}@example.fr`;
  const res = await postForm("/newsletter", formData({ email: `${email}\r\nBcc: x@evil.example` }));
  expect(res.status).toBe(400);
  expect(await html(res)).toContain(esc(CONTROL_CHARACTERS_MESSAGE));
  expect(await count("newsletter_subscribers", "email like ?", `${email.slice(0, 8)}%`)).toBe(0);
});
