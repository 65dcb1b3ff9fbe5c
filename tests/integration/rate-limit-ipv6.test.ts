import { expect, test } from "vitest";
import { rateLimitAddress } from "~/lib/http/client-ip.server";
import { uniqueEmail } from "../factories/staff";
import { request } from "../helpers";
import { formData, postForm } from "./forms-helpers";

/** A fresh /64 per call, so each test has its own rate-limit bucket. */
function randomPrefix() {
  const group = () => Math.floor(Math.random() * 0xffff).toString(16);
  return `2001:db8:${group()}:${group()}`;
}

test.each([
  ["2001:db8:85a3:12:5678:9abc:def0:1", "2001:db8:85a3:12::/64"],
  ["2001:0DB8:85a3:0012::2", "2001:db8:85a3:12::/64"],
  ["[2001:db8:85a3:12::ffff]", "2001:db8:85a3:12::/64"],
  ["fe80::1%eth0", "fe80:0:0:0::/64"],
  ["::ffff:203.0.113.7", "203.0.113.7"],
  ["203.0.113.7", "203.0.113.7"],
])("the rate-limit key of %s is %s", (address, key) => {
  expect(rateLimitAddress(address)).toBe(key);
});

test("sign-in attempts from one IPv6 /64 share one budget, whatever the interface id", async () => {
  const prefix = randomPrefix();
  const attempt = (n: number) =>
    request("/admin/login", {
      method: "POST",
      body: new URLSearchParams({ email: uniqueEmail("inconnu"), password: "pas-le-bon-mot-de-passe" }),
      headers: { "cf-connecting-ip": `${prefix}:${n.toString(16)}:0:0:1` },
    });
  const statuses = await attemptsUntilLimited(attempt);
  expect(statuses.length).toBeGreaterThanOrEqual(11);
  expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
});

test("public form posts from one IPv6 /64 share one budget", async () => {
  const prefix = randomPrefix();
  const subscribe = (n: number) => postForm("/newsletter", formData({ email: `ipv6-${n}-${Date.now()}@example.fr` }), `${prefix}::${n.toString(16)}`);
  const statuses = await attemptsUntilLimited(subscribe);
  expect(statuses.length).toBeGreaterThanOrEqual(11);
  expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
});

/**
 * The limiter counts in fixed 60 s windows: a window may end during the loop, so the
 * 429 is expected after at least 10 accepted requests, within two windows. Each
 * request comes from another address of the same /64.
 */
async function attemptsUntilLimited(attempt: (n: number) => Promise<Response>) {
  const statuses: Array<number> = [];
  for (let n = 1; n <= 22 && statuses.at(-1) !== 429; n++) {
    const res = await attempt(n);
    statuses.push(res.status);
    await res.text();
  }
  return statuses;
}
