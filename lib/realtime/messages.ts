import { parseJson, type RoomMessage } from './protocol';

/** A `room-message` string parsed; its `data` parsed too (null when it is not JSON). */
export interface ParsedRoomMessage {
  raw: string;
  room: string;
  wrapperId: string;
  sourcesrv: string;
  data: Record<string, unknown> | null;
}

export function parseRoomMessage(raw: unknown): ParsedRoomMessage | null {
  const message = parseJson<Partial<RoomMessage>>(raw);
  if (!message || typeof message !== 'object' || typeof message.wrapperId !== 'string') return null;
  const data = parseJson<Record<string, unknown>>(message.data);
  return {
    raw: raw as string,
    room: String(message.room ?? ''),
    wrapperId: message.wrapperId,
    sourcesrv: String(message.sourcesrv ?? ''),
    data: data && typeof data === 'object' ? data : null,
  };
}

/** docs/product.md §3: a message is removed from the list by its wrapperId. */
export function withoutWrapperId(list: readonly string[], wrapperId: string): string[] {
  return list.filter((raw) => parseRoomMessage(raw)?.wrapperId !== wrapperId);
}
