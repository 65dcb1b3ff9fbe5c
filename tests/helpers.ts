import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { createDb } from "~/db/client.server";
import { keepAnswer } from "./isolation";

export const db = () => createDb(env.DB);

/** A desktop Chrome: what a visitor's browser sends (a request without User-Agent is not counted as a visit). */
export const BROWSER_USER_AGENT = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

/**
 * Sends a request through the Worker's fetch handler (React Router rendered from source), as
 * a browser would: with BROWSER_USER_AGENT unless `init.headers` names a User-Agent ("" included).
 */
export function request(path: string, init?: RequestInit) {
  const headers = new Headers(init?.headers);
  if (!headers.has("user-agent")) headers.set("user-agent", BROWSER_USER_AGENT);
  return exports.default.fetch(new Request(new URL(path, "http://localhost"), { redirect: "manual", ...init, headers })).then(keepAnswer);
}

/** The same request without any User-Agent header (scripts, load tools). */
export function requestWithoutUserAgent(path: string, init?: RequestInit) {
  return exports.default.fetch(new Request(new URL(path, "http://localhost"), { redirect: "manual", ...init })).then(keepAnswer);
}

/** The one-time message (flash cookie) an admin action answered with, or null. */
export function flashOf(response: Response): { message: string; tone: string } | null {
  for (const cookie of response.headers.getSetCookie()) {
    const match = /^lutetia_flash=([^;]+)/.exec(cookie);
    if (match) {
      const flash = JSON.parse(decodeURIComponent(match[1])) as { message: string; tone: string };
      return { message: flash.message, tone: flash.tone };
    }
  }
  return null;
}

/**
 * Follows an action's redirect as a browser would (session + flash cookies) and
 * returns the page, which shows the message once and clears it.
 */
export async function followRedirect(response: Response, cookie: string) {
  const flash = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("lutetia_flash="))
    ?.split(";")[0];
  const location = response.headers.get("location");
  if (!location) throw new Error(`pas de redirection (statut ${response.status})`);
  const page = await request(location, { headers: { cookie: [cookie, flash].filter(Boolean).join("; ") } });
  return { page, html: (await page.text()).replaceAll("<!-- -->", "") };
}

/**
 * A test that changes public content straight in D1 (not through the admin) says so, as
 * an admin save would: the edge-cached pages are retired.
 */
export async function contentChanged() {
  const { bumpContentGeneration } = await import("~/lib/cache/generation.server");
  await bumpContentGeneration(db());
}
