'use client';

import { createAuthClient } from 'better-auth/react';

/** better-auth's browser client, talking to /api/auth on the current host. */
export const authClient = createAuthClient();
