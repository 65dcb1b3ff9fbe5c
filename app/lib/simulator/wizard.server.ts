import { parseForm } from "~/lib/forms/parse";
import { isOneLine } from "~/lib/forms/text";
import type { Db } from "~/db/client.server";
import type { AppEnv } from "~/lib/env.server";
import { isHoneypotFilled, RATE_LIMIT_MESSAGE, TURNSTILE_MESSAGE, verifyTurnstile, withinRateLimit } from "~/lib/forms/spam.server";
import { getCatalogue } from "./catalogue.server";
import { mandatoryReasons } from "./reasons";
import { type CatalogueItem, normaliseSelection } from "./selection";
import { contactStepSchema, projectStepSchema, servicesStepSchema, SIMULATOR_HONEYPOT, simulatorMessages, submitStepSchema, type WizardView } from "./schema";
import { isProjectNature, projectNatures } from "./rules";
import { getPricingModifiers } from "./modifiers.server";
import { resolveModifiers } from "./pricing";
import { currentQuote } from "./quote.server";
import { createSimulation, type RecapOutcome, recordVisitorInfo, simulationPdfPath } from "./simulation.server";
import { emptyState, renewed, signState, verifyState, type WizardPreset, type WizardState } from "./state.server";
import { type CheckedPlace, looksSigned, placeOfProject, signPlace, sitePlaceOf, verifyPlace } from "~/lib/terrain/place-token.server";
import { clayLevelLabel, clayLevelOf, lookupPath } from "~/lib/terrain/place";

/** `staff`: the signed-in staff simulator (/simulateur-admin), exempt from Turnstile. */
export type WizardDeps = { db: Db; env: AppEnv; fetcher?: typeof fetch; staff?: boolean };

const RECAP_NOTICES: Record<RecapOutcome, string | undefined> = {
  queued: undefined,
  capped: simulatorMessages.recapCapped,
  duplicate: simulatorMessages.duplicate,
  failed: simulatorMessages.recapFailed,
};
export type WizardOutcome = { status: number; view: WizardView };

const formError = (message: string) => ({ status: "error" as const, error: { "": [message] } });

async function view(deps: WizardDeps, state: WizardState, extras: Partial<Omit<WizardView, "step" | "token">> = {}, catalogue?: Array<CatalogueItem>): Promise<WizardView> {
  let quote = null;
  if (state.step === 4 && state.project && state.services) {
    quote = (await currentQuote(deps.db, state.project, state.services, catalogue)).quote;
  }
  // Step 3's live estimate applies the same modifiers as step 4 (pricing.ts runs in the browser).
  const modifiers = state.step === 3 && state.project ? resolveModifiers(await getPricingModifiers(deps.db), state.project) : null;
  const nature = state.project?.projectNature;
  const place = placeOfProject(state.preset?.site, state.project?.location);
  return {
    step: state.step,
    token: await signState(deps.env.JWT_SECRET, state),
    ...(place ? { checkedPlace: await checkedPlaceView(deps.env.JWT_SECRET, place) } : {}),
    ...(state.step === 3 && nature && isProjectNature(nature) ? { mandatoryReason: mandatoryReasons[nature] } : {}),
    contact: state.contact,
    project:
      state.project ??
      (state.preset?.nature || state.preset?.location
        ? { ...(state.preset.nature ? { projectNature: state.preset.nature } : {}), ...(state.preset.location ? { location: state.preset.location } : {}) }
        : null),
    services: state.services,
    quote,
    modifiers,
    ...extras,
  };
}

/** What the steps say of the plot checked on /mon-terrain, with a fresh link back to its answer. */
async function checkedPlaceView(secret: string, place: CheckedPlace) {
  return {
    label: place.label,
    clay: place.clay ? clayLevelLabel(clayLevelOf(place.clay.code)) : null,
    lookup: lookupPath(await signPlace(secret, place)),
  };
}

