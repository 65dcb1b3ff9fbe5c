import type { ContactStep, ProjectNature, ProjectStep } from "./schema";

/** What a link into the simulator preset (`?nature=`, `?service=`, `?lieu=`), kept until the visitor chooses. */
export type WizardPreset = { nature?: ProjectNature; services?: Array<string>; location?: string };

/**
 * The wizard's state travels in a hidden field, signed with HMAC-SHA256 (key derived
 * from JWT_SECRET with a purpose label), so that the wizard works without JavaScript
 * and without server sessions, and a visitor cannot alter what earlier steps validated.
 * Prices are never part of it: they are read from the catalogue at every step.
 */
export type WizardState = {
  v: 1;
  /**
   * Random id of this content: renewed whenever a step is validated, stored with the
   * simulation (unique), so posting the same submitted state twice finds the first quote.
   */
  id: string;
  step: 1 | 2 | 3 | 4;
  contact: ContactStep | null;
  visitorInfoId: number | null;
  project: ProjectStep | null;
  services: Array<string> | null;
  preset?: WizardPreset;
  /** Expiry, epoch ms. */
  exp: number;
};

const TTL_MS = 24 * 60 * 60 * 1000;
const encoder = new TextEncoder();

export const WIZARD_ID_PATTERN = /^[0-9a-f-]{36}$/;

export function emptyState(now = Date.now()): WizardState {
  return { v: 1, id: crypto.randomUUID(), step: 1, contact: null, visitorInfoId: null, project: null, services: null, exp: now + TTL_MS };
}

/** The same answers under a new id: what the visitor validated has changed. */
export function renewed(state: WizardState): WizardState {
  return { ...state, id: crypto.randomUUID() };
}

function base64url(bytes: Uint8Array) {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(value: string) {
  const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function key(secret: string) {
  return crypto.subtle.importKey("raw", encoder.encode(`simulator-state:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

export async function signState(secret: string, state: WizardState, now = Date.now()): Promise<string> {
  const payload = base64url(encoder.encode(JSON.stringify({ ...state, exp: now + TTL_MS })));
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await key(secret), encoder.encode(payload)));
  return `${payload}.${base64url(signature)}`;
}

/** The state when the token is authentic and not expired; null otherwise. */
export async function verifyState(secret: string, token: unknown, now = Date.now()): Promise<WizardState | null> {
  if (typeof token !== "string" || token.length > 20_000) return null;
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  try {
    const valid = await crypto.subtle.verify("HMAC", await key(secret), fromBase64url(signature), encoder.encode(payload));
    if (!valid) return null;
    const state = JSON.parse(new TextDecoder().decode(fromBase64url(payload))) as WizardState;
    if (state.v !== 1 || typeof state.exp !== "number" || state.exp < now) return null;
    if (typeof state.id !== "string" || !WIZARD_ID_PATTERN.test(state.id)) return null;
    return state;
  } catch {
    return null;
  }
}
