import { screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CustomizerDrawer } from '@/components/shell/customizer/customizer-drawer';
import type { Locale } from '@/lib/i18n/locales';
import { preferencePrefixAtom, preferencesAtom } from '@/components/shell/preference-atoms';
import {
  DEFAULT_PREFERENCES,
  PREFERENCE_KEYS,
  preferenceCookieName,
  preferencePrefix,
  type Preferences,
} from '@/lib/preferences/registry';
import ar from '@/messages/ar.json';
import { renderWithProviders } from './render';
import { resetNavigation, router } from './next-navigation';

vi.mock('next/navigation', () => import('./next-navigation'));

/** The site "Acme Rentals": its preference cookies are `acme-rentals-{key}` (docs/product.md §3). */
const PREFIX = preferencePrefix('Acme Rentals');

function renderCustomizer({
  locale = 'en',
  preferences = DEFAULT_PREFERENCES,
}: { locale?: Locale; preferences?: Preferences } = {}) {
  const store = createStore();
  store.set(preferencesAtom, preferences);
  store.set(preferencePrefixAtom, PREFIX);
  return renderWithProviders(<CustomizerDrawer locale={locale} />, {
    store,
    locale,
    messages: locale === 'ar' ? ar : undefined,
  });
}

function cookie(key: (typeof PREFERENCE_KEYS)[number]): string | undefined {
  const name = preferenceCookieName(PREFIX, key);
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}
const html = () => document.documentElement;

async function openCustomizer(user: ReturnType<typeof renderCustomizer>['user']) {
  await user.click(screen.getByRole('button', { name: 'Open theme customizer' }));
  const dialog = screen.getByRole('dialog', { name: 'Theme customizer' });
  // The settings load when the drawer first opens (docs/architecture.md §8).
  await within(dialog).findByRole('button', { name: 'Reset to defaults' });
  return dialog;
}
/**
 * Presses and releases a key the way a person does: Radix moves the focus a tick after keydown and
 * checks the radio it lands on only while the arrow key is still down.
 */
async function press(user: ReturnType<typeof renderCustomizer>['user'], key: string) {
  await user.keyboard(`{${key}>}`);
  await user.keyboard(`{/${key}}`);
}
const group = (dialog: HTMLElement, name: string) => within(within(dialog).getByRole('radiogroup', { name }));