/** The wizard as the loader shows it: step 1, empty but for what the link preset. */
export async function initialWizard(deps: WizardDeps, preset: WizardPreset = {}) {
  const state = emptyState();
  return view(deps, preset.nature || preset.services || preset.location || preset.site ? { ...state, preset } : state);
}

/**
 * What a link into the simulator may preset: the project's nature (`?nature=vente_terrain`)
 * and services (`?service=`, a service page's slug — its catalogue entries — or a catalogue
 * id; repeatable) and the place (`?lieu=`: the plot checked on /mon-terrain, `site`, signed
 * by the server and verified by `presetFromRequest`; or a town and postcode typed in a link).
 * Unknown or inactive values, and a signed place that does not verify, are ignored.
 */
export function presetFromUrl(url: URL, catalogue: ReadonlyArray<CatalogueItem>, site: CheckedPlace | null = null): WizardPreset {
  const nature = projectNatures.find((n) => n.value === url.searchParams.get("nature"))?.value;
  const wanted = url.searchParams.getAll("service").slice(0, 10);
  const services = catalogue.filter((item) => wanted.includes(item.id) || (item.serviceSlug && wanted.includes(item.serviceSlug))).map((item) => item.id);
  const lieu = (url.searchParams.get("lieu") ?? "").trim().replace(/\s+/g, " ");
  const typed = lieu.length >= 2 && lieu.length <= 200 && isOneLine(lieu) && !looksSigned(lieu) ? lieu : undefined;
  const location = site ? `${site.city} ${site.postcode}`.trim() : typed;
  return { ...(nature ? { nature } : {}), ...(services.length > 0 ? { services } : {}), ...(location ? { location } : {}), ...(site ? { site } : {}) };
}

/** presetFromUrl, with the signed `?lieu=` verified. */
export async function presetFromRequest(secret: string, url: URL, catalogue: ReadonlyArray<CatalogueItem>): Promise<WizardPreset> {
  return presetFromUrl(url, catalogue, await verifyPlace(secret, url.searchParams.get("lieu")));
}

/** Step 3's first selection: the preset services offered for this nature (with the locked ones), else none. */
async function presetSelection(db: Db, state: WizardState, nature: string) {
  if (!state.preset?.services) return null;
  return normaliseSelection(await getCatalogue(db), nature, state.preset.services);
}

/**
 * One POST of the wizard. Each step is validated by its schema; what earlier steps
 * validated comes back in the signed state; prices come from the D1 catalogue.
 */
