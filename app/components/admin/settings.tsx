// The settings screen: one form per tab (it saves without JavaScript); once hydrated,
// each field saves on its own when it loses focus ('Paramètre mis à jour').
import { useEffect, useRef, useState } from "react";
import { settingAnchor } from "~/lib/health/checks";
import { Form, useFetcher, useRevalidator } from "react-router";
import { toast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { typedBeforeHydration } from "./kit/early-input";
import { formatDateTime } from "~/lib/admin/format";
import { OUTBOUND_TIMEOUT_MS, type OutboundUrlRefusal } from "~/lib/http/outbound-url";
import { SETTINGS_MESSAGES, settingDefinition, settingRule, type SettingsTab, validateSetting, webhookRefusalMessage } from "~/lib/settings/schema";
import type { WebhookTestOutcome } from "~/lib/webhook/test.server";
import { inputClass, labelClass } from "~/components/ui/field";
import { Banner } from "~/components/ui/banner";
import { buttonClass } from "~/components/ui/button";
import { SubmitButton } from "./kit/submit-button";

export type StoredValue = { value: string; updatedAt: Date | string | null; updatedBy: string | null };
export type TabAnswer = { tab: string; errors: Record<string, string>; values: Record<string, string>; saved: Array<string> };
export type WebhookTestView = {
  requestedAt: Date | string;
  awaiting: boolean;
  requestedBy: string | null;
  result: { ok: boolean; outcome: WebhookTestOutcome; status: number | null; durationMs: number | null; reason: OutboundUrlRefusal | null; at: Date | string } | null;
};

/** The answer of a test in a few words: the status class, never what the remote server wrote. */
export function webhookTestAnswer(result: NonNullable<WebhookTestView["result"]>): string {
  switch (result.outcome) {
    case "ok":
      return result.durationMs !== null ? `réponse 2xx reçue en ${result.durationMs} ms (demande de test reçue)` : "réponse 2xx reçue (demande de test reçue)";
    case "http":
      return result.status !== null && result.status >= 300 && result.status < 400
        ? `le serveur a répondu ${result.status} (redirection non suivie)`
        : `le serveur a répondu ${result.status ?? "sans statut"}`;
    case "timeout":
      return `délai dépassé (aucune réponse en ${OUTBOUND_TIMEOUT_MS / 1000} s)`;
    case "network":
      return "connexion impossible";
    case "refused-target":
      return result.reason ? webhookRefusalMessage(result.reason) : "URL du webhook refusée";
    case "missing":
      return "aucune URL de webhook enregistrée";
    case "queue-unavailable":
      return "file d'envoi indisponible, réessayez dans un instant";
    case "dead":
      return "le message de test n'a pas pu être traité";
  }
}
type FieldAnswer = { id: string; ok: boolean; message: string; value?: string };

export function SettingsTabForm({
  tab,
  stored,
  answer,
  webhookTest,
}: {
  tab: SettingsTab;
  stored: Record<string, StoredValue>;
  /** The action's answer to a submit of this tab without JavaScript. */
  answer?: TabAnswer | null;
  webhookTest?: WebhookTestView | null;
}) {
  const hydrated = useHydrated();
  const errors = answer?.tab === tab.id ? answer.errors : {};
  const formId = `settings-${tab.id}`;
  return (
    <>
      <Form
        method="post"
        id={formId}
        noValidate
        onSubmit={
          hydrated
            ? (event) => {
                // Fields save themselves: leaving the focused one saves it.
                event.preventDefault();
                (document.activeElement as HTMLElement | null)?.blur();
              }
            : undefined
        }
        className="space-y-6"
      >
        <input type="hidden" name="intent" value="save-tab" />
        <input type="hidden" name="tab" value={tab.id} />
        <p className="text-sm text-slate-600">{tab.description}</p>
        {answer?.tab === tab.id && answer.saved.length > 0 ? (
          <Banner tone="success">{answer.saved.length === 1 ? SETTINGS_MESSAGES.updated : `${answer.saved.length} paramètres mis à jour`}</Banner>
        ) : null}
        {Object.keys(errors).length > 0 ? <Banner tone="error">Certains paramètres n'ont pas été enregistrés : corrigez les champs signalés.</Banner> : null}
        {tab.groups.map((group) => {
          const fields = group.ids.map((id) => (
            <SettingField
              key={id}
              id={id}
              stored={stored[id]}
              submitted={answer?.tab === tab.id ? answer.values[id] : undefined}
              serverError={errors[id] ?? (id === "integrations.webhook_url" ? storedValueError(id, stored[id]?.value) : undefined)}
              extra={id === "integrations.webhook_url" ? <WebhookTest test={webhookTest ?? null} configured={Boolean(stored[id]?.value)} /> : null}
            />
          ));
          return group.legend ? (
            <fieldset key={group.legend} className="space-y-4 rounded-lg border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-slate-800">{group.legend}</legend>
              {fields}
            </fieldset>
          ) : (
            <div key={group.ids[0]} className="space-y-4">
              {fields}
            </div>
          );
        })}
        <div className="flex justify-end">
          <SubmitButton pendingLabel="Enregistrement...">Enregistrer</SubmitButton>
        </div>
      </Form>
      {tab.groups.some((group) => group.ids.includes("integrations.webhook_url")) ? (
        <Form method="post" id="webhook-test-form" className="hidden">
          <input type="hidden" name="intent" value="test-webhook" />
        </Form>
      ) : null}
    </>
  );
}

/** A stored value that today's rule refuses (a webhook URL saved before the check): said at once. */
function storedValueError(id: string, value: string | undefined) {
  if (!value) return undefined;
  const checked = validateSetting(id, value);
  return checked.ok ? undefined : checked.message;
}

function SettingField({ id, stored, submitted, serverError, extra }: { id: string; stored?: StoredValue; submitted?: string; serverError?: string; extra?: React.ReactNode }) {
  const definition = settingDefinition(id);
  const rule = settingRule(id);
  const hydrated = useHydrated();
  const fetcher = useFetcher<FieldAnswer>({ key: `setting-${id}` });
  const saved = useRef(stored?.value ?? "");
  const [clientError, setClientError] = useState<string | null>(null);
  // A stable id: 'État du site' links straight to the field (/admin/settings?tab=contact#contact-phone).
  const inputId = settingAnchor(id);
  const answer = fetcher.data?.id === id ? fetcher.data : undefined;
  const shown = useRef<FieldAnswer | undefined>(undefined);
  useEffect(() => {
    if (!answer || shown.current === answer || fetcher.state !== "idle") return;
    shown.current = answer;
    if (answer.ok && answer.value !== undefined) saved.current = answer.value;
    toast({ title: answer.message, variant: answer.ok ? "success" : "destructive" });
  }, [answer, fetcher.state]);

  const save = (value: string) => {
    const checked = validateSetting(id, value);
    if (!checked.ok) {
      setClientError(checked.message);
      return;
    }
    setClientError(null);
    if (checked.value === saved.current) return;
    void fetcher.submit({ intent: "save-field", id, value }, { method: "post" });
  };
  // Typed in and left before hydration, the field was not saved on leaving: it is once
  // hydrated (a field still focused saves when it is left). docs/decisions/409
  const checkedOnHydration = useRef(false);
  useEffect(() => {
    if (!hydrated || checkedOnHydration.current) return;
    checkedOnHydration.current = true;
    const input = document.getElementById(inputId) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null;
    // biome-ignore lint/nursery/useReactCompiler: the save posts to the server (an outside system); the state it sets is that post's refusal, as on leaving the field.
    if (input && input !== document.activeElement && typedBeforeHydration(inputId) !== undefined) save(input.value);
  });
  const error = clientError ?? (answer && !answer.ok ? answer.message : null) ?? serverError ?? null;
  const status = fetcher.state !== "idle" ? "Enregistrement..." : answer?.ok ? "Enregistré" : null;
  const describedBy = [`${inputId}-hint`, error ? `${inputId}-error` : null].filter(Boolean).join(" ");
  const common = {
    id: inputId,
    name: id,
    defaultValue: submitted ?? stored?.value ?? "",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    onBlur: hydrated ? (event: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => save(event.currentTarget.value) : undefined,
    className: `mt-1 ${inputClass} text-sm`,
  };
  // Rows written by the seed have a date but no author: only staff edits are worth telling.
  const hint = [rule.hint, stored?.updatedAt && stored.updatedBy ? `Modifié le ${formatDateTime(stored.updatedAt)} par ${stored.updatedBy}.` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={inputId} className={labelClass}>
        {definition?.label ?? id}
      </label>
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          {rule.input === "textarea" ? (
            <textarea {...common} rows={3} />
          ) : rule.input === "select" ? (
            <select {...common} onBlur={undefined} onChange={hydrated ? (event) => save(event.currentTarget.value) : undefined}>
              {rule.options?.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              {...common}
              type={rule.input === "number" ? "text" : rule.input}
              inputMode={rule.input === "number" ? "decimal" : undefined}
              autoComplete="off"
              spellCheck={rule.input === "text" ? undefined : false}
            />
          )}
        </div>
        {extra}
      </div>
      <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-500">
        {definition?.public ? (
          <>
            Dans un contenu : <span className="font-mono">{`{{${id}}}`}</span>
          </>
        ) : (
          "Privé : jamais affiché sur le site."
        )}
        {hint ? ` ${hint}` : ""}
      </p>
      <p aria-live="polite" className="text-xs font-semibold text-green-800">
        {status && !error ? status : ""}
      </p>
      {error ? (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** 'Tester' next to the webhook URL, and the answer of the last test. */
function WebhookTest({ test, configured }: { test: WebhookTestView | null; configured: boolean }) {
  const revalidator = useRevalidator();
  const pending = test?.awaiting === true;
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [pending, revalidator]);
  return (
    <div className="mt-1 w-full sm:w-auto">
      <button type="submit" form="webhook-test-form" className={buttonClass("secondary")} disabled={!configured} aria-describedby="webhook-test-status">
        Tester
      </button>
      <div id="webhook-test-status" role="status" className="mt-2 max-w-md text-sm">
        {!configured ? (
          <span className="text-slate-600">Enregistrez une URL pour pouvoir la tester.</span>
        ) : test === null ? null : test.result === null ? (
          pending ? (
            <span className="text-slate-700">Test envoyé le {formatDateTime(test.requestedAt)} : en attente de la réponse du webhook…</span>
          ) : (
            <span className="text-amber-900">Aucune réponse au test du {formatDateTime(test.requestedAt)} : la file d'envoi ne l'a pas encore traité.</span>
          )
        ) : test.result.ok ? (
          <span className="text-green-800">
            Test du {formatDateTime(test.result.at)} : {webhookTestAnswer(test.result)}.
          </span>
        ) : (
          <span className="text-red-700">
            Test du {formatDateTime(test.result.at)} : échec — {webhookTestAnswer(test.result)}.
          </span>
        )}
      </div>
    </div>
  );
}
