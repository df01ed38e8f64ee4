// The same serverless package with caches that run on one machine, for the e2e test and the bench
// (tests/e2e/serverless.spec.ts): rendered pages and data in files beside the function (for S3),
// revalidation tags in the function's memory (for DynamoDB), regeneration in the same process (for
// SQS). With OPEN_NEXT_REUSE_BUILD=1 it packages the existing standalone build (NEXT_OUTPUT=standalone)
// instead of building again.
import type { OpenNextConfig } from '@opennextjs/aws/types/open-next.js';
import production from './open-next.config';

const config = {
  default: {
    ...production.default,
    override: {
      ...production.default.override,
      incrementalCache: 'fs-dev',
      tagCache: 'fs-dev-nextMode',
      queue: 'direct',
    },
  },
  ...(process.env.OPEN_NEXT_REUSE_BUILD === '1' ? { buildCommand: 'true' } : {}),
} satisfies OpenNextConfig;

export default config;
