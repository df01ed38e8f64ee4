/** Business constants of SPEC §9, with the spec's names and units. */

export const BREAKPOINTS_PX = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
/** Below this width the vertical navigation becomes an overlay and the layout is forced vertical. */
export const OVERLAY_NAV_BREAKPOINT_PX = 1279;
export const SCROLL_TO_TOP_THRESHOLD_PX = 200;
export const HORIZONTAL_NAV_POPOVER_OFFSET_PX = 4;

export const FREE_TRIAL_MONTHS = 3;
/** Application title placeholder when a site has none (SPEC §9). */
export const APP_TITLE_PLACEHOLDER = 'application';

export const COOKIE_DEFAULT_EXPIRY_DAYS = 30;
export const COOKIE_DEFAULT_PATH = '/';

export const SNACKBAR_DEFAULT_TIMEOUT_MS = 5_000;
export const OVERLAY_DEFAULT_Z_INDEX = 2_000;

/** SPEC §2.7/§9 call invitations. */
export const INVITATION_TIMEOUT_MS = 30_000;
export const INVITATION_OPEN_DELAY_MS = 500;
export const INVITATION_CLOSE_DELAY_MS = 300;
