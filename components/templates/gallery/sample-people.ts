/*
 * The people of the gallery's avatars and lists: sample names from several languages and a
 * portrait drawn as an inline SVG for each (no external image host; `img-src` allows `data:`).
 */
export interface SamplePerson {
  name: string;
  portrait: string;
}

const PEOPLE: readonly [name: string, background: string, skin: string, hair: string, shirt: string][] = [
  ['Anna Kowalska', '#c7d2fe', '#f1c7a5', '#7c4a22', '#4f46e5'],
  ['Omar Haddad', '#fde68a', '#c68a5c', '#1f1b16', '#0f766e'],
  ['Li Wei', '#bbf7d0', '#f3d2b3', '#111827', '#b45309'],
  ['Lucas Martin', '#fecaca', '#e9b48f', '#a16207', '#1d4ed8'],
  ['Sofia Rossi', '#e9d5ff', '#f0c09b', '#3f2a1d', '#be185d'],
  ['Jonas Becker', '#bae6fd', '#f5d0b5', '#d6a354', '#374151'],
  ['Maria Silva', '#fed7aa', '#a86f4c', '#2b1d14', '#7c3aed'],
  ['Carmen López', '#a7f3d0', '#d9a07a', '#4a2c1a', '#b91c1c'],
];

function portrait(background: string, skin: string, hair: string, shirt: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><path d="M10 66c0-14 10-21 22-21s22 7 22 21z" fill="${shirt}"/><rect x="27" y="34" width="10" height="12" rx="4" fill="${skin}"/><circle cx="32" cy="27" r="12" fill="${skin}"/><path d="M19 28c-1-11 5-17 13-17s14 6 13 17c-2-6-7-9-13-9s-11 3-13 9z" fill="${hair}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const SAMPLE_PEOPLE: readonly SamplePerson[] = PEOPLE.map(([name, ...colours]) => ({
  name,
  portrait: portrait(...colours),
}));
