'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { SHOP_SEARCH_MAX_LENGTH } from '@/lib/shop/sales/list-params';
import { SearchInput } from '@/components/ui/search-input';

/** Typing settles for this long before the list is asked for. */
const SEARCH_DELAY_MS = 300;

export const selectClass =
  'h-11 w-full rounded-md border border-border bg-card px-3 text-base outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/30 sm:text-sm';

/**
 * A list's search box: sent after typing settles, and replaced when the list's URL moves for
 * another reason (back, forward, filters cleared), never by the answer to what was just typed.
 */
export function SearchBox({
  current,
  placeholder,
  onSearch,
}: {
  current: string;
  placeholder: string;
  onSearch: (q: string) => void;
}) {
  const t = useTranslations('ShopSales.list');
  const id = useId();
  const [text, setText] = useState(current);
  const [requested, setRequested] = useState(current);
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    setSeen(current);
    if (current !== requested) {
      setText(current);
      setRequested(current);
    }
  }
  const send = useEffectEvent((q: string) => {
    setRequested(q);
    onSearch(q);
  });
  useEffect(() => {
    const q = text.trim();
    if (q === requested) return;
    const timer = setTimeout(() => send(q), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, requested]);
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {t('searchLabel')}
      </label>
      <SearchInput
        id={id}
        value={text}
        maxLength={SHOP_SEARCH_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
      />
    </div>
  );
}
