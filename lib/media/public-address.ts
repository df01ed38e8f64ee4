import { BlockList, isIPv4, isIPv6 } from 'node:net';

type Family = 'ipv4' | 'ipv6';
type Range = readonly [prefix: string, bits: number];

function blockList(family: Family, ranges: readonly Range[]): BlockList {
  const list = new BlockList();
  for (const [prefix, bits] of ranges) list.addSubnet(prefix, bits, family);
  return list;
}

/**
 * IPv4 ranges that are not reachable public unicast (RFC 6890 and friends). Node's BlockList also
 * matches these rules against IPv4-mapped IPv6 addresses (`::ffff:a9fe:a9fe` is 169.254.169.254).
 */
const NON_PUBLIC_V4 = blockList('ipv4', [
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
]);

const IPV4_MAPPED = blockList('ipv6', [['::ffff:0:0', 96]]);

/**
 * Public IPv6 is global unicast 2000::/3 minus these. Everything outside 2000::/3 (::, ::1, fe80::/10,
 * fc00::/7, ff00::/8, 64:ff9b::/96 NAT64, ...) is refused, except IPv4-mapped addresses, which are
 * judged as IPv4. Prefixes that embed an IPv4 address (6to4, Teredo) are refused outright rather than
 * trusting the embedded address.
 */
const GLOBAL_UNICAST_V6 = blockList('ipv6', [['2000::', 3]]);
const NON_PUBLIC_V6_IN_2000 = blockList('ipv6', [
  ['2001::', 23], // IETF protocol assignments, incl. Teredo 2001::/32 and benchmarking 2001:2::/48
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['3fff::', 20], // documentation (RFC 9637)
]);

const LOOPBACK = blockList('ipv4', [['127.0.0.0', 8]]);
LOOPBACK.addAddress('::1', 'ipv6');

export function isPublicAddress(input: string): boolean {
  const address = parseAddress(input);
  if (!address) return false;
  const [ip, family] = address;
  if (family === 'ipv4' || IPV4_MAPPED.check(ip, 'ipv6')) return !NON_PUBLIC_V4.check(ip, family);
  return GLOBAL_UNICAST_V6.check(ip, 'ipv6') && !NON_PUBLIC_V6_IN_2000.check(ip, 'ipv6');
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopbackAddress(input: string): boolean {
  const address = parseAddress(input);
  return address !== null && LOOPBACK.check(...address);
}

/** The address and its family (brackets and IPv6 zone id dropped), null for anything that is not an IP address. */
function parseAddress(input: string): [ip: string, family: Family] | null {
  const ip = input
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (isIPv4(ip)) return [ip, 'ipv4'];
  if (isIPv6(ip)) return [ip, 'ipv6'];
  return null;
}
