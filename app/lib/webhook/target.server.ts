// The webhook's target: the URL a super admin stored, checked as text on every read and
// resolved over DNS-over-HTTPS before a call and at save time (docs/decisions/319, 717).
import { resolvesToPublicAddresses } from "~/lib/http/outbound-target.server";
import { type OutboundUrlRefusal, parsePublicHttpsUrl } from "~/lib/http/outbound-url";
import type { Settings } from "~/lib/settings/definitions";
import { webhookRefusalMessage } from "~/lib/settings/schema";

export const WEBHOOK_SETTING = "integrations.webhook_url";

export type WebhookTarget = { kind: "none" } | { kind: "ok"; url: URL } | { kind: "refused"; reason: OutboundUrlRefusal };

/** The stored webhook URL, checked again at each send: a value saved before the check is not called. */
export function webhookTarget(settings: Settings): WebhookTarget {
  const value = settings.integrations.webhook_url.trim();
  if (!value) return { kind: "none" };
  const checked = parsePublicHttpsUrl(value);
  return checked.ok ? { kind: "ok", url: checked.url } : { kind: "refused", reason: checked.reason };
}

/**
 * The webhook URL right before a call: its text checked (webhookTarget), then its name
 * resolved over DNS-over-HTTPS, every address public (docs/decisions/717). A resolver that does
 * not answer refuses the call too.
 */
export async function resolvedWebhookTarget(settings: Settings, fetcher: typeof fetch): Promise<WebhookTarget> {
  const target = webhookTarget(settings);
  if (target.kind !== "ok") return target;
  const resolved = await resolvesToPublicAddresses(target.url, { fetcher });
  return resolved.ok ? target : { kind: "refused", reason: resolved.reason };
}

/**
 * What the browser-safe rule of the setting cannot check: the webhook's name must resolve, over
 * DNS-over-HTTPS, to public addresses only (docs/decisions/717). The French refusal, or null
 * when the value may be stored. `fetcher` is the network edge of the DNS check.
 */
export async function webhookUrlProblem(value: string, fetcher: typeof fetch): Promise<string | null> {
  if (value === "") return null;
  const checked = parsePublicHttpsUrl(value);
  if (!checked.ok) return webhookRefusalMessage(checked.reason);
  const resolved = await resolvesToPublicAddresses(checked.url, { fetcher });
  return resolved.ok ? null : webhookRefusalMessage(resolved.reason);
}

/** The settings screen's server-side check (saveSettings' `check`): the webhook URL's DNS, nothing else. */
export function webhookSettingCheck(fetcher: typeof fetch) {
  return (id: string, value: string) => (id === WEBHOOK_SETTING ? webhookUrlProblem(value, fetcher) : Promise.resolve(null));
}
