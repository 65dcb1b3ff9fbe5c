import { clientAddressKey } from "~/lib/http/client-ip.server";
import { TURNSTILE_FIELD_NAME } from "./turnstile-field";

// Anti-spam shared by the public forms: per-IP rate limit ([[ratelimits]] binding),
// honeypot and Cloudflare Turnstile (only when its secret is configured).

export const RATE_LIMIT_MESSAGE = "Trop de demandes envoyées depuis votre connexion. Veuillez patienter une minute avant de réessayer.";
export const TURNSTILE_MESSAGE = "La vérification anti-robot a échoué. Veuillez réessayer.";
const SITEVERIFY = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** The visitor's address as a rate-limit key (IPv6: the /64); never stored. */
export function clientIp(request: Request) {
  return clientAddressKey(request, "inconnue");
}

/** True when the request may go on. `scope` separates the forms (contact, simulator…). */
export async function withinRateLimit(limiter: RateLimit, scope: string, request: Request) {
  try {
    const { success } = await limiter.limit({ key: `${scope}:${clientIp(request)}` });
    return success;
  } catch (error) {
    // A limiter outage must not block real visitors.
    console.warn("rate limiter unavailable", error);
    return true;
  }
}

/** A honeypot input is filled: the submission comes from a bot. */
export function isHoneypotFilled(formData: FormData, field: string) {
  const value = formData.get(field);
  return typeof value === "string" && value.trim() !== "";
}

/** Verifies the Turnstile token when a secret is configured; true when there is nothing to check. */
export async function verifyTurnstile(secret: string | undefined, formData: FormData, request: Request, fetcher: typeof fetch = fetch): Promise<boolean> {
  if (!secret) return true;
  const token = formData.get(TURNSTILE_FIELD_NAME);
  if (typeof token !== "string" || token === "") return false;
  const body = new FormData();
  body.set("secret", secret);
  body.set("response", token);
  const ip = request.headers.get("cf-connecting-ip");
  if (ip) body.set("remoteip", ip);
  try {
    const response = await fetcher(SITEVERIFY, { method: "POST", body });
    if (!response.ok) return false;
    const result = (await response.json()) as { success?: boolean };
    return result.success === true;
  } catch {
    return false;
  }
}
