'use client';

import { Check } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { SearchInput } from '@/components/ui/search-input';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import { ICON_GROUPS, searchIcons, TEMPLATE_ICONS, type TemplateIconName } from '@/lib/templates/icons';
import { copyText } from './copy-text';
import { ICON_COMPONENTS } from './icon-components';

type Shown = 'all' | 'product';
const COPIED_FOR_MS = 2000;

/**
 * docs/templates.md icons page: the listed icons by group, a search over names, keywords and the
 * translated group names, and a button per icon that copies its component name. One polite live
 * region says how many icons match and what was copied.
 */
export function IconBrowser({ appName }: { appName: string }) {
  const t = useTranslations('IconsPage');
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState<Shown>('all');
  const [copied, setCopied] = useState<{ name: TemplateIconName; ok: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const searchId = useId();
  const deferredQuery = useDeferredValue(query);

  const matches = useMemo(() => {
    const pool = shown === 'product' ? TEMPLATE_ICONS.filter((icon) => icon.inProduct) : TEMPLATE_ICONS;
    return searchIcons(pool, deferredQuery, (group) => t(`groups.${group}`));
  }, [deferredQuery, shown, t]);

  async function copy(name: TemplateIconName) {
    const ok = await copyText(name);
    clearTimeout(timer.current);
    setCopied({ name, ok });
    timer.current = setTimeout(() => setCopied(null), COPIED_FOR_MS);
  }

  return (
    <section aria-labelledby={`${searchId}-title`} className="surface space-y-6 p-4 sm:p-6">
      <h2 id={`${searchId}-title`} className="sr-only">
        {t('browserTitle')}
      </h2>
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="w-full md:max-w-sm">
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium">
            {t('searchLabel')}
          </label>
          <SearchInput
            id={searchId}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('searchPlaceholder')}
          />
        </div>
        <SegmentedFilter
          label={t('showLabel')}
          value={shown}
          onChange={setShown}
          options={[
            { value: 'all', label: t('showAll') },
            { value: 'product', label: t('showProduct', { appName }) },
          ]}
        />
      </div>
      <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
        {copied
          ? copied.ok
            ? t('copied', { name: copied.name })
            : t('copyFailed', { name: copied.name })
          : t('count', { count: matches.length })}
      </p>
      {matches.length === 0 ? (
        <p className="rounded-md bg-muted px-4 py-8 text-center text-muted-foreground">
          {t('noMatch', { query: deferredQuery })}
        </p>
      ) : (
        ICON_GROUPS.map((group) => {
          const icons = matches.filter((icon) => icon.group === group);
          if (!icons.length) return null;
          return (
            <div key={group}>
              <h3 className="mb-3 text-sm font-semibold text-muted-foreground">{t(`groups.${group}`)}</h3>
              <ul className="grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-2">
                {icons.map(({ name }) => {
                  const Icon = ICON_COMPONENTS[name];
                  const done = copied?.name === name && copied.ok;
                  return (
                    <li key={name}>
                      <button
                        type="button"
                        onClick={() => copy(name)}
                        title={t('copyTitle', { name })}
                        className="flex h-24 w-full flex-col items-center justify-center gap-2 rounded-md border border-border bg-card px-2 text-xs transition hover:border-primary hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      >
                        {done ? (
                          <Check aria-hidden className="size-6 text-primary" />
                        ) : (
                          <Icon aria-hidden className="size-6" />
                        )}
                        <span className="max-w-full truncate" dir="ltr">
                          <span className="sr-only">{t('copyPrefix')} </span>
                          {name}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}
