/*
 * Small decorative pictures for the image cards: drawn in SVG from the chart colours, so they
 * need no image request and follow the theme. `aria-hidden`: the card's label names the choice.
 */

const frame = 'h-20 w-full rounded-md';

export function MountainsArt() {
  return (
    <svg aria-hidden viewBox="0 0 120 60" preserveAspectRatio="xMidYMid slice" className={frame}>
      <rect width="120" height="60" fill="var(--chart-2)" opacity="0.25" />
      <circle cx="92" cy="16" r="7" fill="var(--chart-4)" />
      <path d="M0 60 L34 18 L58 44 L78 26 L120 60 Z" fill="var(--chart-1)" />
      <path d="M34 18 L42 28 L28 26 Z" fill="var(--card)" opacity="0.8" />
    </svg>
  );
}

export function SeaArt() {
  return (
    <svg aria-hidden viewBox="0 0 120 60" preserveAspectRatio="xMidYMid slice" className={frame}>
      <rect width="120" height="60" fill="var(--chart-3)" opacity="0.25" />
      <circle cx="28" cy="20" r="9" fill="var(--chart-4)" />
      <path d="M0 38 Q15 32 30 38 T60 38 T90 38 T120 38 V60 H0 Z" fill="var(--chart-3)" />
      <path d="M0 48 Q15 42 30 48 T60 48 T90 48 T120 48 V60 H0 Z" fill="var(--chart-1)" opacity="0.7" />
    </svg>
  );
}

export function CityArt() {
  return (
    <svg aria-hidden viewBox="0 0 120 60" preserveAspectRatio="xMidYMid slice" className={frame}>
      <rect width="120" height="60" fill="var(--chart-5)" opacity="0.25" />
      <rect x="10" y="26" width="18" height="34" fill="var(--chart-5)" />
      <rect x="32" y="12" width="16" height="48" fill="var(--chart-1)" />
      <rect x="52" y="30" width="20" height="30" fill="var(--chart-2)" />
      <rect x="76" y="18" width="14" height="42" fill="var(--chart-5)" />
      <rect x="94" y="34" width="18" height="26" fill="var(--chart-1)" />
    </svg>
  );
}

/** A miniature of a page in a light or dark theme (fixed colours: it shows that theme in any theme). */
export function ThemeArt({ theme }: { theme: 'light' | 'dark' | 'system' }) {
  const page = (x: number, width: number, dark: boolean) => (
    <g>
      <rect x={x} y="0" width={width} height="60" fill={dark ? '#1f2430' : '#f4f5f7'} />
      <rect x={x + 6} y="8" width={width - 12} height="8" rx="2" fill={dark ? '#3a4152' : '#ffffff'} />
      <rect
        x={x + 6}
        y="22"
        width={(width - 12) * 0.6}
        height="5"
        rx="2"
        fill={dark ? '#5b647a' : '#d5d9e0'}
      />
      <rect x={x + 6} y="32" width={width - 12} height="20" rx="2" fill={dark ? '#2b3140' : '#ffffff'} />
    </g>
  );
  return (
    <svg aria-hidden viewBox="0 0 120 60" preserveAspectRatio="xMidYMid slice" className={frame}>
      {theme === 'system' ? (
        <>
          {page(0, 60, false)}
          {page(60, 60, true)}
        </>
      ) : (
        page(0, 120, theme === 'dark')
      )}
    </svg>
  );
}
