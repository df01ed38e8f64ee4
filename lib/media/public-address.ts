import { isIPv4, isIPv6 } from 'node:net';

type Range = readonly [prefix: string, bits: number];

/** IPv4 ranges that are not reachable public unicast (RFC 6890 and friends). */
const NON_PUBLIC_V4: readonly Range[] = [
  ['0.0.0.0', 8], // "this network", incl. the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, incl. the 169.254.169.254 cloud metadata service
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // TEST-NET-1
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // TEST-NET-2
  ['203.0.113.0', 24], // TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. 255.255.255.255
];

/**
 * Public IPv6 is global unicast 2000::/3 minus these. Everything outside 2000::/3 (::, ::1, fe80::/10,
 * fc00::/7, ff00::/8, 64:ff9b::/96 NAT64, ...) is refused, except IPv4-mapped addresses, which are
 * judged as IPv4. Prefixes that embed an IPv4 address (6to4, Teredo) are refused outright rather than
 * trusting the embedded address.
 */
const NON_PUBLIC_V6_IN_2000: readonly Range[] = [
  ['2001::', 23], // IETF protocol assignments, incl. Teredo 2001::/32 and benchmarking 2001:2::/48
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['3fff::', 20], // documentation (RFC 9637)
];

export function isPublicAddress(ip: string): boolean {
  const bytes = parseAddress(ip);
  if (!bytes) return false;
  if (bytes.length === 4) return !NON_PUBLIC_V4.some((range) => inRange(bytes, range));
  const mapped = ipv4Mapped(bytes);
  if (mapped) return isPublicAddress(mapped.join('.'));
  return inRange(bytes, ['2000::', 3]) && !NON_PUBLIC_V6_IN_2000.some((range) => inRange(bytes, range));
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopbackAddress(ip: string): boolean {
  const bytes = parseAddress(ip);
  if (!bytes) return false;
  const v4 = bytes.length === 4 ? bytes : ipv4Mapped(bytes);
  if (v4) return v4[0] === 127;
  return bytes.every((byte, index) => byte === (index === 15 ? 1 : 0));
}

function ipv4Mapped(bytes: number[]): number[] | null {
  const isMapped = bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  return isMapped ? bytes.slice(12) : null;
}

function inRange(bytes: number[], [prefix, bits]: Range): boolean {
  const base = parseAddress(prefix)!;
  if (base.length !== bytes.length) return false;
  for (let bit = 0; bit < bits; bit++) {
    const mask = 0x80 >> (bit % 8);
    if ((bytes[bit >> 3]! & mask) !== (base[bit >> 3]! & mask)) return false;
  }
  return true;
}

/** 4 bytes for IPv4, 16 for IPv6 (zone id ignored), null for anything that is not an IP address. */
function parseAddress(input: string): number[] | null {
  const ip = input
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (isIPv4(ip)) return ip.split('.').map(Number);
  if (!isIPv6(ip)) return null;
  let text = ip;
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4Tail) {
    const [a, b, c, d] = v4Tail.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -v4Tail.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = [...headGroups, ...zeros, ...tailGroups];
  if (groups.length !== 8) return null;
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}
