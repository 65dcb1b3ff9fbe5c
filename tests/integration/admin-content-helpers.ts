// Helpers of the content back-office tests (services, pages, testimonials, catalogue,
// redirects, settings): a staff session, form posts, and public pages as text.
import { env } from "cloudflare:test";
import type { Role } from "~/db/schema";
import { createStaff, sessionCookieHeader } from "../factories/staff";
import { request } from "../helpers";

export async function staffCookie(role: Role = "editor") {
  const staff = await createStaff(role);
  return { staff, cookie: await sessionCookieHeader(staff) };
}

/** A form post as a browser sends it (urlencoded; repeated names for lists). */
export function postForm(path: string, cookie: string, fields: Record<string, string | number | Array<string>>, headers: Record<string, string> = {}) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, String(v));
  }
  return request(path, { method: "POST", headers: { cookie, ...headers }, body });
}

/** A public page as a visitor gets it (no session), React's comment separators removed. */
export async function publicPage(path: string) {
  const res = await request(path);
  return { status: res.status, body: (await res.text()).replaceAll("<!-- -->", ""), res };
}

export async function lastAudit(action: string) {
  return env.DB.prepare("select actor_id, target_id, details from audit_log where action = ? order by id desc limit 1")
    .bind(action)
    .first<{ actor_id: number; target_id: string; details: string }>();
}

/** React's escaping of text in HTML. */
export function esc(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}
