'use client';

import { useSyncExternalStore } from 'react';
import { readChartTheme, themeSignature, type ChartTheme } from '@/lib/templates/charts/chart-theme';

let cached: { signature: string; theme: ChartTheme } | null = null;

/** The theme read again only when its tokens changed: the same object otherwise, as React needs. */
function currentTheme(): ChartTheme {
  const signature = themeSignature();
  if (cached?.signature !== signature) cached = { signature, theme: readChartTheme() };
  return cached.theme;
}

/** The customizer switches theme, preset and skin through `<html>` attributes; "system" follows the OS. */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true });
  const media = matchMedia('(prefers-color-scheme: dark)');
  media.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    media.removeEventListener('change', onChange);
  };
}

/** The chart colours of the page as it looks now; null on the server, where nothing is drawn. */
export function useChartTheme(): ChartTheme | null {
  return useSyncExternalStore(subscribe, currentTheme, () => null);
}

/** Whether the visitor asks for less motion: charts then appear without animating. */
export function prefersReducedMotion(): boolean {
  return matchMedia('(prefers-reduced-motion: reduce)').matches;
}
