import { describe, expect, test } from "vitest";
import { safeRedirect } from "~/lib/auth/redirect";
import { createStaff, randomIp, sessionCookieHeader } from "../factories/staff";
import { request } from "../helpers";
import { OPEN_REDIRECT_PAYLOADS as PAYLOADS } from "../request-guards";

const ORIGIN = "http://localhost";

/** A Location a browser resolves to this site, and nothing a browser could rewrite. */
function expectSameSitePath(location: string | null) {
  expect(location).toBeTruthy();
  const value = location ?? "";
  expect(value.startsWith("/")).toBe(true);
  expect(value.startsWith("//")).toBe(false);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the redirect must carry no control character.
  expect(value).not.toMatch(/[\\\u0000-\u001f]/);
  expect(new URL(value, ORIGIN).origin).toBe(ORIGIN);
  expect(value).not.toContain("x.example");
}

describe("safeRedirect", () => {
  test.each(PAYLOADS)("refuses %j and falls back to /admin", (payload) => {
    expect(safeRedirect(payload)).toBe("/admin");
  });

  test("keeps an ordinary same-site path, normalised", () => {
    expect(safeRedirect("/admin/demandes?status=nouveau#liste")).toBe("/admin/demandes?status=nouveau#liste");
    expect(safeRedirect("/admin/./users/../profile")).toBe("/admin/profile");
    expect(safeRedirect("/actualites/loi-elan")).toBe("/actualites/loi-elan");
  });
});

test.each(PAYLOADS)("a signed-in user opening /admin/login?redirectTo=%j stays on the site", async (payload) => {
  const staff = await createStaff("contributor");
  const res = await request(`/admin/login?redirectTo=${encodeURIComponent(payload)}`, { headers: { cookie: await sessionCookieHeader(staff) } });
  expect(res.status).toBe(302);
  expectSameSitePath(res.headers.get("location"));
  expect(res.headers.get("location")).toBe("/admin");
});

test.each(PAYLOADS)("signing in with redirectTo=%j stays on the site", async (payload) => {
  const staff = await createStaff("contributor");
  const res = await request("/admin/login", {
    method: "POST",
    body: new URLSearchParams({ email: staff.email, password: staff.password, redirectTo: payload }),
    headers: { "cf-connecting-ip": randomIp() },
  });
  expect(res.status).toBe(302);
  expectSameSitePath(res.headers.get("location"));
  expect(res.headers.get("location")).toBe("/admin");
});

test("the login page never writes a foreign return path into its form", async () => {
  const res = await request(`/admin/login?redirectTo=${encodeURIComponent("/..//x.example")}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('<input type="hidden" name="redirectTo" value="/admin"/>');
});
