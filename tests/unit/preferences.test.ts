import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  preferenceAttributes,
  preferenceCookieName,
  preferencePrefix,
  readPreferences,
} from '@/lib/preferences/registry';
import { applyPreference, effectiveLayout, isOverlayNav, isSemiDarkAvailable } from '@/lib/preferences/rules';

describe('preference rules (docs/product.md §4)', () => {
  const horizontal = { ...DEFAULT_PREFERENCES, layout: 'horizontal' as const };

  it('forces the vertical layout below 1279 px and restores the stored choice above', () => {
    expect(effectiveLayout(horizontal, 1278)).toBe('vertical');
    expect(effectiveLayout(horizontal, 1279)).toBe('horizontal');
    expect(effectiveLayout(horizontal, 1920)).toBe('horizontal');
    expect(isOverlayNav(1000)).toBe(true);
    expect(isOverlayNav(1280)).toBe(false);
  });

  it('turns a hidden navbar sticky and uncollapses the nav when switching to horizontal', () => {
    const before = { ...DEFAULT_PREFERENCES, navbarType: 'hidden' as const, navCollapsed: 'on' as const };
    const after = applyPreference(before, 'layout', 'horizontal');
    expect(after).toMatchObject({ layout: 'horizontal', navbarType: 'sticky', navCollapsed: 'off' });
    expect(before.navbarType).toBe('hidden');
  });

  it('leaves other preferences alone when switching back to vertical', () => {
    const after = applyPreference({ ...horizontal, navbarType: 'hidden' }, 'layout', 'vertical');
    expect(after).toMatchObject({ layout: 'vertical', navbarType: 'hidden' });
  });

  it('offers the semi-dark nav only with the light theme and the vertical layout', () => {
    expect(isSemiDarkAvailable({ ...DEFAULT_PREFERENCES, theme: 'light' })).toBe(true);
    expect(isSemiDarkAvailable({ ...DEFAULT_PREFERENCES, theme: 'dark' })).toBe(false);
    expect(isSemiDarkAvailable({ ...DEFAULT_PREFERENCES, theme: 'system' })).toBe(false);
    expect(isSemiDarkAvailable({ ...DEFAULT_PREFERENCES, theme: 'light', layout: 'horizontal' })).toBe(false);
  });
});

describe('preference registry', () => {
  it('defaults: system theme, vertical layout, sticky navbar, nav not collapsed, semi-dark off', () => {
    expect(DEFAULT_PREFERENCES).toMatchObject({
      theme: 'system',
      layout: 'vertical',
      navbarType: 'sticky',
      navCollapsed: 'off',
      semiDarkNav: 'off',
    });
  });

  it('prefixes stored keys with the app title, made cookie-safe', () => {
    expect(preferencePrefix('Domovia')).toBe('domovia');
    expect(preferencePrefix('Miejscówka Pro')).toBe('miejscowka-pro');
    expect(preferencePrefix('中文')).toBe('application');
    expect(preferenceCookieName('domovia', 'theme')).toBe('domovia-theme');
  });

  it('reads stored values and falls back to the default for bad or missing ones', () => {
    const cookies: Record<string, string> = {
      'domovia-theme': 'dark',
      'domovia-layout': 'diagonal',
      'other-skin': 'bordered',
    };
    const prefs = readPreferences('domovia', (name) => cookies[name]);
    expect(prefs).toEqual({ ...DEFAULT_PREFERENCES, theme: 'dark' });
  });

  it('maps preferences to <html> attributes', () => {
    expect(preferenceAttributes(DEFAULT_PREFERENCES)).toMatchObject({
      'data-theme': 'system',
      'data-layout': 'vertical',
      'data-skin': 'default',
    });
  });
});
