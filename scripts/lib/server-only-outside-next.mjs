// `node --import ./scripts/lib/server-only-outside-next.mjs …`: lets scripts that run outside Next
// (scripts/db-setup.ts) import the app's server modules. Those import `server-only`, which throws
// unless the bundler resolves it to its empty module, as Next does for every server bundle. The
// `react-server` condition would do the same but also switch React to its server build, which
// next-intl's client exports cannot load.
import { register } from 'node:module';

const empty = new URL('../../node_modules/server-only/empty.js', import.meta.url).href;
const hooks = `export async function resolve(specifier, context, next) {
  return specifier === 'server-only' ? { url: ${JSON.stringify(empty)}, shortCircuit: true } : next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
