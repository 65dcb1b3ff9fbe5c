import { beforeAll, expect, test } from "vitest";
import { buildSettings, publicSettings, settingDefinitions } from "~/lib/settings/definitions";
import { seedDatabase } from "../../seed";
import { db, request } from "../helpers";
import { setSetting } from "./forms-helpers";

const WEBHOOK = "https://hook.eu1.make.com/secret-7f3a9c2e41";
const NOTIFICATION = "equipe-interne-91b2@lutetia.example";
const FROM = "expediteur-prive-55c1@lutetia.example";

beforeAll(async () => {
  await seedDatabase(db());
  await setSetting("integrations", "webhook_url", WEBHOOK);
  await setSetting("contact", "notification_email", NOTIFICATION);
  await setSetting("contact", "from_email", FROM);
});

const PUBLIC_PATHS = [
  "/",
  "/contact",
  "/cgv",
  "/mentions-legales",
  "/politique-confidentialite",
  "/a-propos",
  "/services",
  "/services/etudes-geotechniques",
  "/actualites",
  "/actualites/loi-elan-etude-geotechnique-vente-terrain",
  "/simulateur",
  "/regions/normandie",
  "/villes/rouen",
  "/sitemap",
  "/search?q=argiles",
  "/newsletter",
  "/une-page-qui-n-existe-pas",
  "/actualites/rss.xml",
  "/_root.data",
  "/contact.data",
  "/cgv.data",
];

test.each(PUBLIC_PATHS)("%s shows no private setting", async (path) => {
  const res = await request(path);
  expect(res.status).toBeLessThan(500);
  const body = await res.text();
  expect(body).not.toContain(WEBHOOK);
  expect(body).not.toContain("secret-7f3a9c2e41");
  expect(body).not.toContain(NOTIFICATION);
  expect(body).not.toContain(FROM);
  expect(body).not.toContain("webhook_url");
  expect(body).not.toContain("notification_email");
});

test("public pages still show the public company facts", async () => {
  await setSetting("contact", "phone", "01 23 45 67 89");
  const home = await (await request("/")).text();
  expect(home).toContain("01 23 45 67 89");
  const root = await (await request("/_root.data")).text();
  expect(root).toContain("01 23 45 67 89");
  expect(root).toContain("privacy_email");
});

test("the public projection keeps exactly the definitions marked public", () => {
  const all = buildSettings([]);
  const visible = publicSettings(all) as Record<string, Record<string, string>>;
  for (const [section, keys] of Object.entries(settingDefinitions)) {
    for (const [key, def] of Object.entries(keys)) {
      const isPublic = "public" in def && def.public === true;
      expect(visible[section]?.[key] !== undefined, `${section}.${key}`).toBe(isPublic);
    }
  }
  expect(visible.integrations).toBeUndefined();
  expect(visible.contact.notification_email).toBeUndefined();
  expect(visible.contact.from_email).toBeUndefined();
  expect(visible.contact.email).toBe(all.contact.email);
});

test("a CMS placeholder naming a private setting is not filled in", async () => {
  const { fillPlaceholders } = await import("~/lib/settings/placeholders");
  const settings = publicSettings({ ...buildSettings([]), contact: { ...buildSettings([]).contact, notification_email: NOTIFICATION } });
  expect(fillPlaceholders("Écrivez à {{contact.notification_email}} ou {{contact.email}}", settings)).toBe(
    `Écrivez à {{contact.notification_email}} ou ${buildSettings([]).contact.email}`,
  );
});
