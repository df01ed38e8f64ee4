/**
 * The theme's colours as the chart libraries need them. `--chart-1…5` and the surface tokens are
 * oklch with relative colours (app/globals.css), which canvas and the libraries' own colour maths
 * do not all read: the browser resolves each one and it is handed over as `#rrggbb`. Read at run
 * time, so dark mode, the colour scheme preset and each site's brand apply.
 */
export interface ChartTheme {
  /** `--chart-1…5`. */
  series: string[];
  foreground: string;
  muted: string;
  border: string;
  card: string;
  fontFamily: string;
  dark: boolean;
}

const SERIES_TOKENS = ['--chart-1', '--chart-2', '--chart-3', '--chart-4', '--chart-5'];
const SURFACE_TOKENS = ['--foreground', '--muted-foreground', '--border', '--card'];

/** The tokens' computed text: it changes whenever the theme, preset or brand does. Cheap. */
export function themeSignature(): string {
  const style = getComputedStyle(document.documentElement);
  const dark = matchMedia('(prefers-color-scheme: dark)').matches;
  return [...SERIES_TOKENS, ...SURFACE_TOKENS, '--font-stack']
    .map((token) => style.getPropertyValue(token))
    .concat(String(dark))
    .join('|');
}

const hex = (value: number) => value.toString(16).padStart(2, '0');

/** `#rrggbb` of any CSS colour, as the browser paints it (a 1 × 1 canvas read back). */
function toHex(context: CanvasRenderingContext2D, color: string): string {
  context.clearRect(0, 0, 1, 1);
  context.fillStyle = '#000';
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  const [red = 0, green = 0, blue = 0] = context.getImageData(0, 0, 1, 1).data;
  return `#${hex(red)}${hex(green)}${hex(blue)}`;
}

/** Relative luminance of `#rrggbb` (WCAG), 0 for black to 1 for white. */
export function luminance(color: string): number {
  const channel = (offset: number) => {
    const value = parseInt(color.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** `rgba()` of `#rrggbb` at this opacity: area fills and translucent slices. */
export function withAlpha(color: string, alpha: number): string {
  const channel = (offset: number) => parseInt(color.slice(offset, offset + 2), 16);
  return `rgba(${channel(1)}, ${channel(3)}, ${channel(5)}, ${alpha})`;
}

export function readChartTheme(): ChartTheme {
  const probe = document.createElement('span');
  probe.hidden = true;
  document.body.append(probe);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  const resolve = (token: string) => {
    probe.style.color = `var(${token})`;
    return toHex(context, getComputedStyle(probe).color);
  };
  const card = resolve('--card');
  const theme = {
    series: SERIES_TOKENS.map(resolve),
    foreground: resolve('--foreground'),
    muted: resolve('--muted-foreground'),
    border: resolve('--border'),
    card,
    fontFamily: getComputedStyle(document.body).fontFamily,
    dark: luminance(card) < 0.4,
  };
  probe.remove();
  return theme;
}

/** A series colour by index: the five theme colours in turn. */
export const seriesColor = (theme: ChartTheme, index: number) =>
  theme.series[index % theme.series.length] ?? theme.foreground;
