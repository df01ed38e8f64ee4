import { describe, expect, it } from 'vitest';
import { initialsOf } from '@/lib/account/initials';
import { trialStatus } from '@/lib/account/trial';
import { describeDevice } from '@/lib/account/user-agent';

describe('the free trial of a membership', () => {
  const start = new Date('2026-01-31T10:00:00Z');

  it('lasts FREE_TRIAL_MONTHS calendar months, kept on the last day of a shorter month', () => {
    expect(trialStatus(start, start).end.toISOString()).toBe('2026-04-30T10:00:00.000Z');
    expect(trialStatus(new Date('2026-03-15T00:00:00Z'), start).end.toISOString()).toBe(
      '2026-06-15T00:00:00.000Z',
    );
  });

  it('counts a day begun as a day left, and none once it has ended', () => {
    expect(trialStatus(start, start).daysLeft).toBe(89);
    expect(trialStatus(start, new Date('2026-04-30T09:00:00Z')).daysLeft).toBe(1);
    expect(trialStatus(start, new Date('2026-04-30T10:00:00Z')).daysLeft).toBe(0);
    expect(trialStatus(start, new Date('2027-01-01T00:00:00Z')).daysLeft).toBe(0);
  });

  it('starts when the membership was created', () => {
    expect(trialStatus(start, new Date()).start).toEqual(start);
  });
});

describe('devices from their user agent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0',
      { browser: 'Edge', os: 'Windows', kind: 'desktop' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      { browser: 'Safari', os: 'macOS', kind: 'desktop' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      { browser: 'Chrome', os: 'iOS', kind: 'mobile' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      { browser: 'Chrome', os: 'Android', kind: 'mobile' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Safari/537.36',
      { browser: 'Samsung Internet', os: 'Android', kind: 'tablet' },
    ],
    [
      'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      { browser: 'Firefox', os: 'Linux', kind: 'desktop' },
    ],
    [null, { browser: null, os: null, kind: 'desktop' }],
  ])('%s', (userAgent, device) => {
    expect(describeDevice(userAgent)).toEqual(device);
  });
});

describe('initials for an avatar without a photo', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('ada  lovelace byron')).toBe('AL');
    expect(initialsOf('Ørjan')).toBe('Ø');
    expect(initialsOf('   ')).toBe('?');
  });
});
