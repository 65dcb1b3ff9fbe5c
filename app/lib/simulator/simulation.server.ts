import { recordAudit } from "~/lib/audit/audit.server";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { simulations, visitorInfo } from "~/db/schema";
import { countRecentEmailsTo, dispatchEmail, outboxInsert } from "~/lib/mail/outbox.server";
import { getSettings } from "~/lib/settings/settings.server";
import type { SitePlace } from "~/db/types";
import { privacyLinkUrl } from "~/lib/privacy/link.server";
import { RECAP_EMAIL_TYPE, simulationNotificationEmail, simulationRecapEmail } from "./emails.server";
import { storeEstimate } from "./estimate.server";
import { currentQuote } from "./quote.server";
import { type ContactStep, fieldUse, type NatureField, normaliseProjectType, type ProjectStep, projectFieldUse } from "./schema";
import type { WizardState } from "./state.server";

const applies = (project: ProjectStep, field: NatureField) => fieldUse(project.projectNature, field) !== "hidden";

/** Location and every field the project's nature requires are present (a state signed by an older version may lack them). */
function isCompleteProject(project: ProjectStep) {
  if (!project.projectNature || !project.location || !(project.projectNature in projectFieldUse)) return false;
  const uses = projectFieldUse[project.projectNature];
  return (Object.keys(uses) as Array<NatureField>).every((field) => uses[field] !== "required" || Boolean(project[field]));
}

/** `bucket`: where the estimate is kept (without it, e.g. in tools, it is stored at its first download). `secret` signs the personal link of the recap e-mail (docs/decisions/342). */
export type SimulationDeps = { db: Db; queue: Queue; origin: string; secret: string; bucket?: R2Bucket; now?: () => Date };

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

/** The quote number: SOL- and the last 6 digits of the timestamp; random digits when taken. */
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

/** Recap e-mails (with the PDF, from the firm's domain) one address may receive per hour. */
export const RECAP_EMAILS_PER_HOUR = 3;

/**
 * recap — queued: the recap e-mail is on its way; capped: the address already received
 * RECAP_EMAILS_PER_HOUR recaps within the hour, none was queued; duplicate: this state was
 * already submitted, the first quote is returned and nothing is queued; failed: the
 * simulation is stored but its e-mails could not be written.
 */
export type RecapOutcome = "queued" | "capped" | "duplicate" | "failed";

export type CreateSimulationResult =
  | { ok: true; id: number; devisNumber: string; publicToken: string; totalTtc: number; email: string; recap: RecapOutcome }
  | { ok: false; reason: "missing" | "storage" };

async function findByWizardId(db: Db, wizardId: string) {
  const [row] = await db.select().from(simulations).where(eq(simulations.wizardId, wizardId)).limit(1);
  return row ?? null;
}

const answer = (row: typeof simulations.$inferSelect, recap: RecapOutcome): CreateSimulationResult => ({
  ok: true,
  id: row.id,
  devisNumber: row.devisNumber,
  publicToken: row.publicToken,
  totalTtc: row.totalTtc,
  email: row.userEmail,
  recap,
});

/**
 * Stores the simulation with every priced line (missions and modifiers) and the totals
 * computed from the D1 catalogue and modifiers (never from the client), frozen in the
 * row so that later price edits never alter it; then the recap e-mail (PDF attached, at
 * most RECAP_EMAILS_PER_HOUR an hour per address) and the staff notification. A state already submitted (same wizard
 * id) returns the stored quote and queues nothing.
 */
