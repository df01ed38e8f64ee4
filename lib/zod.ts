import { z } from 'zod';
// The CSP settings (jitless in the browser) are set once, in lib/zod-mini.ts.
import './zod-mini';

// Classic zod, for server-only code (route handlers, actions, the realtime server). Schemas that a
// browser form also loads use lib/zod-mini.ts: classic zod cannot be tree-shaken (docs/architecture.md §8).
export { z };
