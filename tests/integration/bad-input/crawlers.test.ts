/** Bad input at every door (docs/architecture.md §9): see ./shared.ts for what is refused, normalised or kept. */
import { describe, expect, it } from 'vitest';
import { robotsRules } from '@/lib/crawlers/robots';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import * as payload from './payloads';
import { setUpBadInputSuite } from './shared';

setUpBadInputSuite();

/* ---------------------------------------------------------------------------------------------
 * robots.txt: a hostile Host header never reaches the text
 * ------------------------------------------------------------------------------------------- */

describe('GET /robots.txt', () => {
  it.each([payload.SCRIPT, payload.SQLISH, 'x'.repeat(10_000), 'bond.localhost:99999999', '..'])(
    'answers the Host %j with the default site',
    async (host) => {
      // What app/robots.ts returns for that request (Next renders it as text/plain).
      const rules = robotsRules(await siteOfRequestHeaders(new Headers({ host })));
      const text = JSON.stringify(rules);
      expect(rules.rules).toMatchObject({ userAgent: '*' });
      expect(text).not.toContain(host);
    },
  );
});
