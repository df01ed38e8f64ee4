// The serverless package for AWS (docs/deploy.md, "Path A"): `npx open-next build` makes the app's
// build into a Lambda function behind API Gateway (HTTP API, payload 2.0), with the Edge middleware
// bundled in that function. The caches are OpenNext's production services: rendered pages and data
// in S3, revalidation tags in DynamoDB, background regeneration through SQS.
import type { OpenNextConfig } from '@opennextjs/aws/types/open-next.js';
import packageJson from './package.json' with { type: 'json' };

const config = {
  default: {
    // OpenNext leaves sharp out of the server function; the upload pipeline needs it
    // (lib/media/process-image.ts): installed for Lambda's x86_64 Linux (arm64 on Graviton).
    install: { packages: [`sharp@${packageJson.dependencies.sharp}`], arch: 'x64', libc: 'glibc' },
    override: {
      wrapper: 'aws-lambda',
      // aws-apigw-v2, with the client address from API Gateway, not from a header the client wrote.
      converter: () => import('./lib/serverless/api-gateway-converter').then((module) => module.default),
      incrementalCache: 's3',
      tagCache: 'dynamodb',
      queue: 'sqs',
    },
  },
} satisfies OpenNextConfig;

export default config;
