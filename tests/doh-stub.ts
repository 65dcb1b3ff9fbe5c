// The DNS-over-HTTPS resolver at the network edge: A and AAAA questions answered from a
// table, as cloudflare-dns.com answers them (application/dns-json). Anything else goes to
// `passOn` (the webhook's POST), or fails the test.
import { vi } from "vitest";

export const DOH_ENDPOINT = "https://cloudflare-dns.com/dns-query";

/** Per name: its addresses (a CNAME chain may be given first), or how the resolver fails. */
export type DohRecords = Record<string, { A?: Array<string>; AAAA?: Array<string>; cname?: string } | "unreachable" | "servfail">;

export type DohCalls = { questions: Array<string>; others: Array<{ url: string; init?: RequestInit }> };

export function dohFetcher(records: DohRecords, passOn?: (url: string, init?: RequestInit) => Promise<Response>): { fetcher: typeof fetch; calls: DohCalls } {
  const calls: DohCalls = { questions: [], others: [] };
  const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin + url.pathname !== DOH_ENDPOINT) {
      calls.others.push({ url: url.href, init });
      if (!passOn) throw new Error(`appel sortant inattendu : ${url.href}`);
      return passOn(url.href, init);
    }
    if (new Headers(init?.headers).get("accept") !== "application/dns-json") throw new Error("question DoH sans accept: application/dns-json");
    const name = url.searchParams.get("name") ?? "";
    const type = url.searchParams.get("type") as "A" | "AAAA";
    calls.questions.push(`${type} ${name}`);
    const entry = records[name];
    if (entry === "unreachable") throw new TypeError("network connection lost");
    if (entry === "servfail") return Response.json({ Status: 2 });
    if (!entry) return Response.json({ Status: 3 });
    const chain = entry.cname ? [{ name, type: 5, TTL: 300, data: `${entry.cname}.` }] : [];
    const answers = (entry[type] ?? []).map((data) => ({ name: entry.cname ?? name, type: type === "A" ? 1 : 28, TTL: 60, data }));
    return Response.json({ Status: 0, Answer: [...chain, ...answers] });
  }) as unknown as typeof fetch;
  return { fetcher, calls };
}

/** The same resolver in place of the Worker's global fetch (requests through the route handlers). */
export function stubGlobalDoh(records: DohRecords, passOn?: (url: string, init?: RequestInit) => Promise<Response>): DohCalls {
  const { fetcher, calls } = dohFetcher(records, passOn);
  vi.spyOn(globalThis, "fetch").mockImplementation(fetcher);
  return calls;
}
