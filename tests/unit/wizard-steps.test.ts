import { describe, expect, it } from 'vitest';
import { draftStorageKey, parseDraft, restoreValues, withoutPaths } from '@/lib/wizards/draft';
import { cartTotal } from '@/lib/wizards/cart';
import { firstStepWithError, resumeStep, stepOfField, stepStates } from '@/lib/wizards/wizard-steps';
import { accountStepSchemas, EMPTY_ACCOUNT } from '@/lib/wizards/account-wizard-schema';

const IDS = ['details', 'photos', 'terms', 'review'];

describe('wizard steps', () => {
  it('finds the step of a field by the first segment of its path', () => {
    expect(stepOfField(IDS, 'terms.price')).toBe(2);
    expect(stepOfField(IDS, 'photos.images.0.alt')).toBe(1);
    expect(stepOfField(IDS, 'unknown.field')).toBe(-1);
    expect(firstStepWithError(IDS, ['terms.price', 'photos.images', 'nowhere'])).toBe(1);
    expect(firstStepWithError(IDS, [])).toBeNull();
  });

  it('marks earlier steps complete, the current one current and later ones upcoming', () => {
    expect(stepStates(4, 2, new Set())).toEqual(['complete', 'complete', 'current', 'upcoming']);
  });

  it('marks a refused current step and an earlier step the server refused as errors, never a later one', () => {
    expect(stepStates(4, 2, new Set([0, 2, 3]))).toEqual(['error', 'complete', 'error', 'upcoming']);
  });

  it('resumes on the saved step unless an earlier step no longer passes its schema', () => {
    const steps = [
      { id: 'account', schema: accountStepSchemas.account },
      { id: 'personal', schema: accountStepSchemas.personal },
      { id: 'social', schema: accountStepSchemas.social },
      { id: 'summary' },
    ];
    const account = {
      username: 'ann.k',
      email: 'ann@example.com',
      password: 'long-enough-1',
      confirm: 'long-enough-1',
    };
    const personal = { firstName: 'Ann', lastName: 'K', country: 'PL', language: 'pl' };
    const values = { ...EMPTY_ACCOUNT, account, personal };
    expect(resumeStep(steps, values, 3)).toBe(3);
    // A draft never holds passwords: the account step has to be passed again.
    expect(resumeStep(steps, { ...values, account: { ...account, password: '', confirm: '' } }, 3)).toBe(0);
    expect(resumeStep(steps, values, 99)).toBe(3);
    expect(resumeStep(steps, values, -2)).toBe(0);
  });
});

describe('the draft in session storage', () => {
  const defaults = { details: { name: '', rooms: 1 }, photos: { images: [] as string[] }, agree: false };

  it('lays stored values over the defaults only where the shapes agree', () => {
    const stored = {
      details: { name: 'Flat', rooms: 'three', extra: 'x' },
      photos: { images: ['a'] },
      agree: 'yes',
    };
    expect(restoreValues(defaults, stored)).toEqual({
      details: { name: 'Flat', rooms: 1 },
      photos: { images: ['a'] },
      agree: false,
    });
  });

  it('reads no draft, a broken draft or a foreign value as a fresh start', () => {
    expect(parseDraft(null, defaults)).toEqual({ step: 0, values: defaults });
    expect(parseDraft('{not json', defaults)).toEqual({ step: 0, values: defaults });
    expect(parseDraft('[1,2]', defaults)).toEqual({ step: 0, values: defaults });
    expect(parseDraft('{"step":-1,"values":null}', defaults)).toEqual({ step: 0, values: defaults });
    expect(parseDraft('{"step":2,"values":{"agree":true}}', defaults)).toEqual({
      step: 2,
      values: { ...defaults, agree: true },
    });
  });

  it('never writes the omitted paths (passwords) and leaves the values it was given alone', () => {
    const values = {
      ...EMPTY_ACCOUNT,
      account: { ...EMPTY_ACCOUNT.account, username: 'ann', password: 'secret-1234' },
    };
    const kept = withoutPaths(values, EMPTY_ACCOUNT, ['account.password', 'account.confirm']);
    expect(kept.account).toEqual({ username: 'ann', email: '', password: '', confirm: '' });
    expect(values.account.password).toBe('secret-1234');
  });

  it('keeps one draft per wizard, site and member', () => {
    expect(draftStorageKey('checkout', 'bond', 'u1')).not.toBe(draftStorageKey('checkout', 'bond', 'u2'));
    expect(draftStorageKey('checkout', 'bond', 'u1')).not.toBe(draftStorageKey('checkout', 'fashion', 'u1'));
  });
});

describe('the cart total', () => {
  it('adds prices times quantities in whole cents', () => {
    expect(
      cartTotal([
        { price: '0.10', quantity: '1' },
        { price: '0.20', quantity: '1' },
      ]),
    ).toBe('0.30');
    expect(
      cartTotal([
        { price: '1250.50', quantity: '2' },
        { price: '99.99', quantity: '3' },
      ]),
    ).toBe('2800.97');
  });

  it('counts a quantity that is not a whole number above zero as nothing', () => {
    expect(
      cartTotal([
        { price: '10.00', quantity: 'x' },
        { price: '5.00', quantity: '0' },
        { price: '1.00', quantity: '1.5' },
      ]),
    ).toBe('0.00');
  });
});
