// Whether an address a DNS name resolves to is one the Worker may call: a public unicast
// address. Everything else is refused — private (RFC 1918, fc00::/7), loopback, link-local,
// CGNAT (100.64/10), "this network" (0.0.0.0/8, ::), documentation, benchmarking,
// multicast and reserved ranges, and the IPv6 forms that carry an IPv4 address (mapped
// ::ffff:a.b.c.d and NAT64 64:ff9b::/96 are judged by the address they carry; the
// deprecated compatible ::a.b.c.d and 6to4 2002::/16 are refused). IPv6 must be global
// unicast (2000::/3). docs/decisions/717-webhook-targets-resolved-over-doh.md

/** IPv4 ranges that are not public unicast: [first octets as a number, prefix length]. */
const IPV4_REFUSED: ReadonlyArray<[string, number]> = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];

/** A dotted IPv4 address as a 32-bit number, or null (leading zeros refused: no octal ambiguity). */
export function parseIpv4(text: string): number | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

function inIpv4Range(address: number, [base, prefix]: [string, number]) {
  const start = parseIpv4(base) as number;
  const size = 2 ** (32 - prefix);
  return address >= start && address < start + size;
}

function publicIpv4(address: number) {
  return !IPV4_REFUSED.some((range) => inIpv4Range(address, range));
}

/** An IPv6 address as its eight 16-bit groups, or null (zone ids refused). */
export function parseIpv6(text: string): Array<number> | null {
  if (!/^[0-9a-f:.]+$/i.test(text)) return null;
  let head = text;
  let tail: Array<number> = [];
  // A trailing dotted IPv4 (::ffff:127.0.0.1) fills the last two groups.
  const lastColon = text.lastIndexOf(":");
  if (text.slice(lastColon + 1).includes(".")) {
    const v4 = parseIpv4(text.slice(lastColon + 1));
    if (v4 === null) return null;
    tail = [Math.floor(v4 / 65536), v4 % 65536];
    head = text.slice(0, lastColon + 1);
    // "::1.2.3.4" and "a::1.2.3.4" keep their "::"; "a:b:…:1.2.3.4" loses only the separator.
    if (head.endsWith(":") && !head.endsWith("::")) head = head.slice(0, -1);
  }
  const halves = head.split("::");
  if (halves.length > 2) return null;
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  const toNumbers = (parts: Array<string>) => parts.map((p) => (/^[0-9a-f]{1,4}$/i.test(p) ? Number.parseInt(p, 16) : Number.NaN));
  const left = toNumbers(groups(halves[0]));
  const right = halves.length === 2 ? toNumbers(groups(halves[1])) : [];
  if ([...left, ...right].some(Number.isNaN)) return null;
  const given = left.length + right.length + tail.length;
  if (halves.length === 1) return given === 8 ? [...left, ...tail] : null;
  if (given > 7) return null;
  return [...left, ...Array<number>(8 - given).fill(0), ...right, ...tail];
}

function embeddedIpv4(groups: Array<number>) {
  return groups[6] * 65536 + groups[7];
}

function publicIpv6(groups: Array<number>) {
  const [g0, g1] = groups;
  const zeros = (count: number) => groups.slice(0, count).every((g) => g === 0);
  // ::ffff:a.b.c.d (mapped) and 64:ff9b::a.b.c.d (NAT64) reach the IPv4 address they carry.
  if (zeros(5) && groups[5] === 0xffff) return publicIpv4(embeddedIpv4(groups));
  if (g0 === 0x64 && g1 === 0xff9b && groups.slice(2, 6).every((g) => g === 0)) return publicIpv4(embeddedIpv4(groups));
  // Global unicast only (2000::/3): excludes ::, ::1, ::a.b.c.d, fc00::/7, fe80::/10, ff00::/8…
  if ((g0 & 0xe000) !== 0x2000) return false;
  if (g0 === 0x2001 && g1 < 0x0200) return false; // IETF protocol assignments (Teredo, benchmarking…)
  if (g0 === 0x2001 && g1 === 0x0db8) return false; // documentation
  if (g0 === 0x2002) return false; // 6to4
  if (g0 === 0x3fff && g1 < 0x1000) return false; // documentation (RFC 9637)
  return true;
}

/** True only for a public unicast IPv4 or IPv6 address written as DNS answers write them. */
export function isPublicAddress(text: string): boolean {
  const address = text.trim().replace(/^\[|\]$/g, "");
  if (address.includes(":")) {
    const groups = parseIpv6(address);
    return groups !== null && publicIpv6(groups);
  }
  const v4 = parseIpv4(address);
  return v4 !== null && publicIpv4(v4);
}
