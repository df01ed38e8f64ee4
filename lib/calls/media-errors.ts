/** Camera and microphone failures, as `Call` message keys the user can act on. */

export type MediaDevice = 'camera' | 'mic';
export type MediaProblem = 'Denied' | 'Missing' | 'Busy' | 'Failed';
export type MediaErrorKey = `${MediaDevice}${MediaProblem}` | 'mediaUnavailable';

/** getUserMedia error names, including the legacy Chrome and Firefox spellings. */
const PROBLEM_BY_ERROR_NAME: Record<string, MediaProblem> = {
  NotAllowedError: 'Denied',
  PermissionDeniedError: 'Denied',
  SecurityError: 'Denied',
  NotFoundError: 'Missing',
  DevicesNotFoundError: 'Missing',
  OverconstrainedError: 'Missing',
  ConstraintNotSatisfiedError: 'Missing',
  NotReadableError: 'Busy',
  TrackStartError: 'Busy',
  AbortError: 'Busy',
};

export function mediaErrorKey(error: unknown, device: MediaDevice): MediaErrorKey {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return `${device}${PROBLEM_BY_ERROR_NAME[name] ?? 'Failed'}`;
}

/**
 * `navigator.mediaDevices` only exists in secure contexts (https or localhost); elsewhere no
 * permission prompt can ever appear, so the user needs a different explanation.
 */
export function canCaptureMedia(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}
