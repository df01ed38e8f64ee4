// The serverless path (docs/deploy.md, "Path A"): this build packaged by OpenNext for AWS
// (open-next.local.config.ts), and the generated server function's real Lambda handler invoked with
// API Gateway v2 events, on the e2e server's database. The Edge middleware runs inside the
// function, as OpenNext bundles it. S3 and SMTP are stood in for (fake-s3.ts, fake-smtp.ts);
// OpenNext's caches run on files and memory here (the config says for which AWS services).
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '@/lib/auth/constants';
// @ts-expect-error plain ESM module shared with the bench
import { apiGatewayEvent, packageServerless, startLambda } from '../../scripts/lib/serverless.mjs';
import { startFakeS3 } from './fake-s3';
import { startFakeSmtp } from './fake-smtp';
import { expect, signIn, test } from './fixtures';
import { createListingThroughForm, e2eProductionEnv, siteHost, siteOrigin } from './helpers';

type Response = APIGatewayProxyStructuredResultV2 & { headers: Record<string, string> };
interface Lambda {
  invoke(event: APIGatewayProxyEventV2): Promise<{ response: Response }>;
  log(): string;
  stop(): Promise<void>;
}
type EventOptions = {
  method?: string;
  sourceIp?: string;
  headers?: Record<string, string>;
  cookies?: string[];
  body?: string | Buffer;
};

test.describe.configure({ mode: 'serial' });

const BUCKET = 'media';
const ACCESS_KEY = 'AKIASERVERLESSTEST';
let s3: Awaited<ReturnType<typeof startFakeS3>>;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let lambda: Lambda;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000);
  s3 = await startFakeS3({ bucket: BUCKET, accessKeyId: ACCESS_KEY });
  // Slow enough that a mail still on its way when the function answers would be seen missing.
  smtp = await startFakeSmtp({ acceptAfterMs: 1_000 });
  await packageServerless();
  lambda = await startLambda({
    env: e2eProductionEnv({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: 'serverless-test-secret',
      S3_PUBLIC_URL: 'https://media.example.test',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: smtp.url,
    }),
  });
});
test.afterAll(async () => {
  await Promise.all([lambda?.stop(), s3?.stop(), smtp?.stop()]);
});

/** The function's answer to one request on a site's host; a base64 body comes back as text. */
async function invoke(siteId: string, path: string, options: EventOptions = {}) {
  const event = apiGatewayEvent(path, { host: siteHost(siteId), ...options }) as APIGatewayProxyEventV2;
  const { response } = await lambda.invoke(event);
  const body = response.isBase64Encoded
    ? Buffer.from(response.body ?? '', 'base64').toString('utf8')
    : (response.body ?? '');
  return {
    status: response.statusCode,
    headers: response.headers,
    cookies: response.cookies ?? [],
    body,
    /** The answer and the function's latest logs, to explain an unexpected status. */
    explained: `${body.slice(0, 500)}\n${lambda.log()}`,
  };
}

let clientNumber = 0;
/** Each sign-in from an address of its own: the sign-in limit counts per address (5 a minute). */
const nextClient = () => `198.51.100.${(Date.now() + (clientNumber += 1)) % 250}`;

