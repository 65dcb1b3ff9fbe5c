import { expect, test } from "vitest";
import { matchAdminRoute } from "~/lib/auth/permissions";
import { createStaff, sessionCookieHeader } from "../factories/staff";
import { request } from "../helpers";
import { MALFORMED_ADMIN_PATHS as MALFORMED } from "../request-guards";

test.each(MALFORMED)("a signed-in user opening %s is sent to /admin like on any unknown admin path", async (path) => {
  const cookie = await sessionCookieHeader(await createStaff("super_admin"));
  const unknown = await request("/admin/chemin-inconnu", { headers: { cookie } });
  const malformed = await request(path, { headers: { cookie } });
  expect(unknown.status).toBe(302);
  expect(unknown.headers.get("location")).toBe("/admin");
  expect(malformed.status).toBe(unknown.status);
  expect(malformed.headers.get("location")).toBe(unknown.headers.get("location"));
});

test.each(MALFORMED)("a visitor opening %s gets the answer of an unknown admin path, not a 500", async (path) => {
  const unknown = await request("/admin/chemin-inconnu");
  const malformed = await request(path);
  expect(malformed.status).toBe(unknown.status);
  expect(malformed.status).toBeLessThan(500);
  expect(malformed.headers.get("location")).toBe(unknown.headers.get("location"));
});

test("the access table treats a malformed admin path as the unknown-path fallback", () => {
  expect(matchAdminRoute("/admin/blog/edit/%E0")?.key).toBe("fallback");
  expect(matchAdminRoute("/admin/blog/edit/42")?.params).toEqual({ id: "42" });
});
