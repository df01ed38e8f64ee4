/*
 * The file-input page's limits and the check each chosen file goes through before its
 * (simulated) upload. A refused file gets a message key and the values the message quotes.
 */

export interface FileRules {
  /** MIME types, or `image/*` style families. */
  accept: readonly string[];
  maxBytes: number;
  maxFiles: number;
}

export const AVATAR_RULES: FileRules = {
  accept: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: 1024 * 1024,
  maxFiles: 1,
};

export const DOCUMENT_RULES: FileRules = {
  accept: ['image/*', 'application/pdf'],
  maxBytes: 5 * 1024 * 1024,
  maxFiles: 5,
};

export type FileProblem =
  | { key: 'fileTooBig'; values: { name: string; max: number } }
  | { key: 'fileWrongType'; values: { name: string } }
  | { key: 'tooManyFiles'; values: { max: number } };

/** `accept` as the file input's attribute (`image/png,image/jpeg`). */
export function acceptAttribute(rules: FileRules): string {
  return rules.accept.join(',');
}

function typeAllowed(type: string, accept: readonly string[]): boolean {
  return accept.some((allowed) =>
    allowed.endsWith('/*') ? type.startsWith(allowed.slice(0, -1)) : type === allowed,
  );
}

/** Why a file cannot be taken, or null. `max` is in bytes; the page formats it. */
export function fileProblem(
  file: { name: string; type: string; size: number },
  rules: FileRules,
): FileProblem | null {
  if (!typeAllowed(file.type, rules.accept)) return { key: 'fileWrongType', values: { name: file.name } };
  if (file.size > rules.maxBytes)
    return { key: 'fileTooBig', values: { name: file.name, max: rules.maxBytes } };
  return null;
}

/**
 * Splits a new batch into the files taken and the problems of the others, given how many the
 * field already holds: the files past `maxFiles` are refused with one message.
 */
export function admitFiles<F extends { name: string; type: string; size: number }>(
  files: readonly F[],
  rules: FileRules,
  alreadyHeld: number,
): { accepted: F[]; problems: FileProblem[] } {
  const accepted: F[] = [];
  const problems: FileProblem[] = [];
  let refusedForCount = false;
  for (const file of files) {
    const problem = fileProblem(file, rules);
    if (problem) problems.push(problem);
    else if (alreadyHeld + accepted.length < rules.maxFiles) accepted.push(file);
    else refusedForCount = true;
  }
  if (refusedForCount) problems.push({ key: 'tooManyFiles', values: { max: rules.maxFiles } });
  return { accepted, problems };
}

/** The simulated upload's progress after `elapsedMs` for a file of `bytes` (about 1 MB/s, at least 1.2 s). */
export function simulatedProgress(bytes: number, elapsedMs: number): number {
  const durationMs = Math.max(1200, bytes / 1000);
  return Math.min(100, Math.round((elapsedMs / durationMs) * 100));
}