describe('theme customizer (docs/product.md §3/§4)', () => {
  beforeEach(() => resetNavigation('/en/my-items'));

  it('opens from its button as a dialog, and closes with Escape, giving focus back', async () => {
    const { user } = renderCustomizer();
    const trigger = screen.getByRole('button', { name: 'Open theme customizer' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Theme customizer' });
    await within(dialog).findByRole('button', { name: 'Reset to defaults' });
    expect(dialog).toHaveAccessibleDescription('Customize and preview in real time');
    expect(within(dialog).getByRole('button', { name: 'Close the customizer' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('shows the stored choices as checked', async () => {
    const { user } = renderCustomizer({
      preferences: { ...DEFAULT_PREFERENCES, theme: 'dark', skin: 'bordered' },
    });
    const dialog = await openCustomizer(user);
    expect(group(dialog, 'Theme').getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(group(dialog, 'Skin').getByRole('radio', { name: 'Bordered' })).toBeChecked();
    expect(group(dialog, 'Navigation').getByRole('radio', { name: 'Vertical' })).toBeChecked();
  });

  it('choosing the dark theme stores it in the site’s cookie and on <html data-theme>', async () => {
    const { user } = renderCustomizer();
    const dialog = await openCustomizer(user);
    await user.click(group(dialog, 'Theme').getByRole('radio', { name: 'Dark' }));

    expect(group(dialog, 'Theme').getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(cookie('theme')).toBe('dark');
    expect(html()).toHaveAttribute('data-theme', 'dark');
    expect(cookie('skin')).toBeUndefined();
  });

  it('choosing the bordered skin stores it in the cookie and on <html data-skin>', async () => {
    const { user } = renderCustomizer();
    const dialog = await openCustomizer(user);
    await user.click(group(dialog, 'Skin').getByRole('radio', { name: 'Bordered' }));
    expect(cookie('skin')).toBe('bordered');
    expect(html()).toHaveAttribute('data-skin', 'bordered');
  });

  it('the horizontal layout is stored, makes a hidden navbar sticky and turns the collapsed navigation off', async () => {
    const { user } = renderCustomizer({
      preferences: { ...DEFAULT_PREFERENCES, navbarType: 'hidden', navCollapsed: 'on' },
    });
    const dialog = await openCustomizer(user);
    expect(within(dialog).getByRole('switch', { name: 'Collapsed navigation' })).toBeChecked();

    await user.click(group(dialog, 'Navigation').getByRole('radio', { name: 'Horizontal' }));
    expect([cookie('layout'), cookie('navbarType'), cookie('navCollapsed')]).toEqual([
      'horizontal',
      'sticky',
      'off',
    ]);
    expect(html()).toHaveAttribute('data-layout', 'horizontal');
    expect(html()).toHaveAttribute('data-navbar', 'sticky');
    expect(within(dialog).getByRole('switch', { name: 'Collapsed navigation' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Collapsed navigation' })).toBeDisabled();
  });

  it('offers the semi-dark navigation only with the light theme', async () => {
    const { user } = renderCustomizer();
    const dialog = await openCustomizer(user);
    const semiDark = within(dialog).getByRole('switch', { name: 'Semi-dark navigation' });
    expect(semiDark).toBeDisabled();
    expect(semiDark).toHaveAccessibleDescription('Available with the light theme and vertical navigation.');

    await user.click(group(dialog, 'Theme').getByRole('radio', { name: 'Light' }));
    await user.click(semiDark);
    expect(semiDark).toBeChecked();
    expect(cookie('semiDarkNav')).toBe('on');
    expect(html()).toHaveAttribute('data-semi-dark-nav', 'on');
  });

  it('is operable with the keyboard: Tab into a choice group, arrow keys choose, Space toggles a switch', async () => {
    const { user } = renderCustomizer();
    const dialog = await openCustomizer(user);
    const primary = group(dialog, 'Primary color');

    // Focus moves into the drawer (its Close button); Tab walks Reset, the colour group, the theme group.
    expect(within(dialog).getByRole('button', { name: 'Close the customizer' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Reset to defaults' })).toHaveFocus();
    await user.tab();
    expect(primary.getByRole('radio', { name: 'Brand' })).toHaveFocus();
    await press(user, 'ArrowRight');
    expect(primary.getByRole('radio', { name: 'Indigo' })).toBeChecked();
    expect(cookie('colorScheme')).toBe('indigo');
    expect(html()).toHaveAttribute('data-color-scheme', 'indigo');

    await user.tab();
    expect(group(dialog, 'Theme').getByRole('radio', { name: 'System' })).toHaveFocus();
    await press(user, 'ArrowLeft');
    expect(group(dialog, 'Theme').getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(html()).toHaveAttribute('data-theme', 'dark');

    within(dialog).getByRole('switch', { name: 'Blurred navbar' }).focus();
    await user.keyboard(' ');
    expect(cookie('navbarBlur')).toBe('off');
    expect(html()).toHaveAttribute('data-navbar-blur', 'off');
  });

  it('Reset to defaults forgets the stored choices and puts the defaults back on <html>', async () => {
    const { user } = renderCustomizer();
    const dialog = await openCustomizer(user);
    await user.click(group(dialog, 'Theme').getByRole('radio', { name: 'Dark' }));
    await user.click(group(dialog, 'Skin').getByRole('radio', { name: 'Bordered' }));
    await user.click(group(dialog, 'Navigation').getByRole('radio', { name: 'Horizontal' }));

    await user.click(within(dialog).getByRole('button', { name: 'Reset to defaults' }));
    expect(PREFERENCE_KEYS.map(cookie).filter(Boolean)).toEqual([]);
    expect(html()).toHaveAttribute('data-theme', DEFAULT_PREFERENCES.theme);
    expect(html()).toHaveAttribute('data-skin', DEFAULT_PREFERENCES.skin);
    expect(html()).toHaveAttribute('data-layout', DEFAULT_PREFERENCES.layout);
    expect(group(dialog, 'Theme').getByRole('radio', { name: 'System' })).toBeChecked();
    expect(group(dialog, 'Skin').getByRole('radio', { name: 'Default' })).toBeChecked();
  });

  it('the text direction follows the language: choosing Arabic opens the same page in Arabic', async () => {
    const { user } = renderCustomizer();
    const dialog = await openCustomizer(user);
    expect(within(dialog).getByText(/Left to right/)).toHaveTextContent(
      'Left to right · Follows the language.',
    );

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Language' }), 'العربية');
    expect(router.push).toHaveBeenCalledWith('/ar/my-items');
  });

  it('in Arabic the drawer says the text runs right to left', async () => {
    resetNavigation('/ar/my-items');
    const { user } = renderCustomizer({ locale: 'ar' });
    await user.click(screen.getByRole('button', { name: ar.Customizer.open }));
    const dialog = screen.getByRole('dialog', { name: ar.Customizer.title });
    await within(dialog).findByRole('button', { name: ar.Customizer.reset });
    expect(within(dialog).getByText(new RegExp(ar.Customizer.direction_rtl))).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: ar.Customizer.language })).toHaveDisplayValue(
      'العربية',
    );
  });
});
