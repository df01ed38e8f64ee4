import 'server-only';
import { eq } from 'drizzle-orm';
import type { JWTVerifyGetKey } from 'jose';
import { z } from '@/lib/zod';
import type { Database } from '@/lib/db/client';
import { user } from '@/lib/db/schema-auth';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import { verifyApiToken } from '@/lib/auth/api-token-verify';
import { findMembership } from '@/lib/auth/membership';
import { readCappedBody } from '@/lib/http/read-capped-body';
import { issueCallToken, RoomNotAllowed, type LiveKitConfig } from './livekit-token';

/** docs/product.md §3 token request. */
const tokenRequestSchema = z.object(
  {
    roomName: z
      .string({ error: 'roomName is required' })
      .regex(/^[A-Za-z0-9_-]{1,100}$/, 'roomName must be 1 to 100 letters, digits, "_" or "-"'),
    participantName: z
      .string({ error: 'participantName is required' })
      .trim()
      .min(1, 'participantName is required')
      .max(80, 'participantName must be at most 80 characters'),
  },
  { error: 'Expected a JSON body with roomName and participantName' },
);

/** The body is two short strings; anything larger is not a token request. */
const MAX_BODY_BYTES = 4096;

export interface TokenRequestDeps {
  jwks: JWTVerifyGetKey;
  db: Database;
  livekit: LiveKitConfig;
}

/** docs/product.md §3: `{token, url}` on success, `{errorMessage}` on failure; never cached. */
function answer(status: number, body: Record<string, string>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** The JSON body, or null when it is not JSON or passes the cap (reading stops there). */
async function readBody(request: Request): Promise<unknown> {
  try {
    return JSON.parse(new TextDecoder().decode(await readCappedBody(request, MAX_BODY_BYTES)));
  } catch {
    return null;
  }
}

function bearerToken(request: Request): string {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? '';
}

/** The profile name, '' when the profile has none, null when the user no longer exists. */
async function profileName(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId)).limit(1);
  return row ? row.name.trim() : null;
}

/**
 * POST /api/livekit/token (docs/architecture.md §6): the bearer's API token must be valid and of this host's
 * site, which is the whole call rule (docs/product.md §6: a signed-in member with an API token may
 * join calls) unless an admin suspended them, the realtime server's too; the LiveKit identity is the verified user id and the
 * name comes from the profile.
 */
export async function handleTokenRequest(
  request: Request,
  { jwks, db, livekit }: TokenRequestDeps,
): Promise<Response> {
  const input = tokenRequestSchema.safeParse(await readBody(request));
  if (!input.success)
    return answer(400, { errorMessage: input.error.issues[0]?.message ?? 'Invalid request' });

  const site = await siteOfRequestHeaders(request.headers);
  const check = await verifyApiToken(bearerToken(request), jwks);
  const caller = check.ok ? check.user : null;
  if (!caller || caller.siteId !== site.id)
    return answer(403, { errorMessage: 'Missing, invalid or expired API token' });
  const name = await profileName(db, caller.userId);
  if (name === null) return answer(403, { errorMessage: 'Unknown user' });
  // A suspended member's API token may outlive the suspension by minutes; no call for it.
  if ((await findMembership(db, caller.userId, site.id))?.suspended)
    return answer(403, { errorMessage: 'This member is suspended on this site' });

  const { roomName, participantName } = input.data;
  try {
    const token = await issueCallToken(
      { userId: caller.userId, displayName: name || participantName, roomName, siteId: site.id },
      livekit,
    );
    return answer(200, { token, url: livekit.publicUrl });
  } catch (error) {
    if (error instanceof RoomNotAllowed)
      return answer(400, { errorMessage: 'This room does not belong to you' });
    throw error;
  }
}
