// The DNS records MailChannels needs on the sending domain, and the addresses an outbound
// target's name resolves to, looked up over DNS-over-HTTPS.
// An outside service is a guest (docs/decisions/319, 717): short timeout, answer parsed
// with zod, result cached, a failure shown as « À vérifier » for these lines only.
import { z } from "zod";

const DOH_ENDPOINT = "https://cloudflare-dns.com/dns-query";
const LOOKUP_TIMEOUT_MS = 1500;
/** Long enough to open the screen again without a new lookup, short enough to see a fix soon. */
const CACHE_SECONDS = 300;

const answerSchema = z.object({
  Status: z.number(),
  Answer: z.array(z.object({ type: z.number(), data: z.string() })).optional(),
});

const TXT = 16;
const NXDOMAIN = 3;

/** « "v=spf1 include:a" " ~all" » → « v=spf1 include:a ~all » (TXT strings are quoted and may be split). */
function txtValue(data: string): string {
  const parts = [...data.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1].replace(/\\(.)/g, "$1"));
  return parts.length > 0 ? parts.join("") : data;
}

function cacheKey(name: string) {
  return new Request(`${DOH_ENDPOINT}?${new URLSearchParams({ name, type: "TXT" })}`);
}

async function cacheStore(): Promise<Cache | null> {
  try {
    return typeof caches === "undefined" ? null : (caches as unknown as { default: Cache }).default;
  } catch {
    return null;
  }
}

export type TxtLookup = { ok: true; values: Array<string> } | { ok: false; reason: "unanswered" };

/**
 * The TXT records of `name`, or `{ ok: false }` when the resolver cannot be reached or
 * answers something else than data or « no such name ». `cacheOnly` answers from the cache
 * and never goes out (the dashboard's card).
 */
export async function lookupTxt(name: string, options: { fetcher: typeof fetch; cacheOnly?: boolean }): Promise<TxtLookup> {
  const cache = await cacheStore();
  const key = cacheKey(name);
  const cached = cache ? await cache.match(key).catch(() => undefined) : undefined;
  if (cached) {
    const values = z.array(z.string()).safeParse(await cached.json().catch(() => null));
    if (values.success) return { ok: true, values: values.data };
  }
  if (options.cacheOnly) return { ok: false, reason: "unanswered" };
  let body: unknown;
  try {
    const response = await options.fetcher(key.url, { headers: { accept: "application/dns-json" }, signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
    if (!response.ok) return { ok: false, reason: "unanswered" };
    body = await response.json();
  } catch {
    return { ok: false, reason: "unanswered" };
  }
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success || (parsed.data.Status !== 0 && parsed.data.Status !== NXDOMAIN)) return { ok: false, reason: "unanswered" };
  const values = (parsed.data.Answer ?? []).filter((a) => a.type === TXT).map((a) => txtValue(a.data));
  if (cache) {
    await cache
      .put(key, new Response(JSON.stringify(values), { headers: { "content-type": "application/json", "cache-control": `max-age=${CACHE_SECONDS}` } }))
      .catch(() => undefined);
  }
  return { ok: true, values };
}

const A = 1;
const AAAA = 28;

export type AddressLookup = { ok: true; addresses: Array<string> } | { ok: false; reason: "unanswered" };

async function queryAddresses(name: string, type: typeof A | typeof AAAA, fetcher: typeof fetch): Promise<AddressLookup> {
  let body: unknown;
  try {
    const url = `${DOH_ENDPOINT}?${new URLSearchParams({ name, type: type === A ? "A" : "AAAA" })}`;
    const response = await fetcher(url, { headers: { accept: "application/dns-json" }, signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
    if (!response.ok) return { ok: false, reason: "unanswered" };
    body = await response.json();
  } catch {
    return { ok: false, reason: "unanswered" };
  }
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success || (parsed.data.Status !== 0 && parsed.data.Status !== NXDOMAIN)) return { ok: false, reason: "unanswered" };
  // CNAME records of the chain come first; only the addresses at its end matter.
  return { ok: true, addresses: (parsed.data.Answer ?? []).filter((a) => a.type === type).map((a) => a.data.trim()) };
}

/**
 * The IPv4 and IPv6 addresses `name` resolves to (A and AAAA, asked together), or
 * `{ ok: false }` when either question gets no usable answer: the caller refuses what it
 * cannot check. Never cached: the check runs right before each outbound call
 * (docs/decisions/717-webhook-targets-resolved-over-doh.md).
 */
export async function lookupAddresses(name: string, options: { fetcher: typeof fetch }): Promise<AddressLookup> {
  const [v4, v6] = await Promise.all([queryAddresses(name, A, options.fetcher), queryAddresses(name, AAAA, options.fetcher)]);
  if (!v4.ok || !v6.ok) return { ok: false, reason: "unanswered" };
  return { ok: true, addresses: [...v4.addresses, ...v6.addresses] };
}

export const SPF_INCLUDE = "include:relay.mailchannels.net";

/** The domain of an e-mail address, lower-cased, or null. */
export function mailDomain(address: string): string | null {
  const match = /@([a-z0-9.-]+\.[a-z]{2,})$/i.exec(address.trim());
  return match ? match[1].toLowerCase() : null;
}

/**
 * Domain Lockdown: `v=mc1 auth=<account id>`. MailChannels dropped the Cloudflare Worker
 * id (`cfid=`) on 31/08/2024; the Email API account id goes in `auth=`
 * (https://docs.mailchannels.net/email-api/advanced/domain-lockdown).
 */
export function lockdownValue(accountId: string | undefined): string {
  return `v=mc1 auth=${accountId ?? "<identifiant de votre compte MailChannels>"}`;
}

export function lockdownPresent(values: Array<string>, accountId: string | undefined): boolean {
  return values.some((value) => {
    const fields = value.trim().split(/\s+/);
    if (fields[0] !== "v=mc1") return false;
    return accountId ? fields.includes(`auth=${accountId}`) : fields.some((f) => f.startsWith("auth=") || f.startsWith("senderid=") || f.startsWith("sidw="));
  });
}

/** The SPF record to publish: the existing one with MailChannels added, or a new one. */
export function spfValue(values: Array<string>): string {
  const existing = values.find((value) => /^v=spf1(\s|$)/i.test(value.trim()));
  if (!existing) return `v=spf1 ${SPF_INCLUDE} ~all`;
  if (existing.includes(SPF_INCLUDE)) return existing.trim();
  return existing.trim().replace(/^v=spf1/i, `v=spf1 ${SPF_INCLUDE}`);
}

export function spfPresent(values: Array<string>): boolean {
  return values.some((value) => /^v=spf1(\s|$)/i.test(value.trim()) && value.split(/\s+/).includes(SPF_INCLUDE));
}
