'use client';

import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's browser client, talking to /api/auth on the current host. A sign-in that needs its
 * two-factor code answers `twoFactorRedirect`; the sign-in form sends the member to the two-steps page.
 */
export const authClient = createAuthClient({ plugins: [twoFactorClient()] });
