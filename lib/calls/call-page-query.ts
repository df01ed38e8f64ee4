import { isValidRoomName } from './token-client';

type QueryValue = string | string[] | undefined;

/** A single, well-formed query value; anything else is ignored. */
function validParam(value: QueryValue): string | null {
  const single = Array.isArray(value) ? value[0] : value;
  return single && isValidRoomName(single) ? single : null;
}

/**
 * The call page's `to` (member to call) and `room` (invitation to join) query values, kept only
 * when well-formed, and the page's own link with just those values (docs/product.md §2.7).
 */
export function callPageQuery(query: Record<string, QueryValue>) {
  const to = validParam(query.to);
  const room = validParam(query.room);
  const kept = { ...(to ? { to } : {}), ...(room ? { room } : {}) };
  const href = { pathname: '/my-call', query: to || room ? kept : undefined } as const;
  return { to, room, href };
}