export async function createSimulation(deps: SimulationDeps, state: WizardState, options: { contactRequested: boolean; site?: SitePlace | null }): Promise<CreateSimulationResult> {
  const { contact, project } = state;
  if (!contact?.firstName || !contact.lastName || !contact.email || !contact.phone || !project || !isCompleteProject(project)) {
    return { ok: false, reason: "missing" };
  }
  try {
    const existing = await findByWizardId(deps.db, state.id);
    if (existing) return answer(existing, "duplicate");
  } catch (error) {
    console.warn("simulation lookup failed", error);
    return { ok: false, reason: "storage" };
  }
  const { ids, quote } = await currentQuote(deps.db, project, state.services ?? []);
  if (ids.length === 0) return { ok: false, reason: "missing" };

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
          // What the nature does not ask stays NULL (never an invented "1 m²").
          constructionType: applies(project, "constructionType") ? (project.constructionType ?? null) : null,
          location: project.location,
          surfaceBatie: applies(project, "surfaceBatie") ? (project.surfaceBatie ?? null) : null,
          terrainSuperficie: project.terrain ?? null,
          nombreEtages: applies(project, "nombreEtages") ? (project.nombreEtages ?? null) : null,
          presenceSousSol: applies(project, "presenceSousSol") ? (project.presenceSousSol ?? false) : false,
          presenceEau: project.presenceEau ?? false,
          dateDebutProjet: project.dateDebutProjet ?? null,
          accessibiliteSite: project.accessibiliteSite ?? null,
          urgenceMission: project.urgenceMission ?? false,
          description: project.description || null,
          typeTerrainConnu: project.typeTerrainConnu ?? null,
          services: ids,
          servicesDetails: quote.lines.filter((line) => line.kind === "mission").map((line) => ({ id: line.id, name: line.label, quantity: 1, basePrice: line.amountHt })),
          priceLines: quote.lines,
          totalHt: quote.totalHt,
          totalTtc: quote.totalTtc,
          contactRequested: options.contactRequested,
          wizardId: state.id,
          site: options.site ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (!stored) {
        // The same state posted twice at once: the other request stored it first.
        const concurrent = await findByWizardId(deps.db, state.id);
        if (concurrent) return answer(concurrent, "duplicate");
      }
    }
  } catch (error) {
    console.warn("simulation insert failed", error);
    return { ok: false, reason: "storage" };
  }
  if (!stored) return { ok: false, reason: "storage" };

  // The simulation is stored: an R2 or e-mail problem from here on never loses it.
  if (deps.bucket) {
    try {
      await storeEstimate({ db: deps.db, bucket: deps.bucket }, stored);
    } catch (error) {
      // Stored at its first download, or by the cron (storeMissingEstimates).
      console.warn("estimation non stockée à l'enregistrement", stored.id, error instanceof Error ? error.message : error);
    }
  }
  let recap: RecapOutcome = "queued";
  try {
    const now = deps.now?.() ?? new Date();
    const recentRecaps = await countRecentEmailsTo(deps.db, {
      address: stored.userEmail,
      type: RECAP_EMAIL_TYPE,
      since: new Date(now.getTime() - 3600_000),
    });
    if (recentRecaps >= RECAP_EMAILS_PER_HOUR) recap = "capped";
    const [settings, privacyUrl] = await Promise.all([getSettings(deps.db), privacyLinkUrl(deps.secret, deps.origin, stored.userEmail)]);
    const pdfUrl = `${deps.origin}${simulationPdfPath(stored.publicToken)}`;
    const recapId = crypto.randomUUID();
    const staffId = crypto.randomUUID();
    const staffInsert = outboxInsert(deps.db, simulationNotificationEmail(settings, deps.origin, stored), staffId);
    if (recap === "queued") {
      await deps.db.batch([outboxInsert(deps.db, simulationRecapEmail(settings, stored, pdfUrl, privacyUrl), recapId), staffInsert]);
      await dispatchEmail(deps, recapId);
    } else {
      await deps.db.batch([staffInsert]);
    }
    await dispatchEmail(deps, staffId);
  } catch (error) {
    recap = "failed";
    await recordAudit(deps.db, { action: "simulation.mail_failed", target: { type: "simulation", id: stored.id }, details: { error: String(error) } }).catch(() => undefined);
  }
  return answer(stored, recap);
}

export async function findSimulationByToken(db: Db, token: string): Promise<{ id: number; devisNumber: string } | null> {
  if (!PUBLIC_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db.select({ id: simulations.id, devisNumber: simulations.devisNumber }).from(simulations).where(eq(simulations.publicToken, token));
  return row ?? null;
}
