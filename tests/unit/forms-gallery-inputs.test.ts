import { describe, expect, it } from 'vitest';
import {
  admitFiles,
  AVATAR_RULES,
  DOCUMENT_RULES,
  fileProblem,
  simulatedProgress,
} from '@/lib/templates/forms/file-rules';
import { orderedPair, parseNumberField, snapToRange } from '@/lib/templates/forms/number-field';

/** docs/templates.md (forms): the rules behind the file-input and slider pages. */

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('file input rules', () => {
  it('takes an image of an accepted type under the limit', () => {
    expect(fileProblem(file('me.png', 'image/png', 200_000), AVATAR_RULES)).toBeNull();
    expect(fileProblem(file('scan.pdf', 'application/pdf', 4 * MB), DOCUMENT_RULES)).toBeNull();
    expect(fileProblem(file('photo.heic', 'image/heic', MB), DOCUMENT_RULES)).toBeNull();
  });

  it('names the file and the limit when it is too big, and the file when its type is refused', () => {
    expect(fileProblem(file('big.png', 'image/png', 2 * MB), AVATAR_RULES)).toEqual({
      key: 'fileTooBig',
      values: { name: 'big.png', max: MB },
    });
    expect(fileProblem(file('notes.txt', 'text/plain', 10), AVATAR_RULES)).toEqual({
      key: 'fileWrongType',
      values: { name: 'notes.txt' },
    });
  });

  it('refuses the files past the count limit with one message, keeping the ones that fit', () => {
    const batch = Array.from({ length: 4 }, (_, index) => file(`page-${index}.pdf`, 'application/pdf', 1000));
    const { accepted, problems } = admitFiles(batch, DOCUMENT_RULES, 3);
    expect(accepted.map((item) => item.name)).toEqual(['page-0.pdf', 'page-1.pdf']);
    expect(problems).toEqual([{ key: 'tooManyFiles', values: { max: DOCUMENT_RULES.maxFiles } }]);
  });

  it('reports a refused file and still takes the others of the batch', () => {
    const { accepted, problems } = admitFiles(
      [file('ok.jpg', 'image/jpeg', 1000), file('huge.jpg', 'image/jpeg', 9 * MB)],
      DOCUMENT_RULES,
      0,
    );
    expect(accepted.map((item) => item.name)).toEqual(['ok.jpg']);
    expect(problems.map((problem) => problem.key)).toEqual(['fileTooBig']);
  });

  it('simulates an upload that lasts at least 1.2 s and ends at 100 %', () => {
    expect(simulatedProgress(1000, 0)).toBe(0);
    expect(simulatedProgress(1000, 600)).toBe(50);
    expect(simulatedProgress(5 * MB, 60_000)).toBe(100);
  });
});

describe('slider inputs kept in step', () => {
  const budget = { min: 0, max: 5000, step: 50 };

  it('snaps a typed value to the nearest step inside the range', () => {
    expect(snapToRange(1234, budget)).toBe(1250);
    expect(snapToRange(-10, budget)).toBe(0);
    expect(snapToRange(99_999, budget)).toBe(5000);
    expect(snapToRange(19.3, { min: 10, max: 30, step: 0.5 })).toBe(19.5);
    expect(snapToRange(0.3, { min: 0, max: 1, step: 0.1 })).toBe(0.3);
  });

  it('tells an empty, a wrong and an out-of-range entry apart (a comma is a decimal point)', () => {
    expect(parseNumberField('', budget)).toEqual({ kind: 'empty' });
    expect(parseNumberField('12a', budget)).toEqual({ kind: 'invalid' });
    expect(parseNumberField('6000', budget)).toEqual({ kind: 'outOfRange' });
    expect(parseNumberField(' 12,5 ', budget)).toEqual({ kind: 'ok', value: 12.5 });
  });

  it('keeps a range in order', () => {
    expect(orderedPair(40, 20)).toEqual([20, 40]);
    expect(orderedPair(20, 40)).toEqual([20, 40]);
  });
});
