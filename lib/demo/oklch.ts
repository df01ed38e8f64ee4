/** An OKLCH colour (`L C H`, as the sites' brandColor) with its lightness and hue shifted. */
export interface Oklch {
  l: number;
  c: number;
  h: number;
}

export function parseOklch(triple: string): Oklch {
  const [l = 0.5, c = 0.1, h = 0] = triple.trim().split(/\s+/).map(Number);
  return { l, c, h };
}

const toSrgbChannel = (linear: number) => {
  const value = linear <= 0.0031308 ? 12.92 * linear : 1.055 * Math.pow(linear, 1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, value)) * 255);
};

/**
 * `#rrggbb` for an OKLCH colour (Björn Ottosson's matrices), clipped to sRGB: the SVG renderer that
 * draws the demo illustrations knows no `oklch()`.
 */
export function oklchToHex({ l, c, h }: Oklch): string {
  const hue = (h * Math.PI) / 180;
  const a = c * Math.cos(hue);
  const b = c * Math.sin(hue);
  const lp = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const mp = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const sp = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const rgb = [
    4.0767416621 * lp - 3.3077115913 * mp + 0.2309699292 * sp,
    -1.2684380046 * lp + 2.6097574011 * mp - 0.3413193965 * sp,
    -0.0041960863 * lp - 0.7034186147 * mp + 1.707614701 * sp,
  ];
  return `#${rgb.map((channel) => toSrgbChannel(channel).toString(16).padStart(2, '0')).join('')}`;
}
