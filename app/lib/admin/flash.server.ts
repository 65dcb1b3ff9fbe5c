// One-time messages after an admin action ("Article publié", "Brouillon enregistré"): the action
// redirects with a short-lived cookie, the admin layout's loader reads it, and the
// layout's middleware clears it on the same response. The message is shown as a toast
// (a banner before JavaScript runs).
import { createContext, redirect, type RouterContextProvider } from "react-router";
import { readCookie } from "~/lib/http/cookies";
import { isLocalhost } from "~/lib/http/security.server";
import type { Flash, FlashTone } from "./flash";

export type { Flash, FlashTone };

const COOKIE = "lutetia_flash";
const MAX_AGE_SECONDS = 60;

function serialize(request: Request, value: string, maxAge: number) {
  const secure = !isLocalhost(new URL(request.url));
  return [`${COOKIE}=${value}`, "Path=/admin", `Max-Age=${maxAge}`, "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])].join("; ");
}

export function flashCookie(request: Request, message: string, tone: FlashTone = "success") {
  const flash: Flash = { id: crypto.randomUUID(), message: message.slice(0, 300), tone };
  return serialize(request, encodeURIComponent(JSON.stringify(flash)), MAX_AGE_SECONDS);
}

/** A redirect carrying a one-time message: `throw redirectWithFlash(request, "/admin/services", "Service publié")`. */
export function redirectWithFlash(request: Request, to: string, message: string, tone: FlashTone = "success", init: { headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", flashCookie(request, message, tone));
  return redirect(to, { headers });
}

const consumed = createContext<boolean>(false);

/** The pending message, marked for clearing on this response (admin layout loader). */
export function consumeFlash(request: Request, context: Readonly<RouterContextProvider>): Flash | null {
  const raw = readCookie(request, COOKIE);
  if (!raw) return null;
  (context as RouterContextProvider).set(consumed, true);
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<Flash>;
    if (typeof value.message !== "string" || typeof value.id !== "string") return null;
    const tone: FlashTone = value.tone === "error" || value.tone === "info" ? value.tone : "success";
    return { id: value.id.slice(0, 64), message: value.message.slice(0, 300), tone };
  } catch {
    return null;
  }
}

/** Clears the cookie once a loader has read it (admin layout middleware). */
export function clearConsumedFlash(request: Request, context: Readonly<RouterContextProvider>, response: Response) {
  if (context.get(consumed) && !response.headers.get("Set-Cookie")?.includes(`${COOKIE}=`)) {
    response.headers.append("Set-Cookie", serialize(request, "", 0));
  }
}
