import { liveKitPublicUrl } from '@/lib/calls/livekit-public-url';
import type { ServerEnv } from '@/lib/env/server-schema';
import { realtimeTemplateOf, resolveRealtimeUrl } from '@/lib/realtime/config';
import { s3ConfigFromEnv } from '@/lib/storage/s3-config';

const SOCKET_SCHEME: Record<string, string> = {
  'http:': 'ws:',
  'https:': 'wss:',
  'ws:': 'ws:',
  'wss:': 'wss:',
};
const HTTP_SCHEME: Record<string, string> = {
  'ws:': 'http:',
  'wss:': 'https:',
  'http:': 'http:',
  'https:': 'https:',
};

/** A service's origin as a WebSocket and as HTTP (Socket.IO and LiveKit use both); none when malformed. */
function socketAndHttpOrigins(url: string): string[] {
  if (!URL.canParse(url)) return [];
  const { protocol, host } = new URL(url);
  if (!SOCKET_SCHEME[protocol] || !host) return [];
  return [`${SOCKET_SCHEME[protocol]}//${host}`, `${HTTP_SCHEME[protocol]}//${host}`];
}

/**
 * The origins a page on `hostname` may connect to and load images from, beyond its own: the
 * realtime server (its URL template filled for this host, http and https alike), LiveKit and the
 * media bucket. Nothing else: docs/architecture.md §4.
 */
export function policySources(env: ServerEnv, hostname: string): { connect: string[]; images: string[] } {
  const realtime = ['http:', 'https:'].map((protocol) =>
    resolveRealtimeUrl(realtimeTemplateOf(env), { protocol, hostname }),
  );
  const liveKit = liveKitPublicUrl(env);
  const connect = [...realtime, ...(liveKit ? [liveKit] : [])].flatMap(socketAndHttpOrigins);
  const images = env.S3_BUCKET ? [new URL(s3ConfigFromEnv(env).publicUrl).origin] : [];
  return { connect: [...new Set(connect)], images };
}
