// The second half of an outbound target's check (the first is parsePublicHttpsUrl, on the
// text): the name is resolved over DNS-over-HTTPS — the resolver 'État du site' uses — and
// every address it gives must be public. Fails closed: no answer, no call.
// docs/decisions/717-webhook-targets-resolved-over-doh.md
import { lookupAddresses } from "~/lib/health/dns.server";
import { isPublicAddress } from "./ip-address";
import type { OutboundUrlRefusal } from "./outbound-url";

export type ResolvedTargetResult = { ok: true } | { ok: false; reason: Extract<OutboundUrlRefusal, "private-address" | "unresolved" | "resolver-failed"> };

/** Whether the host of an already-parsed public https URL resolves to public addresses only. */
export async function resolvesToPublicAddresses(url: URL, deps: { fetcher: typeof fetch }): Promise<ResolvedTargetResult> {
  const lookup = await lookupAddresses(url.hostname.replace(/\.$/, ""), { fetcher: deps.fetcher });
  if (!lookup.ok) return { ok: false, reason: "resolver-failed" };
  if (lookup.addresses.length === 0) return { ok: false, reason: "unresolved" };
  // One private answer is enough: the platform may connect to any of them.
  return lookup.addresses.every(isPublicAddress) ? { ok: true } : { ok: false, reason: "private-address" };
}
