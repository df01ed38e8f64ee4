import { OVERLAY_NAV_BREAKPOINT_PX } from '@/lib/constants';
import type { PreferenceKey, PreferenceValue, Preferences } from './registry';

/** docs/product.md §4: below the overlay breakpoint the layout is forced vertical; the stored choice returns above it. */
export function effectiveLayout(prefs: Preferences, viewportWidth: number): Preferences['layout'] {
  return viewportWidth < OVERLAY_NAV_BREAKPOINT_PX ? 'vertical' : prefs.layout;
}

export function isOverlayNav(viewportWidth: number): boolean {
  return viewportWidth < OVERLAY_NAV_BREAKPOINT_PX;
}

/** The semi-dark vertical nav is offered only with the light theme and the vertical layout. */
export function isSemiDarkAvailable(prefs: Preferences): boolean {
  return prefs.theme === 'light' && prefs.layout === 'vertical';
}

/**
 * Applies one change with the rules of docs/product.md §4: switching to horizontal turns a hidden navbar
 * sticky and uncollapses the vertical nav. Returns a new object; the input is left alone.
 */
export function applyPreference<K extends PreferenceKey>(
  prefs: Preferences,
  key: K,
  value: PreferenceValue<K>,
): Preferences {
  const next: Preferences = { ...prefs, [key]: value };
  if (key === 'layout' && value === 'horizontal') {
    if (next.navbarType === 'hidden') next.navbarType = 'sticky';
    next.navCollapsed = 'off';
  }
  return next;
}
