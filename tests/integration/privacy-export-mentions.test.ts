// A note in someone else's file that merely cites the person's address is theirs to see only
// as that mention: the export gives the sentence that cites it, and says the rest belongs to
// another person's file. docs/decisions/729-privacy-search-boundaries.md
import { env } from "cloudflare:test";
import { expect, test } from "vitest";
import { leadEvents } from "~/db/schema";
import { createPersonExport, MENTION_ONLY_NOTE, mentionSentences } from "~/lib/privacy/export.server";
import { createContactRequest } from "../factories/leads";
import { personEmail } from "../factories/person";
import { createStaff } from "../factories/staff";
import { db } from "../helpers";
import { readZip } from "../zip-reader";

test("Carole's export holds the sentence of Bernard's note that cites her address, not Bernard's phone nor his situation", async () => {
  const carole = personEmail("carole.roux");
  const bernard = await createContactRequest({ fullName: "Bernard Tiers", email: `bernard-${crypto.randomUUID().slice(0, 6)}@example.fr` });
  await db()
    .insert(leadEvents)
    .values({ kind: "contact", leadId: bernard.id, type: "note", body: `Bernard Tiers, 06 71 22 33 44, divorce en cours ; son notaire : ${carole}. Rappeler après le 15.` });
  const admin = await createStaff("super_admin");
  const result = await createPersonExport({ db: db(), bucket: env.ATTACHMENTS }, admin, { email: carole });
  const key = await env.DB.prepare("select r2_key as k from privacy_exports where id = ?").bind(result.id).first<string>("k");
  const entries = readZip(new Uint8Array(await ((await env.ATTACHMENTS.get(key ?? "")) as R2ObjectBody).arrayBuffer()));
  const notes = entries.find((e) => e.path.endsWith("notes-et-reponses-de-l-equipe.json"));
  expect(notes, entries.map((e) => e.path).join(", ")).toBeDefined();
  const file = JSON.parse(notes?.text() ?? "{}");
  expect(file.enregistrements).toHaveLength(1);
  expect(file.enregistrements[0]["Mention de votre adresse"]).toBe(`son notaire : ${carole}.`);
  expect(file.enregistrements[0].Remarque).toBe(MENTION_ONLY_NOTE);
  const all = entries.map((e) => e.text()).join("\n");
  for (const other of ["06 71 22 33 44", "divorce", "Bernard Tiers", "Rappeler après le 15"]) expect(all, other).not.toContain(other);
});

test("the sentences kept are those citing the address exactly, on any line", () => {
  const text = "Premier contact par téléphone.\nVoir aussi carole@example.fr pour le lot 3 ! Pas acarole@example.fr ni carole@example.fr.evil.";
  expect(mentionSentences(text, "carole@example.fr")).toEqual(["Voir aussi carole@example.fr pour le lot 3 !"]);
});
