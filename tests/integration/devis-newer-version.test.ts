// The page of a replaced devis offers the newer version's link only to the address that got
// it: a version sent to someone else is never shown nor reachable from the old link.
// docs/decisions/725-newer-version-same-recipient.md
import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { reviseDevis, saveDevisDraft, getDevis } from "~/lib/devis/devis.server";
import { sendDevis } from "~/lib/devis/send.server";
import { createDb } from "~/db/client.server";
import { seedDatabase } from "../../seed";
import { completeInput, editor, fillLegalFacts, linkTokenOf, sendDeps, sentDevis } from "../factories/devis";
import { db, request } from "../helpers";

let staff: Awaited<ReturnType<typeof editor>>;

beforeAll(async () => {
  await seedDatabase(db());
  await fillLegalFacts();
  staff = await editor();
});

const html = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

/** Sends indice A to `first`, revises it with the client's e-mail and phone set to `second`'s, sends indice B. */
async function revisedTo(first: string, second: { email: string; phone: string }) {
  const a = await sentDevis(staff, { clientEmail: first });
  const revised = await reviseDevis({ db: createDb(env.DB), bucket: env.ATTACHMENTS }, staff, a.id);
  if (!revised.ok) throw new Error("révision refusée");
  const draft = await getDevis(createDb(env.DB), revised.id);
  const saved = await saveDevisDraft(
    createDb(env.DB),
    staff,
    revised.id,
    draft!.version,
    completeInput({ ownerId: staff.id, clientEmail: second.email, clientPhone: second.phone }),
  );
  if (!saved.ok) throw new Error(`indice B non enregistré : ${JSON.stringify(saved)}`);
  const sent = await sendDevis(sendDeps(), staff, revised.id, saved.version);
  if (!sent.ok) throw new Error(`indice B non envoyé : ${JSON.stringify(sent)}`);
  return { a, tokenB: await linkTokenOf(revised.id) };
}

test("a client opening an old link of a devis whose new version went to someone else reads that a new version was sent to its recipient, and nothing of it", async () => {
  const { a, tokenB } = await revisedTo("alice.durand@example.fr", { email: "bob.lefort@example.com", phone: "06 98 76 54 32" });
  const res = await request(`/devis/${a.token}`);
  expect(res.status).toBe(410);
  const body = await html(res);
  expect(body).toContain("Une nouvelle version de ce devis a été envoyée à son destinataire.");
  expect(body).not.toContain(tokenB);
  expect(body).not.toContain("Voir la nouvelle version du devis");
  expect(body).not.toContain("bob.lefort@example.com");
  expect(body).not.toContain("06 98 76 54 32");
  expect(body).not.toContain("vous a été envoyée");
});

test("a client opening an old link of a devis whose new version went to them (whatever the case of the address) gets the link to it", async () => {
  const { a, tokenB } = await revisedTo("claire.petit@example.fr", { email: "Claire.Petit@Example.FR", phone: "06 11 22 33 44" });
  const body = await html(await request(`/devis/${a.token}`));
  expect(body).toContain("Une version plus récente de ce devis vous a été envoyée");
  expect(body).toContain(`/devis/${tokenB}`);
  expect(body).toContain("Voir la nouvelle version du devis");
});