export async function handleWizardAction(deps: WizardDeps, request: Request): Promise<WizardOutcome> {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return { status: 400, view: await view(deps, emptyState(), { result: formError(simulatorMessages.generic) }) };
  }
  const intent = String(formData.get("intent") ?? "");
  const verified = await verifyState(deps.env.JWT_SECRET, formData.get("state"));

  if (intent === "reset") return { status: 200, view: await view(deps, emptyState()) };
  if (isHoneypotFilled(formData, SIMULATOR_HONEYPOT)) {
    return { status: 400, view: await view(deps, verified ?? emptyState(), { result: formError(simulatorMessages.generic) }) };
  }
  if (!verified && intent !== "contact") {
    return { status: 400, view: await view(deps, emptyState(), { error: simulatorMessages.expired }) };
  }
  const state: WizardState = verified ?? emptyState();

  switch (intent) {
    case "back": {
      const step = Math.max(1, Math.min(state.step, 4) - 1) as WizardState["step"];
      return { status: 200, view: await view(deps, { ...state, step }) };
    }

    case "contact": {
      const submission = parseForm(formData, contactStepSchema);
      if (submission.status !== "success") {
        return { status: 400, view: await view(deps, { ...state, step: 1 }, { result: submission.reply() }) };
      }
      if (!(await withinRateLimit(deps.env.FORM_LIMITER, "simulator", request))) {
        return { status: 429, view: await view(deps, { ...state, step: 1 }, { result: submission.reply({ formErrors: [RATE_LIMIT_MESSAGE] }) }) };
      }
      const contact = { ...submission.value, acceptCGU: true as const };
      const same = state.contact && state.visitorInfoId && ["firstName", "lastName", "email", "phone"].every((k) => state.contact?.[k as "email"] === contact[k as "email"]);
      const visitorInfoId = same ? state.visitorInfoId : await recordVisitorInfo(deps.db, contact, request.headers.get("user-agent"));
      return {
        status: 200,
        view: await view(deps, renewed({ ...state, contact, visitorInfoId, step: 2 }), visitorInfoId ? {} : { warning: simulatorMessages.visitorInfo }),
      };
    }

    case "project": {
      if (!state.contact) return { status: 400, view: await view(deps, { ...state, step: 1 }, { result: formError(simulatorMessages.missing) }) };
      const submission = parseForm(formData, projectStepSchema);
      if (submission.status !== "success") {
        return { status: 400, view: await view(deps, { ...state, step: 2 }, { result: submission.reply() }) };
      }
      const project = submission.value;
      const services = state.project?.projectNature === project.projectNature ? state.services : await presetSelection(deps.db, state, project.projectNature);
      return { status: 200, view: await view(deps, renewed({ ...state, project, services, step: 3 })) };
    }

    case "services": {
      if (!state.contact || !state.project) {
        return { status: 400, view: await view(deps, { ...state, step: state.contact ? 2 : 1 }, { result: formError(simulatorMessages.missing) }) };
      }
      const catalogue = await getCatalogue(deps.db);
      const submission = parseForm(formData, servicesStepSchema);
      const ids = submission.status === "success" ? normaliseSelection(catalogue, state.project.projectNature, submission.value.services) : [];
      if (ids.length === 0) {
        const result = submission.status === "success" ? submission.reply({ fieldErrors: { services: [simulatorMessages.services] } }) : submission.reply();
        return { status: 400, view: await view(deps, { ...state, step: 3 }, { result }, catalogue) };
      }
      return { status: 200, view: await view(deps, renewed({ ...state, services: ids, step: 4 }), {}, catalogue) };
    }

    case "submit": {
      const submission = parseForm(formData, submitStepSchema);
      const contactRequested = submission.status === "success" ? submission.value.contactRequested : false;
      if (!(await withinRateLimit(deps.env.FORM_LIMITER, "simulator", request))) {
        return { status: 429, view: await view(deps, { ...state, step: 4 }, { result: formError(RATE_LIMIT_MESSAGE) }) };
      }
      if (!deps.staff && !(await verifyTurnstile(deps.env.TURNSTILE_SECRET_KEY, formData, request, deps.fetcher))) {
        return { status: 400, view: await view(deps, { ...state, step: 4 }, { result: formError(TURNSTILE_MESSAGE) }) };
      }
      const place = placeOfProject(state.preset?.site, state.project?.location);
      const created = await createSimulation(
        { db: deps.db, queue: deps.env.MAIL_QUEUE, origin: deps.env.SITE_ORIGIN, bucket: deps.env.ATTACHMENTS, secret: deps.env.JWT_SECRET },
        state,
        {
          contactRequested,
          site: place ? await sitePlaceOf(deps.env.JWT_SECRET, place) : null,
        },
      );
      if (!created.ok) {
        const message = created.reason === "missing" ? simulatorMessages.missing : simulatorMessages.generic;
        return { status: created.reason === "missing" ? 400 : 500, view: await view(deps, state, { result: formError(message) }) };
      }
      return {
        status: 200,
        view: await view(deps, emptyState(), {
          done: {
            devisNumber: created.devisNumber,
            pdfUrl: simulationPdfPath(created.publicToken),
            email: created.email,
            totalTtc: created.totalTtc,
            emailSent: created.recap === "queued",
            notice: RECAP_NOTICES[created.recap],
            // The visitor came from /mon-terrain: the confirmation offers that result by e-mail too.
            ...(place ? { terrain: { lieu: await signPlace(deps.env.JWT_SECRET, place) } } : {}),
          },
        }),
      };
    }

    default:
      return { status: 400, view: await view(deps, state, { result: formError(simulatorMessages.generic) }) };
  }
}
