import { baseMapPaths } from '@/lib/fleet/base-map';

/** Europe's land and borders, drawn on the server in the theme's colours (no tile server). */
export function BaseMap() {
  const { land, borders } = baseMapPaths();
  return (
    <g aria-hidden>
      <path d={land} className="fill-card stroke-none dark:fill-muted" />
      <path d={borders} className="fill-none stroke-border" strokeWidth={0.8} strokeLinejoin="round" />
    </g>
  );
}
