// The personal link and the signed places are signed with keys derived for their purpose,
// never with JWT_SECRET itself (the session key). docs/decisions/728-one-key-per-purpose.md
import { createHmac } from "node:crypto";
import { expect, test } from "vitest";
import { privacyLinkToken, readPrivacyLinkToken } from "~/lib/privacy/link.server";
import { signPlace, verifyPlace } from "~/lib/terrain/place-token.server";
import { jwtSecret } from "../factories/staff";

const b64url = (bytes: Buffer) => bytes.toString("base64").replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

test("a visitor's personal link is not signed with the session key, and a link signed with it opens nothing", async () => {
  const address = "carole.martin@example.fr";
  const token = await privacyLinkToken(jwtSecret(), address);
  const [payload, mac] = token.split(".");
  const withSessionKey = b64url(createHmac("sha256", jwtSecret()).update(`lutetia-privacy-link:v1:${address}`).digest());
  expect(mac).not.toBe(withSessionKey);
  expect(await readPrivacyLinkToken(jwtSecret(), token)).toBe(address);
  expect(await readPrivacyLinkToken(jwtSecret(), `${payload}.${withSessionKey}`)).toBeNull();
});

test("a place /mon-terrain signs is not signed with the session key nor a key spelled from it", async () => {
  const place = { label: "12 Rue des Lilas 77100 Meaux", street: "12 Rue des Lilas", lat: 48.96, lon: 2.88, citycode: "77284", city: "Meaux", postcode: "77100" };
  const now = Date.UTC(2026, 10, 26, 10);
  const token = await signPlace(jwtSecret(), place, { now });
  const [payload, mac] = token.split(".");
  for (const weak of [jwtSecret(), `terrain-place:${jwtSecret()}`]) {
    const forged = b64url(createHmac("sha256", weak).update(payload).digest());
    expect(mac).not.toBe(forged);
  }
  // Signed with the session key itself: refused.
  expect(await verifyPlace(jwtSecret(), `${payload}.${b64url(createHmac("sha256", jwtSecret()).update(payload).digest())}`, now)).toBeNull();
  // A lookup link kept with a simulation before the change (the former per-purpose key) still opens.
  expect(await verifyPlace(jwtSecret(), `${payload}.${b64url(createHmac("sha256", `terrain-place:${jwtSecret()}`).update(payload).digest())}`, now)).toEqual(place);
  expect(await verifyPlace(jwtSecret(), token, now)).toEqual(place);
});
