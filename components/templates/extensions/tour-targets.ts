/**
 * The parts of the shell the tour points at, found by what people and screen readers see (their
 * accessible names, passed in the page's language), never by style classes. Only what is on
 * screen counts: on a phone the menu is the button that opens it, and the search field and the
 * menu's entries are not there.
 */
export interface ShellLabels {
  navigation: string;
  openMenu: string;
  language: string;
  theme: string;
  customizer: string;
  account: string;
  messagesHref: string;
}

export const TOUR_STEPS = [
  'menu',
  'search',
  'language',
  'theme',
  'customizer',
  'messages',
  'account',
] as const;
export type TourStep = (typeof TOUR_STEPS)[number] | 'menuButton';

const shown = (element: Element | null | undefined): element is HTMLElement =>
  element instanceof HTMLElement &&
  element.checkVisibility({ visibilityProperty: true, opacityProperty: true });

const find = (selector: string, matches: (element: HTMLElement) => boolean) =>
  [...document.querySelectorAll(selector)].find(
    (element) => shown(element) && matches(element as HTMLElement),
  ) as HTMLElement | undefined;

const named = (label: string) => (element: HTMLElement) => element.getAttribute('aria-label') === label;
const startsWith = (label: string) => (element: HTMLElement) =>
  element.getAttribute('aria-label')?.startsWith(label) ?? false;
const says = (label: string) => (element: HTMLElement) => element.textContent?.includes(label) ?? false;

/** Each step with the element it highlights on this screen, in tour order; absent parts are left out. */
export function tourTargets(labels: ShellLabels): { step: TourStep; element: HTMLElement }[] {
  const header = 'header';
  const navigation = find('nav', named(labels.navigation));
  const candidates: [TourStep, HTMLElement | undefined][] = [
    navigation ? ['menu', navigation] : ['menuButton', find(`${header} button`, named(labels.openMenu))],
    ['search', find('form[role="search"]', () => true)],
    ['language', find(`${header} summary`, says(labels.language))],
    ['theme', find(`${header} button`, startsWith(labels.theme))],
    ['customizer', find('button', named(labels.customizer))],
    [
      'messages',
      navigation
        ? find('a', (link) => link.getAttribute('href') === labels.messagesHref && navigation.contains(link))
        : undefined,
    ],
    ['account', find(`${header} button`, says(labels.account))],
  ];
  return candidates.flatMap(([step, element]) => (element ? [{ step, element }] : []));
}
