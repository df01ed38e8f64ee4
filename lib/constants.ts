/** Business constants of docs/product.md §9, with the spec's names and units. */

/** Below this width the vertical navigation becomes an overlay and the layout is forced vertical. */
export const OVERLAY_NAV_BREAKPOINT_PX = 1279;
export const SCROLL_TO_TOP_THRESHOLD_PX = 200;
export const HORIZONTAL_NAV_POPOVER_OFFSET_PX = 4;

export const FREE_TRIAL_MONTHS = 3;

export const COOKIE_DEFAULT_EXPIRY_DAYS = 30;
export const COOKIE_DEFAULT_PATH = '/';

/** docs/product.md §2.7/§9 call invitations. */
export const INVITATION_TIMEOUT_MS = 30_000;
export const INVITATION_OPEN_DELAY_MS = 500;
export const INVITATION_CLOSE_DELAY_MS = 300;
