import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isPublicAddress } from '@/lib/media/public-address';

describe('isPublicAddress (SSRF guard for "add media from URL")', () => {
  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.215.14',
    '172.32.0.1',
    '100.128.0.1',
    '198.20.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:830::200e',
    '::ffff:8.8.8.8',
    '[2001:4860:4860::8888]',
  ])('accepts the public address %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', '"this network" 0/8'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12'],
    ['192.168.1.1', 'private 192.168/16'],
    ['100.64.0.1', 'CGNAT 100.64/10'],
    ['100.127.255.255', 'CGNAT 100.64/10'],
    ['169.254.169.254', 'cloud metadata (link-local)'],
    ['169.254.0.1', 'link-local'],
    ['192.0.0.170', 'IETF protocol assignments'],
    ['192.0.2.1', 'documentation TEST-NET-1'],
    ['198.51.100.7', 'documentation TEST-NET-2'],
    ['203.0.113.9', 'documentation TEST-NET-3'],
    ['198.18.0.1', 'benchmarking 198.18/15'],
    ['198.19.255.255', 'benchmarking 198.18/15'],
    ['192.88.99.1', '6to4 relay anycast'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved 240/4'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'IPv6 unspecified'],
    ['::1', 'IPv6 loopback'],
    ['[::1]', 'bracketed IPv6 loopback'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata address'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata address in hex'],
    ['::127.0.0.1', 'IPv4-compatible (deprecated)'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['febf::1', 'IPv6 link-local'],
    ['fc00::1', 'unique-local'],
    ['fd00::1', 'unique-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['64:ff9b::a00:1', 'NAT64 embedding 10.0.0.1'],
    ['64:ff9b::808:808', 'NAT64 (refused even when the embedded v4 is public)'],
    ['2002:a00:1::1', '6to4 embedding 10.0.0.1'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['3fff::1', 'IPv6 documentation (RFC 9637)'],
    ['2001:2::1', 'IPv6 benchmarking'],
    ['100::1', 'discard-only'],
    ['fec0::1', 'deprecated site-local'],
    ['2001:20::1', 'ORCHIDv2'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback in hex'],
    ['::ffff:0.0.0.0', 'IPv4-mapped unspecified'],
    ['example.com', 'not an IP address'],
    ['', 'empty'],
    ['127.1', 'shorthand IPv4'],
    ['999.1.1.1', 'invalid IPv4'],
  ])('refuses %s (%s)', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });
});

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.3.4.5', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::ffff:7f00:1', '[::1]'])(
    'treats %s as loopback',
    (ip) => {
      expect(isLoopbackAddress(ip)).toBe(true);
    },
  );

  it.each(['10.0.0.1', '169.254.169.254', '::', '::2', 'fe80::1', '8.8.8.8', 'localhost'])(
    'does not treat %s as loopback',
    (ip) => {
      expect(isLoopbackAddress(ip)).toBe(false);
    },
  );
});
