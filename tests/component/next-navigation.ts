import { vi } from 'vitest';

/*
 * A stand-in for `next/navigation` (the App Router's hooks need Next's router context, which a
 * component test has not got). Use it with `vi.mock('next/navigation', () => import('./next-navigation'))`
 * and assert on `router`; set `location.pathname` / `location.searchParams` before rendering.
 */
export const router = {
  push: vi.fn(),
  replace: vi.fn(),
  refresh: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  prefetch: vi.fn(),
};

export const location = { pathname: '/en', searchParams: new URLSearchParams() };

export const useRouter = () => router;
export const usePathname = () => location.pathname;
export const useSearchParams = () => location.searchParams;
export const useParams = () => ({});
export const useSelectedLayoutSegment = () => null;
export const useSelectedLayoutSegments = () => [];
export const notFound = () => {
  throw new Error('notFound() called');
};
export const redirect = (url: string) => {
  throw new Error(`redirect(${url}) called`);
};
export const permanentRedirect = (url: string) => {
  throw new Error(`permanentRedirect(${url}) called`);
};
export const RedirectType = { push: 'push', replace: 'replace' } as const;

/** Forgets the calls of the previous test and goes back to `/en`. */
export function resetNavigation(pathname = '/en') {
  for (const method of Object.values(router)) method.mockReset();
  location.pathname = pathname;
  location.searchParams = new URLSearchParams();
}
