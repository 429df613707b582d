/**
 * What kind of network an IP address belongs to, for deciding whether Polyloop may connect to it
 * on someone else's say-so (a partner's webhook). Pure: no DNS, no Node APIs, so the rule is the
 * same wherever it runs and is tested on its own.
 */

export type AddressScope =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  | 'multicast'
  | 'unspecified'
  /** Documentation, benchmarking, broadcast and other ranges nothing public answers on. */
  | 'reserved';

/** One part of an inet_aton address: decimal, octal (leading 0) or hexadecimal (0x). */
function part(text: string): number | undefined {
  if (/^0x[0-9a-f]*$/i.test(text)) return text.length === 2 ? 0 : parseInt(text.slice(2), 16);
  if (/^0[0-7]*$/.test(text)) return parseInt(text, 8);
  if (/^[1-9][0-9]*$/.test(text)) return parseInt(text, 10);
  return undefined;
}

/**
 * The four bytes of an IPv4 address in any form a resolver or URL parser takes: dotted decimal,
 * and the inet_aton forms (`2130706433`, `0177.0.0.1`, `0x7f.1`), which name 127.0.0.1 just as well.
 */
export function parseIPv4(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length > 4 || parts.some((p) => p === '')) return undefined;
  const values = parts.map(part);
  if (values.some((v) => v === undefined || !Number.isSafeInteger(v))) return undefined;
  const numbers = values as number[];
  const last = numbers.pop()!;
  if (numbers.some((v) => v > 255) || last >= 256 ** (4 - numbers.length)) return undefined;
  const bytes = [...numbers];
  for (let i = 4 - numbers.length - 1; i >= 0; i--) bytes.push(Math.floor(last / 256 ** i) % 256);
  return bytes;
}

/** The sixteen bytes of an IPv6 address (with or without brackets, with an embedded IPv4 tail or not). */
export function parseIPv6(text: string): number[] | undefined {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (!bare.includes(':') || !/^[0-9a-f:.]+$/i.test(bare)) return undefined;
  const halves = bare.split('::');
  if (halves.length > 2) return undefined;
  const groups = (half: string): number[] | undefined => {
    if (half === '') return [];
    const out: number[] = [];
    const pieces = half.split(':');
    for (const [i, piece] of pieces.entries()) {
      if (piece.includes('.')) {
        // An IPv4 tail is dotted decimal only, and only last.
        if (i !== pieces.length - 1 || !/^\d{1,3}(\.\d{1,3}){3}$/.test(piece)) return undefined;
        const v4 = piece.split('.').map(Number);
        if (v4.some((b) => b > 255)) return undefined;
        out.push(v4[0]! * 256 + v4[1]!, v4[2]! * 256 + v4[3]!);
      } else {
        if (!/^[0-9a-f]{1,4}$/i.test(piece)) return undefined;
        out.push(parseInt(piece, 16));
      }
    }
    return out;
  };
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const words = [...head, ...Array<number>(missing).fill(0), ...tail];
  return words.flatMap((w) => [w >> 8, w & 0xff]);
}

const inRange = (bytes: number[], prefix: number[], bits: number) =>
  prefix.every((byte, i) => {
    const take = Math.min(8, bits - i * 8);
    if (take <= 0) return true;
    const mask = (0xff << (8 - take)) & 0xff;
    return (bytes[i]! & mask) === (byte & mask);
  });

const V4_RANGES: Array<[number[], number, AddressScope]> = [
  [[0, 0, 0, 0], 8, 'unspecified'],
  [[10, 0, 0, 0], 8, 'private'],
  [[100, 64, 0, 0], 10, 'private'],
  [[127, 0, 0, 0], 8, 'loopback'],
  [[169, 254, 0, 0], 16, 'link-local'],
  [[172, 16, 0, 0], 12, 'private'],
  [[192, 0, 0, 0], 24, 'reserved'],
  [[192, 0, 2, 0], 24, 'reserved'],
  [[192, 88, 99, 0], 24, 'reserved'],
  [[192, 168, 0, 0], 16, 'private'],
  [[198, 18, 0, 0], 15, 'reserved'],
  [[198, 51, 100, 0], 24, 'reserved'],
  [[203, 0, 113, 0], 24, 'reserved'],
  [[224, 0, 0, 0], 4, 'multicast'],
  [[240, 0, 0, 0], 4, 'reserved'],
];

export function scopeOfIPv4(bytes: number[]): AddressScope {
  return V4_RANGES.find(([prefix, bits]) => inRange(bytes, prefix, bits))?.[2] ?? 'public';
}

/** IPv6 prefixes whose last 32 bits (or, for 6to4, bits 16 to 48) are an IPv4 address that is what is reached. */
const EMBEDS_V4: Array<[number[], number, (b: number[]) => number[]]> = [
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96, (b) => b.slice(12)], // IPv4-mapped ::ffff:a.b.c.d
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 96, (b) => b.slice(12)], // IPv4-compatible ::a.b.c.d (deprecated)
  [[0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96, (b) => b.slice(12)], // NAT64 64:ff9b::a.b.c.d
  [[0x20, 0x02], 16, (b) => b.slice(2, 6)], // 6to4 2002:aabb:ccdd::
];

const V6_RANGES: Array<[number[], number, AddressScope]> = [
  [[0xfe, 0x80], 10, 'link-local'],
  [[0xfe, 0xc0], 10, 'private'], // site-local, deprecated but still routed inside sites
  [[0xfc], 7, 'unique-local'],
  [[0xff], 8, 'multicast'],
  [[0x20, 0x01, 0x0d, 0xb8], 32, 'reserved'], // documentation
  [[0x20, 0x01, 0, 0], 32, 'reserved'], // Teredo: an obscured IPv4 address inside
  [[0x01, 0, 0, 0, 0, 0, 0, 0], 64, 'reserved'], // discard-only
];

export function scopeOfIPv6(bytes: number[]): AddressScope {
  if (bytes.every((b) => b === 0)) return 'unspecified';
  if (bytes.slice(0, 15).every((b) => b === 0) && bytes[15] === 1) return 'loopback';
  const embedding = EMBEDS_V4.find(([prefix, bits]) => inRange(bytes, prefix, bits));
  if (embedding) return scopeOfIPv4(embedding[2](bytes));
  const known = V6_RANGES.find(([prefix, bits]) => inRange(bytes, prefix, bits));
  if (known) return known[2];
  // Only 2000::/3 is global unicast today; the rest is unassigned.
  return inRange(bytes, [0x20], 3) ? 'public' : 'reserved';
}

/**
 * The scope of a host that is an IP address (as a URL's hostname or a resolver answers it), or
 * undefined for a name. `localhost` and its subdomains are loopback by definition (RFC 6761).
 */
export function scopeOfHost(host: string): AddressScope | undefined {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return 'loopback';
  const v6 = parseIPv6(name);
  if (v6) return scopeOfIPv6(v6);
  const v4 = /^[0-9a-fx.]+$/.test(name) ? parseIPv4(name) : undefined;
  return v4 ? scopeOfIPv4(v4) : undefined;
}
