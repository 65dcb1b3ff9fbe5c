/**
 * The rate-limit key of a client address. An IPv6 subscriber usually holds a whole /64
 * (2^64 addresses), so limiting per full address limits nothing: IPv6 keys are the /64
 * prefix. IPv4 addresses (and IPv4-mapped IPv6 ones) are kept whole.
 */
export function rateLimitAddress(raw: string): string {
  const value = raw
    .trim()
    .replace(/^\[|\]$/g, "")
    .split("%")[0]
    .toLowerCase();
  if (!value.includes(":")) return value;
  const groups = expandIpv6(value);
  if (!groups) return value;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function expandIpv6(address: string): Array<number> | null {
  let text = address;
  const ipv4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (ipv4) {
    const bytes = ipv4.slice(1).map(Number);
    if (bytes.some((b) => b > 255)) return null;
    text = `${text.slice(0, ipv4.index)}${((bytes[0] << 8) | bytes[1]).toString(16)}:${((bytes[2] << 8) | bytes[3]).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const parts = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (parts.some((p) => !/^[0-9a-f]{1,4}$/.test(p))) return null;
  return parts.map((p) => Number.parseInt(p, 16));
}

/** The rate-limit key of the client Cloudflare saw; `fallback` when there is none (tests, local runs). */
export function clientAddressKey(request: Request, fallback: string): string {
  const ip = request.headers.get("cf-connecting-ip") ?? request.headers.get("x-real-ip");
  return ip ? rateLimitAddress(ip) : fallback;
}
