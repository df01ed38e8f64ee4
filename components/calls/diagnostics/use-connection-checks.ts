'use client';

import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiTokenAtom } from '@/components/auth/session-atoms';
import { CallTokenForbidden, fetchCallToken, type CallToken } from '@/lib/calls/token-client';
import { DIAGNOSTIC_CHECKS, idleChecks, statusNamer, type DiagnosticCheck } from './diagnostic-checks';

export type DiagnosticsPhase =
  'waiting' | 'preparing' | 'running' | 'done' | 'signInRequired' | 'tokenFailed';

export interface DiagnosticsState {
  phase: DiagnosticsPhase;
  checks: DiagnosticCheck[];
  /** Why the token request or the run itself failed (English, from the server or the browser). */
  error?: string;
}

export interface DiagnosticsTarget {
  liveKitUrl: string;
  tokenServiceUrl: string;
  roomName: string;
  participantName: string;
}

/** At the end of a run nothing is pending: checks never started were skipped, an interrupted one failed. */
const settle = (checks: DiagnosticCheck[]): DiagnosticCheck[] =>
  checks.map((check) => {
    if (check.status === 'idle') return { ...check, status: 'skipped' };
    return check.status === 'running' ? { ...check, status: 'failed' } : check;
  });

/**
 * Runs livekit-client's ConnectionCheck once an API token exists, and again on demand. A newer
 * run (or unmounting) silences the older one: its updates are dropped and it starts no more checks.
 */
export function useConnectionChecks({
  liveKitUrl,
  tokenServiceUrl,
  roomName,
  participantName,
}: DiagnosticsTarget) {
  const apiToken = useAtomValue(apiTokenAtom);
  const [state, setState] = useState<DiagnosticsState>({ phase: 'waiting', checks: idleChecks() });
  const latestApiToken = useRef(apiToken);
  const runId = useRef(0);

  useEffect(() => {
    latestApiToken.current = apiToken;
  }, [apiToken]);

  const run = useCallback(async () => {
    const apiToken = latestApiToken.current;
    if (!apiToken) return;
    const id = ++runId.current;
    const update = (next: (state: DiagnosticsState) => DiagnosticsState) => {
      if (runId.current === id) setState(next);
    };
    update(() => ({ phase: 'preparing', checks: idleChecks() }));

    let call: CallToken;
    try {
      call = await fetchCallToken({ tokenServiceUrl, apiToken, roomName, participantName });
    } catch (error) {
      if (error instanceof CallTokenForbidden)
        return update((state) => ({ ...state, phase: 'signInRequired' }));
      return update((state) => ({
        ...state,
        phase: 'tokenFailed',
        error: (error as { errorMessage?: string }).errorMessage ?? String(error),
      }));
    }

    try {
      // Loaded here so that no other page pays for livekit-client.
      const { ConnectionCheck, CheckStatus } = await import('livekit-client');
      const statusName = statusNamer(CheckStatus);
      const connectionCheck = new ConnectionCheck(liveKitUrl, call.token);
      connectionCheck.on('checkUpdate', (index, info) =>
        update((state) => ({
          ...state,
          checks: state.checks.map((check, at) =>
            at === index ? { ...check, status: statusName(info.status), logs: [...info.logs] } : check,
          ),
        })),
      );
      update((state) => ({ ...state, phase: 'running' }));
      for (const [index, check] of DIAGNOSTIC_CHECKS.entries()) {
        if (runId.current !== id) return;
        const info = await connectionCheck[check.run]();
        // Without the signal connection every later check would only time out.
        if (index === 0 && info.status === CheckStatus.FAILED) break;
      }
      update((state) => ({ phase: 'done', checks: settle(state.checks) }));
    } catch (error) {
      update((state) => ({
        phase: 'done',
        checks: settle(state.checks),
        error: error instanceof Error ? error.message : String(error),
      }));
    }
  }, [liveKitUrl, tokenServiceUrl, roomName, participantName]);

  // Start as soon as the API token is there; token refreshes do not restart a run.
  const hasApiToken = apiToken !== null;
  useEffect(() => {
    if (!hasApiToken) return;
    const runs = runId;
    void run();
    // Bumping the id is the point: the run started here must stop updating after cleanup.
    return () => {
      runs.current++;
    };
  }, [hasApiToken, run]);

  return { state, runAgain: run, canRun: hasApiToken };
}
