// Every site's brand colour and every colour-scheme preset, turned into the primary colour the way
// app/globals.css does (same hue and chroma, lightness capped), must read at WCAG AA (4.5:1) in
// both themes: text on a primary fill, and primary text on the page background, on a card and on
// the soft brand tint (badges, empty states). Colours are clipped to sRGB as Chromium does.
import { readFileSync } from 'node:fs';
import { clampRgb, parse, rgb, wcagContrast, type Oklch, type Rgb } from 'culori';
import { describe, expect, it } from 'vitest';
import { SITES } from '@/sites';

const css = readFileSync('app/globals.css', 'utf8');
const toRgb = (color: Oklch): Rgb => clampRgb(rgb(color)) as Rgb;

function oklch(triple: string): Oklch {
  const color = parse(`oklch(${triple})`);
  if (color?.mode !== 'oklch') throw new Error(`not an oklch colour: ${triple}`);
  return color;
}

function cap(bound: 'min' | 'max'): number {
  const match = css.match(
    new RegExp(`oklch\\(from oklch\\(var\\(--brand\\)\\) ${bound}\\(l, ([\\d.]+)\\) c h\\)`),
  );
  if (!match) throw new Error(`globals.css has no ${bound}(l, …) primary`);
  return Number(match[1]);
}

/** The n-th declaration of a custom property in globals.css (0: light theme, 1: dark theme). */
function declared(property: string, index: number): Oklch {
  const values = [...css.matchAll(new RegExp(`--${property}: oklch\\(([\\d. ]+)\\);`, 'g'))].map(
    (m) => m[1]!,
  );
  return oklch(values[index]!);
}

const contrast = (a: Oklch | Rgb, b: Oklch | Rgb) =>
  wcagContrast(a.mode === 'rgb' ? a : toRgb(a), b.mode === 'rgb' ? b : toRgb(b));

/** `tint` at `alpha` over `base`, blended in sRGB as browsers paint a translucent colour. */
function over(base: Oklch, tint: Oklch, alpha: number): Rgb {
  const [below, above] = [toRgb(base), toRgb(tint)];
  const mix = (channel: 'r' | 'g' | 'b') => below[channel] * (1 - alpha) + above[channel] * alpha;
  return { mode: 'rgb', r: mix('r'), g: mix('g'), b: mix('b') };
}

/** The soft tint's opacity in a theme (`--primary-soft: oklch(var(--brand) / …)`). */
function softAlpha(index: number): number {
  return Number([...css.matchAll(/--primary-soft: oklch\(var\(--brand\) \/ ([\d.]+)\);/g)][index]![1]);
}

const brands: [string, string][] = [
  ...Object.values(SITES).map((site): [string, string] => [site.id, site.brandColor]),
  ...[...css.matchAll(/\[data-color-scheme='(\w+)'\]\s*\{\s*--brand: ([\d. ]+);\s*\}/g)].map(
    (m): [string, string] => [`preset ${m[1]}`, m[2]!],
  ),
];

const themes = [
  { name: 'light', primary: (brand: Oklch) => ({ ...brand, l: Math.min(brand.l, cap('min')) }), index: 0 },
  { name: 'dark', primary: (brand: Oklch) => ({ ...brand, l: Math.max(brand.l, cap('max')) }), index: 1 },
];

describe('brand colours read at WCAG AA', () => {
  it('covers every site and the five presets', () => {
    expect(brands.length).toBe(Object.keys(SITES).length + 5);
  });

  for (const theme of themes) {
    const background = declared('background', theme.index);
    const card = declared('card', theme.index);
    const foreground = theme.index === 0 ? oklch('0.99 0 0') : oklch('0.2 0.02 270');
    it.each(brands)(`${theme.name}: %s`, (_name, triple) => {
      const primary = theme.primary(oklch(triple));
      expect.soft(contrast(primary, foreground), 'text on a primary fill').toBeGreaterThanOrEqual(4.5);
      expect.soft(contrast(primary, background), 'primary text on the page').toBeGreaterThanOrEqual(4.5);
      expect.soft(contrast(primary, card), 'primary text on a card').toBeGreaterThanOrEqual(4.5);
      const tint = over(background, oklch(triple), softAlpha(theme.index));
      expect.soft(contrast(primary, tint), 'primary text on the soft tint').toBeGreaterThanOrEqual(4.5);
    });
  }
});

describe('the error colour reads at WCAG AA', () => {
  // Alerts and invalid fields tint their box with bg-destructive/10.
  const ALERT_TINT = 0.1;
  for (const [name, index] of [
    ['light', 0],
    ['dark', 1],
  ] as const) {
    it(name, () => {
      const destructive = declared('destructive', index);
      expect
        .soft(contrast(declared('destructive-foreground', index), destructive), 'text on the fill')
        .toBeGreaterThanOrEqual(4.5);
      for (const surface of ['background', 'card', 'muted']) {
        const below = declared(surface, index);
        expect.soft(contrast(destructive, below), `text on ${surface}`).toBeGreaterThanOrEqual(4.5);
        expect
          .soft(contrast(destructive, over(below, destructive, ALERT_TINT)), `text in an alert on ${surface}`)
          .toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
