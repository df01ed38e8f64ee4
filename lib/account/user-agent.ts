/** What a session's User-Agent tells a person about the device: browser, system and kind, or null when unknown. */
export interface Device {
  browser: string | null;
  os: string | null;
  kind: 'desktop' | 'mobile' | 'tablet';
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, every iPad browser says Safari.
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPad\b/, 'iPadOS'],
  [/\b(?:iPhone|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (text: string, table: readonly [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** A simple reading of the User-Agent header: enough for a person to recognise their devices. */
export function describeDevice(userAgent: string | null | undefined): Device {
  const text = userAgent ?? '';
  const os = first(text, SYSTEMS);
  const kind =
    os === 'iPadOS' || /\bTablet\b/.test(text) || (os === 'Android' && !/\bMobile\b/.test(text))
      ? 'tablet'
      : os === 'iOS' || /\bMobile\b/.test(text)
        ? 'mobile'
        : 'desktop';
  return { browser: first(text, BROWSERS), os, kind };
}
