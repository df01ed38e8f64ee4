'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { Monitor, Moon, PanelLeft, PanelTop, RotateCcw, Sun } from 'lucide-react';
import { useId } from 'react';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { useOverlayNav } from '@/components/shell/customizer/use-overlay-nav';
import { joinLocale, splitLocale } from '@/lib/i18n/locale-path';
import { directionOf, LANGUAGE_NAME, LANGUAGE_TAG, LOCALES, isLocale, type Locale } from '@/lib/i18n/locales';
import { PREFERENCES, type PreferenceKey } from '@/lib/preferences/registry';
import { isSemiDarkAvailable } from '@/lib/preferences/rules';
import { usePreferences } from '@/components/shell/use-preferences';
import { ColorSchemePicker } from './color-scheme-picker';
import { SwitchRow } from './setting-row';

type ChoiceKey = Exclude<PreferenceKey, 'semiDarkNav' | 'navCollapsed' | 'navbarBlur' | 'colorScheme'>;

/** The theme customizer's settings: every preference of docs/product.md §3 with the rules of docs/product.md §4. */
export function Customizer({ locale }: { locale: Locale }) {
  const t = useTranslations('Customizer');
  const { preferences, setPreference, reset } = usePreferences();
  const overlay = useOverlayNav();
  const router = useRouter();
  const pathname = usePathname();
  const languageId = useId();

  const choices = <K extends ChoiceKey>(key: K) =>
    PREFERENCES[key].values.map((value) => ({ value, label: t(`${key}_${value}` as never) }));
  const choice = <K extends ChoiceKey>(key: K, icons?: Record<string, React.ReactNode>) => (
    <ChoiceGroup
      label={t(key === 'layout' ? 'layoutType' : key)}
      value={preferences[key] as string}
      choices={choices(key).map((entry) => ({ ...entry, icon: icons?.[entry.value] }))}
      onChange={(value) => setPreference(key, value as never)}
      columns={PREFERENCES[key].values.length === 3 ? 3 : 2}
    />
  );

  const changeLanguage = (next: string) => {
    if (!isLocale(next)) return;
    router.push(joinLocale(next, splitLocale(pathname)?.rest ?? ''));
  };

  return (
    <>
      <div className="flex justify-end border-b border-border px-5 py-2">
        <button
          type="button"
          onClick={reset}
          className="flex items-center gap-1.5 rounded-md px-2 py-1 text-sm text-primary hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <RotateCcw aria-hidden className="size-4" />
          {t('reset')}
        </button>
      </div>
      <div className="grow space-y-6 overflow-y-auto px-5 py-5">
        <h3 className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
          {t('theming')}
        </h3>
        <ColorSchemePicker
          label={t('colorScheme')}
          value={preferences.colorScheme}
          nameOf={(scheme) => t(`colorScheme_${scheme}`)}
          onChange={(scheme) => setPreference('colorScheme', scheme)}
        />
        {choice('theme', {
          light: <Sun className="size-5" />,
          dark: <Moon className="size-5" />,
          system: <Monitor className="size-5" />,
        })}
        {choice('skin')}
        <SwitchRow
          label={t('semiDarkNav')}
          checked={preferences.semiDarkNav === 'on'}
          disabled={!isSemiDarkAvailable(preferences)}
          hint={isSemiDarkAvailable(preferences) ? undefined : t('semiDarkUnavailable')}
          onChange={(on) => setPreference('semiDarkNav', on ? 'on' : 'off')}
        />
        <h3 className="border-t border-border pt-6 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
          {t('layout')}
        </h3>
        {choice('layout', {
          vertical: <PanelLeft className="size-5" />,
          horizontal: <PanelTop className="size-5" />,
        })}
        {overlay ? <p className="-mt-4 text-xs text-muted-foreground">{t('forcedVertical')}</p> : null}
        <SwitchRow
          label={t('navCollapsed')}
          checked={preferences.navCollapsed === 'on'}
          disabled={preferences.layout === 'horizontal'}
          onChange={(on) => setPreference('navCollapsed', on ? 'on' : 'off')}
        />
        {choice('contentWidth')}
        {choice('navbarType')}
        <SwitchRow
          label={t('navbarBlur')}
          checked={preferences.navbarBlur === 'on'}
          onChange={(on) => setPreference('navbarBlur', on ? 'on' : 'off')}
        />
        {choice('footerType')}
        <div>
          <label htmlFor={languageId} className="mb-2 block text-sm font-medium">
            {t('language')}
          </label>
          <select
            id={languageId}
            value={locale}
            onChange={(event) => changeLanguage(event.target.value)}
            className="h-10 w-full rounded-md border border-border bg-card px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={LANGUAGE_TAG[code]}>
                {LANGUAGE_NAME[code]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <p className="text-sm font-medium">{t('direction')}</p>
          <p className="mt-1 text-sm text-muted-foreground" data-testid="direction">
            {t(`direction_${directionOf(locale)}`)} · {t('directionHint')}
          </p>
        </div>
      </div>
    </>
  );
}
