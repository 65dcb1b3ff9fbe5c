import { signJson, verifyJson } from "~/lib/forms/signed.server";
import type { CheckedPlace } from "~/lib/terrain/place-token.server";
import type { ContactStep, ProjectStep } from "./schema";
import type { ProjectNature } from "./rules";

/**
 * What a link into the simulator preset (`?nature=`, `?service=`, `?lieu=`), kept until the
 * visitor chooses. `site`: the plot checked on /mon-terrain, from its signed `?lieu=` (never
 * free text from the browser; docs/decisions/611-simulation-site.md).
 */
export type WizardPreset = { nature?: ProjectNature; services?: Array<string>; location?: string; site?: CheckedPlace };

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
const PURPOSE = "simulator-state";

export const WIZARD_ID_PATTERN = /^[0-9a-f-]{36}$/;

export function emptyState(now = Date.now()): WizardState {
  return { v: 1, id: crypto.randomUUID(), step: 1, contact: null, visitorInfoId: null, project: null, services: null, exp: now + TTL_MS };
}

/** The same answers under a new id: what the visitor validated has changed. */
export function renewed(state: WizardState): WizardState {
  return { ...state, id: crypto.randomUUID() };
}

export async function signState(secret: string, state: WizardState, now = Date.now()): Promise<string> {
  return signJson(secret, PURPOSE, { ...state, exp: now + TTL_MS });
}

/** The state when the token is authentic and not expired; null otherwise. */
export async function verifyState(secret: string, token: unknown, now = Date.now()): Promise<WizardState | null> {
  const state = (await verifyJson(secret, PURPOSE, token, 20_000)) as WizardState | null;
  if (!state || typeof state !== "object") return null;
  if (state.v !== 1 || typeof state.exp !== "number" || state.exp < now) return null;
  if (typeof state.id !== "string" || !WIZARD_ID_PATTERN.test(state.id)) return null;
  return state;
}
