import 'server-only';
import { serverEnv } from '@/lib/env/server';
import { realtimeTemplateOf } from './config';

/** The realtime server's URL template for this server's pages (lib/realtime/config.ts). */
export function realtimeUrlTemplate(): string {
  return realtimeTemplateOf(serverEnv());
}
