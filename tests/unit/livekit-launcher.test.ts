import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
// @ts-expect-error plain ESM module of the launcher
import { LIVEKIT_DEV_API_KEY, liveKitConfigBody } from '../../scripts/lib/livekit.mjs';

describe('the launcher’s LiveKit configuration (docs/architecture.md §6)', () => {
  it('sends signed webhooks to the app’s call log', () => {
    const config = parse(
      liveKitConfigBody({ port: 7880, webhookUrl: 'http://localhost:3000/api/livekit/webhook' }),
    );
    expect(config).toEqual({
      port: 7880,
      rtc: { tcp_port: 7881, udp_port: 7882 },
      webhook: { api_key: LIVEKIT_DEV_API_KEY, urls: ['http://localhost:3000/api/livekit/webhook'] },
    });
  });

  it('has no webhook when no app address is given (the bench’s bare SFU)', () => {
    expect(parse(liveKitConfigBody({ port: 7990 }))).toEqual({
      port: 7990,
      rtc: { tcp_port: 7991, udp_port: 7992 },
    });
  });
});
