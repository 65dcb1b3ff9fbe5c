import { data, useLocation } from "react-router";
import type { Route } from "./+types/settings";
import { FormTabs } from "~/components/admin/kit/form-screen";
import { PageHeader } from "~/components/admin/kit/page";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { SettingsTabForm, type TabAnswer } from "~/components/admin/settings";
import { ReturnLink } from "~/components/admin/kit/return-link";
import { getDb } from "~/db/get-db.server";
import { RETURN_TO, safeReturnTo } from "~/lib/admin/return-to";
import { redirectWithFlash } from "~/lib/admin/flash.server";
import { formAnswerStatus } from "~/lib/forms/status.server";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { SETTINGS_MESSAGES, SETTINGS_TABS, settingDefinition, tabOf, tabSettingIds } from "~/lib/settings/schema";
import { saveSettings, settingsForAdmin } from "~/lib/settings/settings.server";
import { InsuranceAttestationForm } from "~/components/admin/insurance-attestation";
import { ATTESTATION_MESSAGES } from "~/lib/settings/insurance-attestation";
import { getInsuranceAttestation, storeInsuranceAttestation } from "~/lib/settings/insurance-attestation.server";
import { webhookSettingCheck } from "~/lib/webhook/target.server";
import { latestWebhookTest, requestWebhookTest } from "~/lib/webhook/test.server";

export function meta() {
  return adminMeta("Paramètres du site");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("settings"));
  const { db } = getDb(context);
  const [stored, webhookTest, attestation] = await Promise.all([settingsForAdmin(db), latestWebhookTest(db), getInsuranceAttestation(db)]);
  const url = new URL(request.url);
  return { stored, webhookTest, attestation, tab: url.searchParams.get("tab") ?? "general", returnTo: safeReturnTo(url.searchParams.get(RETURN_TO), url.pathname) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireRole(request, context, routeMinimum("settings"));
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const { db } = getDb(context);
  // The network edge of the webhook's DNS check: tests intercept the resolver's fetch, never this module.
  const saving = { db, check: webhookSettingCheck(((input, init) => fetch(input, init)) satisfies typeof fetch) };

  if (intent === "save-field") {
    const id = String(form.get("id") ?? "");
    if (!settingDefinition(id)) return data({ id, ok: false, reason: "refused", message: "Paramètre inconnu" }, { status: 400 });
    const result = await saveSettings(saving, actor, [{ id, value: String(form.get("value") ?? "") }]);
    if (result.errors[id]) return data({ id, ok: false, reason: "refused", message: result.errors[id] }, { status: 400 });
    return { id, ok: true, message: SETTINGS_MESSAGES.updated, value: result.values[id] };
  }

  if (intent === "insurance-attestation") {
    const file = form.get("file");
    const stored = await storeInsuranceAttestation({ db, bucket: getCloudflare(context).env.ATTACHMENTS }, actor, file instanceof File ? file : null);
    if (!stored.ok) return data({ attestationError: stored.message }, { status: formAnswerStatus(request, 400) });
    throw redirectWithFlash(request, "/admin/settings?tab=company#attestation-assurance", ATTESTATION_MESSAGES.stored, "success");
  }

  if (intent === "test-webhook") {
    const test = await requestWebhookTest({ db, queue: getCloudflare(context).env.MAIL_QUEUE }, actor);
    if (test.status === "missing") throw redirectWithFlash(request, "/admin/settings?tab=integrations", SETTINGS_MESSAGES.webhookMissing, "error");
    if (test.status === "refused") throw redirectWithFlash(request, "/admin/settings?tab=integrations", test.message, "error");
    throw redirectWithFlash(request, "/admin/settings?tab=integrations", SETTINGS_MESSAGES.webhookQueued, "info");
  }

  const tab = tabOf(String(form.get("tab") ?? ""));
  if (intent !== "save-tab" || !tab) return data<TabAnswer>({ tab: "", errors: { "": "Formulaire inconnu" }, values: {}, saved: [] }, { status: 400 });
  const entries = tabSettingIds(tab)
    .filter((id) => form.has(id))
    .map((id) => ({ id, value: String(form.get(id) ?? "") }));
  const result = await saveSettings(saving, actor, entries);
  if (Object.keys(result.errors).length > 0) {
    return data<TabAnswer>({ tab: tab.id, ...result }, { status: formAnswerStatus(request, 400) });
  }
  const message = result.saved.length === 0 ? SETTINGS_MESSAGES.noChange : result.saved.length === 1 ? SETTINGS_MESSAGES.updated : `${result.saved.length} paramètres mis à jour`;
  // Come from a devis (« Modifier le paramètre »): the way back stays on the page (docs/decisions/629).
  const returnTo = safeReturnTo(new URL(request.url).searchParams.get(RETURN_TO), "/admin/settings");
  const back = returnTo ? `&${RETURN_TO}=${encodeURIComponent(returnTo)}` : "";
  throw redirectWithFlash(request, `/admin/settings?tab=${tab.id}${back}`, message, result.saved.length === 0 ? "info" : "success");
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { stored, webhookTest, attestation, tab, returnTo } = loaderData;
  const location = useLocation();
  const answer = actionData && "tab" in actionData ? actionData : null;
  return (
    <>
      <PageHeader title="Paramètres du site" description="Les informations de la société affichées sur le site : chaque champ est enregistré dès que vous le quittez." />
      {returnTo ? <ReturnLink to={returnTo} /> : null}
      <FormTabs
        key={location.search}
        label="Sections des paramètres"
        defaultTab={answer?.tab || tab}
        tabs={SETTINGS_TABS.map((settingsTab) => ({
          id: settingsTab.id,
          label: settingsTab.label,
          content: (
            <>
              <SettingsTabForm tab={settingsTab} stored={stored} answer={answer} webhookTest={webhookTest} />
              {settingsTab.id === "company" ? (
                <InsuranceAttestationForm attestation={attestation} error={actionData && "attestationError" in actionData ? actionData.attestationError : null} />
              ) : null}
            </>
          ),
        }))}
      />
    </>
  );
}

export const ErrorBoundary = screenErrorBoundary(SETTINGS_MESSAGES.loadFailed);
