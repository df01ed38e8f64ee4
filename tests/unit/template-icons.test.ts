import { describe, expect, it } from 'vitest';
import {
  foldForSearch,
  ICON_GROUPS,
  nameWords,
  searchIcons,
  TEMPLATE_ICONS,
  type IconGroup,
} from '@/lib/templates/icons';

const names = (icons: readonly { name: string }[]) => icons.map((icon) => icon.name);
const polishGroups: Record<IconGroup, string> = {
  arrows: 'Strzałki',
  actions: 'Akcje',
  communication: 'Komunikacja',
  media: 'Multimedia',
  files: 'Pliki',
  people: 'Ludzie',
  commerce: 'Handel',
  places: 'Miejsca i podróże',
  time: 'Czas',
  status: 'Stan',
  devices: 'Urządzenia',
  security: 'Bezpieczeństwo',
  data: 'Dane i wykresy',
  layout: 'Układ',
  lifestyle: 'Styl życia',
};

describe('icons page search (docs/templates.md)', () => {
  it('lists each icon once, in a known group, and every group has icons', () => {
    expect(new Set(names(TEMPLATE_ICONS)).size).toBe(TEMPLATE_ICONS.length);
    for (const group of ICON_GROUPS) expect(TEMPLATE_ICONS.some((icon) => icon.group === group)).toBe(true);
  });

  it('splits component names into words', () => {
    expect(nameWords('ArrowUpRight')).toBe('arrow up right');
    expect(nameWords('Gamepad2')).toBe('gamepad 2');
    expect(nameWords('Link2Off')).toBe('link 2 off');
  });

  it('folds case and accents', () => {
    expect(foldForSearch('Łódź Décor')).toBe('lodz decor');
  });

  it('returns every icon for an empty or blank query', () => {
    expect(searchIcons(TEMPLATE_ICONS, '')).toHaveLength(TEMPLATE_ICONS.length);
    expect(searchIcons(TEMPLATE_ICONS, '   ')).toHaveLength(TEMPLATE_ICONS.length);
  });

  it('finds icons by name, in any case, as written or as words', () => {
    expect(names(searchIcons(TEMPLATE_ICONS, 'house'))).toContain('House');
    expect(names(searchIcons(TEMPLATE_ICONS, 'ARROWUPRIGHT'))).toEqual(['ArrowUpRight']);
    expect(names(searchIcons(TEMPLATE_ICONS, 'arrow up right'))).toEqual(['ArrowUpRight']);
  });

  it('finds icons by keyword', () => {
    expect(names(searchIcons(TEMPLATE_ICONS, 'home'))).toContain('House');
    expect(names(searchIcons(TEMPLATE_ICONS, 'spinner'))).toEqual(['LoaderCircle']);
  });

  it('needs every word of the query to match', () => {
    const found = names(searchIcons(TEMPLATE_ICONS, 'mail open'));
    expect(found).toContain('MailOpen');
    expect(found).not.toContain('Mail');
  });

  it('finds a whole group by its name in the page language', () => {
    const label = (group: IconGroup) => polishGroups[group];
    const found = searchIcons(TEMPLATE_ICONS, 'urządzenia', label);
    expect(found.length).toBeGreaterThan(5);
    expect(found.every((icon) => icon.group === 'devices')).toBe(true);
    expect(searchIcons(TEMPLATE_ICONS, 'URZADZENIA', label)).toHaveLength(found.length);
  });

  it('keeps the list order and finds nothing for an unknown word', () => {
    const found = searchIcons(TEMPLATE_ICONS, 'phone');
    expect(names(found)).toEqual(names(TEMPLATE_ICONS.filter((icon) => found.includes(icon))));
    expect(searchIcons(TEMPLATE_ICONS, 'zzzz-no-such-icon')).toEqual([]);
  });
});
