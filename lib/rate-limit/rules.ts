/** Every abuse limit of the app and the realtime server in one place (docs/architecture.md §4, §5). */

/** A fixed window: at most `max` attempts per `windowSeconds`. */
export interface WindowRule {
  windowSeconds: number;
  max: number;
}

/** Per-account limits: they hold whatever address the requests come from (docs/architecture.md §4 abuse rules). */
export const ACCOUNT_RULES = {
  /** Failed sign-ins per e-mail. */
  failedSignIn: { windowSeconds: 15 * 60, max: 10 },
  /** Reset mails per e-mail. */
  passwordReset: { windowSeconds: 60 * 60, max: 5 },
} satisfies Record<string, WindowRule>;

/** Abuse limits of the public contact form, per sending address and per e-mail. */
export const CONTACT_RULES = {
  perAddress: { windowSeconds: 10 * 60, max: 5 },
  perEmail: { windowSeconds: 60 * 60, max: 10 },
} satisfies Record<string, WindowRule>;

/** Abuse limits of the offer page's review form, per sending address and per offer. */
export const REVIEW_RULES = {
  perAddress: { windowSeconds: 10 * 60, max: 5 },
  perOffer: { windowSeconds: 60 * 60, max: 30 },
} satisfies Record<string, WindowRule>;

/**
 * "E-mail me when a message arrives": notice mails per member. A burst of messages sends a few
 * notices, not one each; the inbox holds them all.
 */
export const MESSAGE_MAIL_RULE = { windowSeconds: 15 * 60, max: 3 } satisfies WindowRule;

/** Invoices a member sends by e-mail (to any address they type): enough for a day's work, too few for spam. */
export const INVOICE_MAIL_RULE = { windowSeconds: 60 * 60, max: 30 } satisfies WindowRule;

/** Offer views counted per address and offer: a reload within half an hour is the same view. */
export const OFFER_VIEW_RULE = { windowSeconds: 30 * 60, max: 1 } satisfies WindowRule;

/**
 * Listing photos per account, on every site together (docs/architecture.md §4 abuse rules): room
 * for three full listings (12 photos each) in one window. Refused attempts count too.
 */
export const MEDIA_UPLOAD_RULE = { windowSeconds: 10 * 60, max: 40 } satisfies WindowRule;

/**
 * better-auth's per-address limits of its endpoints (its own limiter, in the database so they hold
 * across app instances), and the default for every other auth endpoint.
 */
export const AUTH_ENDPOINT_DEFAULT_RULE = { windowSeconds: 60, max: 120 } satisfies WindowRule;
export const AUTH_ENDPOINT_RULES = {
  '/sign-in/email': { windowSeconds: 60, max: 5 },
  '/sign-up/email': { windowSeconds: 600, max: 5 },
  '/request-password-reset': { windowSeconds: 600, max: 3 },
  '/reset-password': { windowSeconds: 600, max: 5 },
} satisfies Record<string, WindowRule>;

/** docs/architecture.md §5: per-socket rate limit, a token bucket (steady rate and the burst it tolerates). */
export const SOCKET_MESSAGE_RULE = { perSecond: 20, burst: 40 } as const;
