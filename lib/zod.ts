import { z } from 'zod';

// The pages' CSP has no 'unsafe-eval' (lib/http/security-headers.mjs): in the browser, zod must
// not compile its parsers with `new Function`, nor probe whether it may (the CSP reports the probe).
// Servers keep the compiled parsers.
z.config({ jitless: typeof window !== 'undefined' });

export { z };
