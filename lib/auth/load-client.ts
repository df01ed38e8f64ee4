/**
 * better-auth's browser client (≈ 12 KB gzip), loaded when a form submits or the member signs out
 * rather than with the page (docs/architecture.md §8 budgets: the sign-in page and every signed-in page).
 */
export const loadAuthClient = () => import('./client').then((module) => module.authClient);
