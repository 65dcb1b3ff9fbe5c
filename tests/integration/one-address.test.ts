// One address (docs/decisions/723): the street, postal code, city and country are the only stored
// address; the footer, /contact, the legal pages ({{contact.address}}), the structured data,
// the devis and the e-mails all read them.
import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { buildSettings, splitAddress } from "~/lib/settings/definitions";
import { addressMergeStatements, seedDatabase } from "../../seed";
import { db, flashOf } from "../helpers";
import { postForm, publicPage, staffCookie } from "./admin-content-helpers";
import { setSetting } from "./forms-helpers";

beforeAll(async () => {
  await seedDatabase(db());
});

async function stored(key: string) {
  return (await env.DB.prepare("select value from settings where section = 'contact' and key = ?").bind(key).first<{ value: string }>())?.value;
}

function organizationAddress(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
  const withAddress = blocks.flatMap((b) => (Array.isArray(b["@graph"]) ? (b["@graph"] as Array<Record<string, unknown>>) : [b])).find((b) => b.address);
  return withAddress?.address as Record<string, unknown> | undefined;
}

test("changing 'Rue' in the settings shows on the footer, the contact page, a legal page and the structured data", async () => {
  const { cookie } = await staffCookie("super_admin");
  const res = await postForm("/admin/settings", cookie, {
    intent: "save-tab",
    tab: "contact",
    "contact.street": "27 rue de la Roquette",
    "contact.zip_code": "75011",
    "contact.city": "Paris",
    "contact.country": "France",
  });
  expect(res.status).toBe(302);
  expect(flashOf(res)?.message).toBe("Paramètre mis à jour");
  const full = "27 rue de la Roquette, 75011 Paris, France";

  const home = (await publicPage("/")).body;
  const footer = /<footer id="pied-de-page"[\s\S]*<\/footer>/.exec(home)?.[0] ?? "";
  expect(footer).toContain(full);
  expect(organizationAddress(home)).toMatchObject({ streetAddress: "27 rue de la Roquette", postalCode: "75011", addressLocality: "Paris" });

  const contact = (await publicPage("/contact")).body.replaceAll("<!-- -->", "");
  expect(contact).toContain(full);
  expect(contact).not.toContain("rue de l&#x27;Exemple");
  expect(contact).not.toContain("rue de l'Exemple");

  expect((await publicPage("/mentions-legales")).body).toContain("27 rue de la Roquette, 75011 Paris, France");
});

test("the full address is no longer a field of its own: saving it is refused and changes nothing", async () => {
  const { cookie } = await staffCookie("super_admin");
  const res = await postForm("/admin/settings", cookie, { intent: "save-field", id: "contact.address", value: "1 place Ailleurs, 69001 Lyon" });
  expect(res.status).toBe(400);
  expect(await stored("address")).toBeUndefined();
  // A stale stored row (written before the merge) is not read either.
  await setSetting("contact", "address", "1 place Ailleurs, 69001 Lyon");
  const settings = buildSettings([
    { section: "contact", key: "address", value: "1 place Ailleurs, 69001 Lyon" },
    { section: "contact", key: "street", value: "5 quai Voltaire" },
  ]);
  expect(settings.contact.address).toBe("5 quai Voltaire, 75011 Paris, France");
  await env.DB.prepare("delete from settings where section = 'contact' and key = 'address'").run();
});

test("the seed copies an address typed in the old field into its parts while the street is still the example, then drops it", async () => {
  await setSetting("contact", "street", "10 rue de l'Exemple");
  await setSetting("contact", "address", "12 avenue Foch, 75116 Paris, France");
  await seedDatabase(db());
  expect(await stored("street")).toBe("12 avenue Foch");
  expect(await stored("zip_code")).toBe("75116");
  expect(await stored("city")).toBe("Paris");
  expect(await stored("country")).toBe("France");
  expect(await stored("address")).toBeUndefined();
  expect((await publicPage("/contact")).body).toContain("12 avenue Foch, 75116 Paris, France");
});

test("the merge never overwrites an edited street, and keeps an old value it cannot read", async () => {
  await setSetting("contact", "street", "3 rue Oberkampf");
  await setSetting("contact", "address", "8 boulevard Ailleurs, 13001 Marseille");
  await db().batch(addressMergeStatements(db()) as never);
  expect(await stored("street")).toBe("3 rue Oberkampf");
  expect(await stored("city")).not.toBe("Marseille");

  await setSetting("contact", "street", "10 rue de l'Exemple");
  await setSetting("contact", "address", "Siège : quelque part à Paris");
  await db().batch(addressMergeStatements(db()) as never);
  expect(await stored("street")).toBe("10 rue de l'Exemple");
  expect(await stored("address")).toBe("Siège : quelque part à Paris");
  await env.DB.prepare("delete from settings where section = 'contact' and key = 'address'").run();
});

test("an address reads back into its parts only in the « street, postal code city[, country] » shape", () => {
  expect(splitAddress("12 avenue Foch, 75116 Paris")).toEqual({ street: "12 avenue Foch", zip_code: "75116", city: "Paris", country: null });
  expect(splitAddress("Paris")).toBeNull();
});