/** Signs a demo member in through the function: its session cookies, as a browser would send them. */
async function signInThroughFunction(
  siteId: string,
  email: string,
  client: EventOptions = { sourceIp: nextClient() },
): Promise<string[]> {
  const answer = await invoke(siteId, '/api/auth/sign-in/email', {
    ...client,
    method: 'POST',
    headers: { ...client.headers, 'content-type': 'application/json', origin: siteOrigin(siteId) },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(answer.status, answer.explained).toBe(200);
  expect(answer.cookies.join('\n')).toMatch(/session_token=/);
  return answer.cookies.map((cookie) => cookie.split(';')[0]!);
}

test('the front page of each site comes from its host, through the middleware in the function', async () => {
  const bond = await invoke('bond', '/en');
  expect(bond.status).toBe(200);
  expect(bond.body).toContain('Bond offers, side by side');
  const tutoring = await invoke('tutoring', '/en');
  expect(tutoring.status).toBe(200);
  expect(tutoring.body).not.toContain('Bond offers, side by side');
  // The middleware's language redirect of the bare address, by the visitor's language cookie.
  const bare = await invoke('bond', '/', { cookies: ['NEXT_LOCALE=de'] });
  expect(bare.status).toBe(307);
  expect(bare.headers.location).toBe('/de');
});

test('an offer page on its site, and the not-found page on another site’s host', async ({ page }) => {
  await signIn(page, 'bond', 'member@bond.test');
  const name = `Serverless bond ${Date.now()}`;
  const offerId = await createListingThroughForm(page, 'bond', name);

  const offer = await invoke('bond', `/en/offer/${offerId}`);
  expect(offer.status).toBe(200);
  expect(offer.body).toContain(name);
  expect(offer.body).toContain('application/ld+json');
  const elsewhere = await invoke('tutoring', `/en/offer/${offerId}`);
  expect(elsewhere.status).toBe(404);
  expect(elsewhere.body).not.toContain(name);
});

test('sign-in, an API token and the LiveKit token route', async () => {
  const cookies = await signInThroughFunction('bond', 'member@bond.test');
  const session = await invoke('bond', '/api/auth/get-session', { cookies });
  const userId = (JSON.parse(session.body) as { user: { id: string } }).user.id;
  const apiToken = await invoke('bond', '/api/auth/token', { cookies });
  expect(apiToken.status).toBe(200);
  const { token } = JSON.parse(apiToken.body) as { token: string };

  const call = await invoke('bond', '/api/livekit/token', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ roomName: `diag_${userId}`, participantName: 'Serverless' }),
  });
  expect(call.status, call.explained).toBe(200);
  const joinToken = (JSON.parse(call.body) as { token: string }).token;
  const claims = JSON.parse(Buffer.from(joinToken.split('.')[1]!, 'base64url').toString('utf8'));
  expect(claims).toMatchObject({ sub: userId, video: { room: `bond:diag_${userId}`, roomJoin: true } });

  const stranger = await invoke('bond', '/api/livekit/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ roomName: `diag_${userId}`, participantName: 'Nobody' }),
  });
  expect(stranger.status).toBe(403);
});

test('a photo uploaded through the function is stored in S3 in its three sizes', async () => {
  const cookies = await signInThroughFunction('bond', 'member@bond.test');
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const multipart = new Request('http://multipart.invalid', { method: 'POST', body: form });
  const body = Buffer.from(await multipart.arrayBuffer());
  const headers = { origin: siteOrigin('bond'), 'content-type': multipart.headers.get('content-type')! };

  const upload = await invoke('bond', '/api/uploads', { method: 'POST', cookies, headers, body });
  expect(upload.status, upload.explained).toBe(201);
  const keys = [...s3.objects.keys()];
  expect(keys).toHaveLength(3);
  for (const key of keys) {
    expect(key).toMatch(/^bond\/\d{4}\/\d{2}\/.+\.webp$/);
    expect(s3.objects.get(key)!.contentType).toBe('image/webp');
  }
  expect(upload.body).toContain('https://media.example.test/bond/');

  const visitor = await invoke('bond', '/api/uploads', { method: 'POST', headers, body });
  expect(visitor.status).toBe(401);
});

test('the client is the address API Gateway saw: forwarded headers the client wrote count for nothing', async () => {
  const sourceIp = nextClient();
  const cookies = await signInThroughFunction('bond', 'viewer@bond.test', {
    sourceIp,
    headers: { 'x-forwarded-for': `192.0.2.1, ${sourceIp}` },
  });
  const sessions = await invoke('bond', '/api/auth/list-sessions', { cookies });
  const addresses = (JSON.parse(sessions.body) as { ipAddress: string }[]).map(
    (session) => session.ipAddress,
  );
  expect(addresses).toContain(sourceIp);
  expect(addresses.join()).not.toContain('192.0.2.1');
  // OpenNext takes an X-Forwarded-Host as the Host: the client would pick another site's pages.
  const spoofed = await invoke('bond', '/en', { headers: { 'x-forwarded-host': siteHost('tutoring') } });
  expect(spoofed.body.includes('Bond offers, side by side'), 'bond’s own front page').toBe(true);
});

test('a password-reset mail is sent before the function has answered, since Lambda may freeze it then', async () => {
  const answer = await invoke('bond', '/api/auth/request-password-reset', {
    method: 'POST',
    sourceIp: nextClient(),
    headers: { 'content-type': 'application/json', origin: siteOrigin('bond') },
    body: JSON.stringify({ email: 'viewer@bond.test', redirectTo: '/en/reset-password' }),
  });
  expect(answer.status, answer.explained).toBe(200);
  expect(smtp.accepted).toContainEqual(['viewer@bond.test']);
});
