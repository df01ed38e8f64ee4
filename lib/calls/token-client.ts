/** The browser side of docs/product.md §7 `POST {token-service}/token` (docs/architecture.md §6 token route). */

/** The token route's rule for room names (and for the call page's `to` and `room` query values). */
const ROOM_NAME = /^[A-Za-z0-9_-]{1,100}$/;
export const isValidRoomName = (value: string) => ROOM_NAME.test(value);

export interface CallTokenRequest {
  tokenServiceUrl: string;
  /** The stored API token, sent as the bearer credential (docs/product.md §6). */
  apiToken: string;
  roomName: string;
  participantName: string;
  signal?: AbortSignal;
}

export interface CallToken {
  token: string;
  /** The SFU address the server wants browsers to use; null when the service does not say. */
  url: string | null;
}

/** 403: the API token is bad or expired, so the session must be cleared (docs/product.md §8). */
export class CallTokenForbidden extends Error {
  readonly name = 'CallTokenForbidden';
  constructor(readonly errorMessage: string) {
    super(`Failed to get token: ${errorMessage}`);
  }
}

/** Any other failure, with the docs/product.md §8 message; `status` is 0 when no answer arrived at all. */
export class CallTokenError extends Error {
  readonly name = 'CallTokenError';
  constructor(
    readonly errorMessage: string,
    readonly status: number,
  ) {
    super(`Failed to get token: ${errorMessage}`);
  }
}

const NO_ANSWER = 'the token service could not be reached';
/** No answer arrived (unreachable, or given up on). */
export const noAnswer = () => new CallTokenError(NO_ANSWER, 0);

async function errorMessageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { errorMessage?: unknown } | null;
  if (typeof body?.errorMessage === 'string' && body.errorMessage) return body.errorMessage;
  return `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
}

export async function fetchCallToken({
  tokenServiceUrl,
  apiToken,
  roomName,
  participantName,
  signal,
}: CallTokenRequest): Promise<CallToken> {
  let response: Response;
  try {
    response = await fetch(tokenServiceUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${apiToken}` },
      body: JSON.stringify({ roomName, participantName }),
      cache: 'no-store',
      signal,
    });
  } catch {
    throw noAnswer();
  }
  if (response.status === 403) throw new CallTokenForbidden(await errorMessageOf(response));
  if (!response.ok) throw new CallTokenError(await errorMessageOf(response), response.status);

  const body = (await response.json().catch(() => null)) as { token?: unknown; url?: unknown } | null;
  if (typeof body?.token !== 'string' || !body.token)
    throw new CallTokenError('the answer carried no token', response.status);
  return { token: body.token, url: typeof body.url === 'string' && body.url ? body.url : null };
}
