import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditLog, simulations, visitorInfo } from "~/db/schema";
import { dispatchEmail, outboxInsert } from "~/lib/mail/outbox.server";
import { getSettings } from "~/lib/settings/settings.server";
import { getCatalogue } from "./catalogue.server";
import { simulationNotificationEmail, simulationRecapEmail } from "./emails.server";
import { computeQuote, normaliseProjectType, normaliseSelection, type ContactStep } from "./schema";
import type { WizardState } from "./state.server";

export type SimulationDeps = { db: Db; queue: Queue; origin: string; now?: () => Date };

function randomToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export const PUBLIC_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function simulationPdfPath(publicToken: string) {
  return `/simulateur/devis/${publicToken}`;
}

/** Spec §9: SOL- and the last 6 digits of the timestamp; random digits when taken. */
export function devisNumberCandidate(attempt: number, now = Date.now()) {
  if (attempt === 0) return `SOL-${String(now).slice(-6)}`;
  return `SOL-${String(crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000).padStart(6, "0")}`;
}

/** Step 1: consent and contact details (no IP). Returns null when the write fails. */
export async function recordVisitorInfo(db: Db, contact: ContactStep, userAgent: string | null): Promise<number | null> {
  try {
    const [row] = await db
      .insert(visitorInfo)
      .values({
        firstName: contact.firstName,
        lastName: contact.lastName,
        email: contact.email,
        phone: contact.phone,
        consentCgu: true,
        consentAt: new Date(),
        userAgent: userAgent?.slice(0, 500) ?? null,
      })
      .returning({ id: visitorInfo.id });
    return row.id;
  } catch (error) {
    console.warn("visitor_info insert failed", error);
    return null;
  }
}

export type CreateSimulationResult =
  | { ok: true; id: number; devisNumber: string; publicToken: string; totalTtc: number }
  | { ok: false; error: "missing" | "storage" };

/**
 * Stores the simulation with lines and totals computed from the D1 catalogue (never
 * from the client), then the recap e-mail (PDF attached) and the staff notification.
 */
export async function createSimulation(
  deps: SimulationDeps,
  state: WizardState,
  options: { contactRequested: boolean },
): Promise<CreateSimulationResult> {
  const { contact, project } = state;
  if (
    !contact?.firstName ||
    !contact.lastName ||
    !contact.email ||
    !contact.phone ||
    !project?.projectNature ||
    !project.constructionType ||
    !project.location ||
    !project.terrain ||
    !project.surfaceBatie
  ) {
    return { ok: false, error: "missing" };
  }
  const catalogue = await getCatalogue(deps.db);
  const ids = normaliseSelection(catalogue, project.projectNature, state.services ?? []);
  if (ids.length === 0) return { ok: false, error: "missing" };
  const quote = computeQuote(catalogue, ids);

  let stored: typeof simulations.$inferSelect | undefined;
  try {
    for (let attempt = 0; attempt < 8 && !stored; attempt++) {
      const now = deps.now?.() ?? new Date();
      [stored] = await deps.db
        .insert(simulations)
        .values({
          publicToken: randomToken(),
          devisNumber: devisNumberCandidate(attempt, now.getTime()),
          devisDate: now,
          visitorInfoId: state.visitorInfoId,
          userEmail: contact.email,
          userPhone: contact.phone,
          userFirstName: contact.firstName,
          userLastName: contact.lastName,
          projectNature: project.projectNature,
          projectType: normaliseProjectType(project.projectNature),
          constructionType: project.constructionType,
          location: project.location,
          surfaceBatie: project.surfaceBatie,
          terrainSuperficie: project.terrain,
          nombreEtages: project.nombreEtages ?? null,
          presenceSousSol: project.presenceSousSol ?? false,
          presenceEau: project.presenceEau ?? false,
          dateDebutProjet: project.dateDebutProjet ?? null,
          accessibiliteSite: project.accessibiliteSite ?? null,
          urgenceMission: project.urgenceMission ?? false,
          description: project.description || null,
          typeTerrainConnu: project.typeTerrainConnu ?? null,
          services: ids,
          servicesDetails: quote.lines,
          totalHt: quote.totalHt,
          totalTtc: quote.totalTtc,
          contactRequested: options.contactRequested,
        })
        .onConflictDoNothing()
        .returning();
    }
  } catch (error) {
    console.warn("simulation insert failed", error);
    return { ok: false, error: "storage" };
  }
  if (!stored) return { ok: false, error: "storage" };

  // The simulation is stored: e-mail problems from here on never lose it.
  try {
    const settings = await getSettings(deps.db);
    const pdfUrl = `${deps.origin}${simulationPdfPath(stored.publicToken)}`;
    const recapId = crypto.randomUUID();
    const staffId = crypto.randomUUID();
    await deps.db.batch([
      outboxInsert(deps.db, simulationRecapEmail(settings, stored, pdfUrl), recapId),
      outboxInsert(deps.db, simulationNotificationEmail(settings, deps.origin, stored), staffId),
    ]);
    await dispatchEmail(deps, recapId);
    await dispatchEmail(deps, staffId);
  } catch (error) {
    await deps.db
      .insert(auditLog)
      .values({ action: "simulation.mail_failed", targetType: "simulation", targetId: String(stored.id), details: { error: String(error) } })
      .catch(() => undefined);
  }
  return { ok: true, id: stored.id, devisNumber: stored.devisNumber, publicToken: stored.publicToken, totalTtc: stored.totalTtc };
}

export async function findSimulationByToken(db: Db, token: string): Promise<{ id: number; devisNumber: string } | null> {
  if (!PUBLIC_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ id: simulations.id, devisNumber: simulations.devisNumber })
    .from(simulations)
    .where(eq(simulations.publicToken, token));
  return row ?? null;
}
