import { describe, expect, it } from 'vitest';
import { achievementsOf, nextMilestone, percentOf, trendPercent } from '@/lib/templates/cards';
import { notifyFieldError } from '@/lib/templates/coming-soon-schema';
import { addressSchema, initialsOf, profileSchema } from '@/lib/templates/dialog-examples';

const days = (...values: number[]) => values.map((value) => ({ value }));

describe('card pages figures (docs/templates.md)', () => {
  it('compares the second half of a period with the first', () => {
    expect(trendPercent(days(1, 1, 2, 2))).toBe(100);
    expect(trendPercent(days(4, 0, 1, 1))).toBe(-50);
    // An odd length leaves the middle day out of both halves.
    expect(trendPercent(days(2, 9, 3))).toBe(50);
    expect(trendPercent(days(0, 0, 5, 5))).toBeNull();
  });

  it('sets the next round goal above a figure', () => {
    expect(nextMilestone(0)).toBe(10);
    expect(nextMilestone(10)).toBe(25);
    expect(nextMilestone(99)).toBe(100);
    expect(nextMilestone(1000)).toBe(2500);
    expect(nextMilestone(123_456)).toBe(250_000);
  });

  it('rounds and clamps percentages', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(12, 10)).toBe(100);
  });

  it('earns milestones from the figures', () => {
    const none = { published: 0, views: 0, messages: 0, calls: 0, replyMinutes: null };
    expect(achievementsOf(none).every((achievement) => !achievement.earned)).toBe(true);
    const earned = achievementsOf({ published: 2, views: 40, messages: 3, calls: 0, replyMinutes: 45 })
      .filter((achievement) => achievement.earned)
      .map((achievement) => achievement.id);
    expect(earned).toEqual(['firstOffer', 'firstView', 'firstMessage', 'quickReplies']);
    expect(achievementsOf({ ...none, replyMinutes: 61 }).find((a) => a.id === 'quickReplies')?.earned).toBe(
      false,
    );
  });
});

describe('template forms', () => {
  it('coming soon: says why an address is refused', () => {
    expect(notifyFieldError('')).toBe('emailRequired');
    expect(notifyFieldError('  ')).toBe('emailRequired');
    expect(notifyFieldError('not-an-address')).toBe('emailInvalid');
    expect(notifyFieldError(' Ada@Example.com ')).toBeNull();
  });

  it('profile dialog: phone optional, bio limited', () => {
    const valid = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '',
      language: 'en',
      bio: '',
    };
    expect(profileSchema.safeParse(valid).success).toBe(true);
    const bad = profileSchema.safeParse({ ...valid, phone: 'abc', bio: 'x'.repeat(161) });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message).sort()).toEqual(['bioTooLong', 'phoneInvalid']);
  });

  it('address dialog: a country must be chosen', () => {
    const address = {
      fullName: 'Ada Lovelace',
      line1: 'Main Street 1',
      line2: '',
      city: 'Kraków',
      postalCode: '30-001',
      kind: 'home',
      isDefault: false,
    };
    const missing = addressSchema.safeParse(address);
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual(['countryRequired']);
    expect(addressSchema.safeParse({ ...address, country: 'PL' }).success).toBe(true);
  });

  it('initials of a name', () => {
    expect(initialsOf('Anna Maria Kowalska')).toBe('AK');
    expect(initialsOf('wei')).toBe('W');
  });
});
