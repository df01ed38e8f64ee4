import type { CheckInfo, CheckStatus, ConnectionCheck } from 'livekit-client';

/** docs/product.md §4 diagnostic check status. */
export type CheckStatusName = 'idle' | 'running' | 'skipped' | 'success' | 'failed';

export interface DiagnosticLog {
  level: 'info' | 'warning' | 'error';
  message: string;
}

type CheckMethod = {
  [K in keyof ConnectionCheck]: ConnectionCheck[K] extends () => Promise<CheckInfo> ? K : never;
}[keyof ConnectionCheck];

/**
 * LiveKit's connection test, in its order. The first check proves the server answers at all;
 * the checks are named by our keys because livekit-client names them after (minified) classes.
 */
export const DIAGNOSTIC_CHECKS = [
  { key: 'websocket', run: 'checkWebsocket' },
  { key: 'webrtc', run: 'checkWebRTC' },
  { key: 'turn', run: 'checkTURN' },
  { key: 'reconnect', run: 'checkReconnect' },
  { key: 'publishAudio', run: 'checkPublishAudio' },
  { key: 'publishVideo', run: 'checkPublishVideo' },
  { key: 'connectionProtocol', run: 'checkConnectionProtocol' },
  { key: 'cloudRegion', run: 'checkCloudRegion' },
] as const satisfies readonly { key: string; run: CheckMethod }[];

export type CheckKey = (typeof DIAGNOSTIC_CHECKS)[number]['key'];

/** docs/product.md §3 diagnostics result, named by our key. */
export interface DiagnosticCheck {
  key: CheckKey;
  status: CheckStatusName;
  logs: DiagnosticLog[];
}

export const idleChecks = (): DiagnosticCheck[] =>
  DIAGNOSTIC_CHECKS.map(({ key }) => ({ key, status: 'idle', logs: [] }));

/** Maps livekit-client's numeric enum, which only exists once the library is loaded. */
export function statusNamer(status: typeof CheckStatus): (value: CheckStatus) => CheckStatusName {
  const names: Record<CheckStatus, CheckStatusName> = {
    [status.IDLE]: 'idle',
    [status.RUNNING]: 'running',
    [status.SKIPPED]: 'skipped',
    [status.SUCCESS]: 'success',
    [status.FAILED]: 'failed',
  };
  return (value) => names[value];
}
