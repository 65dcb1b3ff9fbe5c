// The one check of a URL the Worker will call on its own (the contact webhook today; the
// Géorisques and geocoder endpoints later): https only, on a public DNS name. A target
// typed by staff must not turn the Worker into a probe of the networks it can reach
// (loopback, cloud metadata, the office LAN). Browser-safe: the settings form uses it too.
//
// The WHATWG URL parser already rewrites every IPv4 notation (decimal 2130706433, hex
// 0x7f.1, octal 0177.0.0.1, short 127.1, a trailing dot) to dotted form and IPv6 to its
// bracketed compressed form, so the checks below run on the parsed host, never on the
// text. Every IP literal is refused, public ones included: a webhook is a named service,
// and so is any port but https's own 443. What a public name resolves to is checked by the
// server over DNS-over-HTTPS before each call (outbound-target.server.ts, docs/decisions/717);
// redirects are never followed by the callers (`redirect: "manual"`).

/** How long a call to an outside service may take before it is given up. */
export const OUTBOUND_TIMEOUT_MS = 5000;

/** Why a target is refused: by its text (parsePublicHttpsUrl), or by what its name resolves to (server side). */
export type OutboundUrlRefusal = "invalid" | "not-https" | "credentials" | "ip-literal" | "internal-host" | "port" | "private-address" | "unresolved" | "resolver-failed";

export type OutboundUrlResult = { ok: true; url: URL } | { ok: false; reason: OutboundUrlRefusal };

/** Names that only mean something inside a network (RFC 6761, RFC 6762, RFC 8375, common LAN suffixes). */
const INTERNAL_SUFFIXES = ["localhost", "local", "internal", "intranet", "lan", "home", "corp", "localdomain", "home.arpa", "arpa"];

const IPV4_DOTTED = /^\d{1,3}(\.\d{1,3}){3}$/;

export function parsePublicHttpsUrl(input: string): OutboundUrlResult {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (url.protocol !== "https:") return { ok: false, reason: "not-https" };
  if (url.username !== "" || url.password !== "") return { ok: false, reason: "credentials" };
  const host = url.hostname.toLowerCase();
  if (host.startsWith("[") || host.includes(":") || IPV4_DOTTED.test(host.replace(/\.$/, ""))) return { ok: false, reason: "ip-literal" };
  // "localhost." and "nas.local." are the same names as without the final dot.
  const name = host.replace(/\.$/, "");
  const labels = name.split(".");
  if (labels.length < 2 || labels.some((label) => label === "")) return { ok: false, reason: "internal-host" };
  if (INTERNAL_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`))) return { ok: false, reason: "internal-host" };
  // A last label of digits (or hex) only is an address to the parser, never a top-level domain.
  if (/^(\d+|0x[0-9a-f]*)$/.test(labels[labels.length - 1])) return { ok: false, reason: "ip-literal" };
  // The parser drops the default port: ":443" reads as "", any other stays.
  if (url.port !== "") return { ok: false, reason: "port" };
  return { ok: true, url };
}

/** French messages of the refusals, for a field of an outbound URL. */
export const OUTBOUND_URL_MESSAGES: Record<OutboundUrlRefusal, string> = {
  invalid: "Adresse invalide : elle commence par https:// suivi d'un nom de domaine",
  "not-https": "L'adresse doit commencer par https://",
  credentials: "L'adresse ne doit pas contenir d'identifiant ni de mot de passe (avant « @ »)",
  "ip-literal": "Indiquez un nom de domaine public (ex. hook.eu1.make.com) : les adresses IP sont refusées",
  "internal-host": "Indiquez un nom de domaine public : localhost, les noms sans point et les réseaux internes (.local, .internal, .lan…) sont refusés",
  port: "Indiquez l'adresse sans numéro de port (ou avec :443) : les autres ports sont refusés",
  "private-address": "Ce nom de domaine désigne une adresse privée, locale ou réservée (réponse DNS) : indiquez le nom public du service",
  unresolved: "Ce nom de domaine n'a aucune adresse (réponse DNS) : vérifiez l'URL",
  "resolver-failed": "Impossible de vérifier ce nom de domaine pour l'instant (résolveur DNS injoignable) : réessayez dans quelques instants",
};
