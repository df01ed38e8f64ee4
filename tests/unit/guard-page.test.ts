import { beforeEach, describe, expect, it, vi } from 'vitest';
import { guardPage } from '@/lib/auth/guard';
import { getSite } from '@/sites';

// The request scope of Next (headers(), notFound()) does not exist in vitest: stand-ins that
// behave like it for this one check. The session is not read before the site check.
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
vi.mock('@/lib/auth/session', () => ({ currentViewer: async () => ({ kind: 'anonymous' }) }));
vi.mock('@/lib/i18n/navigation', () => ({
  redirect: ({ href }: { href: unknown }) => {
    throw new Error(`NEXT_REDIRECT ${JSON.stringify(href)}`);
  },
}));

describe('guardPage', () => {
  beforeEach(() => {
    requestHeaders.current = new Headers({ host: 'localhost:3000' });
  });

  it('answers 404 when the [site] segment is not the site the host names', async () => {
    await expect(guardPage({ site: getSite('bond'), locale: 'en' }, '/my-items')).rejects.toThrow(
      'NEXT_NOT_FOUND',
    );
  });

  it('goes on to the route table when they agree', async () => {
    await expect(guardPage({ site: getSite('local'), locale: 'en' }, '/my-items')).rejects.toThrow(
      /NEXT_REDIRECT .*login/,
    );
  });
});
