import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { middleware } from '@/middleware';
import {
  knownSiteOfHost,
  normalizeHost,
  parseSiteHosts,
  requestHost,
  resolveSiteFromHost,
} from '@/lib/routing/resolve-site';
import { SITES, SITE_IDS } from '@/sites';

describe('resolveSiteFromHost', () => {
  it.each(SITE_IDS.filter((id) => id !== 'local'))(
    'resolves %s from its domain, www. and {id}.localhost',
    (id) => {
      const site = SITES[id];
      expect(resolveSiteFromHost(site.appDomain)).toBe(id);
      expect(resolveSiteFromHost(`www.${site.appDomain}`)).toBe(id);
      expect(resolveSiteFromHost(`${site.appDomain.toUpperCase()}:443`)).toBe(id);
      expect(resolveSiteFromHost(`${id}.localhost:3000`)).toBe(id);
      for (const alias of site.aliases ?? []) expect(resolveSiteFromHost(alias)).toBe(id);
    },
  );

  it('falls back to the local site for localhost, 127.0.0.1, unknown and missing hosts', () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
      'unknown.example',
      'nope.localhost',
      '',
      null,
    ]) {
      expect(resolveSiteFromHost(host)).toBe('local');
    }
  });

  it('lets SITE_HOSTS map extra hosts, ignoring malformed entries', () => {
    const hosts = 'preview.example.net=bond, broken, x=not-a-site,Staging.Example.org:8080=tutoring';
    expect(resolveSiteFromHost('preview.example.net', hosts)).toBe('bond');
    expect(resolveSiteFromHost('staging.example.org', hosts)).toBe('tutoring');
    expect(resolveSiteFromHost('x', hosts)).toBe('local');
    expect(parseSiteHosts(hosts).size).toBe(2);
  });

  it('never lets two sites claim one domain', () => {
    const domains = SITE_IDS.filter((id) => id !== 'local').flatMap((id) => [
      SITES[id].appDomain,
      ...(SITES[id].aliases ?? []),
    ]);
    expect(new Set(domains.map(normalizeHost)).size).toBe(domains.length);
  });
});

describe('requestHost', () => {
  const headers = new Headers({ host: 'localhost:3000', 'x-forwarded-host': 'bond.localhost, proxy' });
  it('ignores x-forwarded-host unless the proxy is trusted', () => {
    expect(requestHost(headers, false)).toBe('localhost:3000');
    expect(requestHost(headers, true)).toBe('bond.localhost');
  });
});

describe('unknown hosts (UNKNOWN_HOSTS=refuse)', () => {
  it('knows every site host, the local ones included, and no other', () => {
    for (const host of ['localhost:3000', '127.0.0.1', '[::1]:3000', 'bond.localhost', 'www.maturis.eu'])
      expect(knownSiteOfHost(host), host).not.toBeNull();
    for (const host of ['unknown.example', '10.0.0.5:3000', 'nope.localhost', '', null])
      expect(knownSiteOfHost(host), String(host)).toBeNull();
    expect(knownSiteOfHost('preview.example.net', 'preview.example.net=bond')).toBe('bond');
  });

  it('answers an unknown host with 421 in the middleware when asked to, and the local site otherwise', () => {
    const page = (host: string) => new NextRequest(`http://${host}/en`, { headers: { host } });
    const saved = process.env.UNKNOWN_HOSTS;
    try {
      process.env.UNKNOWN_HOSTS = 'refuse';
      expect(middleware(page('evil.example')).status).toBe(421);
      expect(middleware(page('localhost:3000')).headers.get('x-middleware-rewrite')).toContain('/local/en');
      delete process.env.UNKNOWN_HOSTS;
      expect(middleware(page('evil.example')).headers.get('x-middleware-rewrite')).toContain('/local/en');
    } finally {
      if (saved === undefined) delete process.env.UNKNOWN_HOSTS;
      else process.env.UNKNOWN_HOSTS = saved;
    }
  });
});
