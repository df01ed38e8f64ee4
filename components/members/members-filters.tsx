'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import type { Role } from '@/lib/auth/membership';
import { HOLDER_LABEL } from '@/lib/members/member-labels';
import {
  MEMBER_ROLES,
  MEMBER_SCOPES,
  MEMBER_SEARCH_MAX_LENGTH,
  MEMBER_STATUSES,
  type MemberListQuery,
  type MemberStatus,
} from '@/lib/members/member-list-params';
import type { Scope } from '@/sites';
import { SearchInput } from '@/components/ui/search-input';

/** Typing settles for this long before the list is asked for. */
const SEARCH_DELAY_MS = 300;

export const selectClass =
  'h-11 w-full rounded-md border border-border bg-card px-3 text-base outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/30 sm:text-sm';

/**
 * The search box's text: sent after typing settles, and replaced when the list's URL moves for
 * another reason (back, forward, filters cleared), never by the answer to what was just typed.
 */
function useSearchText(current: string, search: (q: string) => void) {
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
    search(q);
  });
  useEffect(() => {
    const q = text.trim();
    if (q === requested) return;
    const timer = setTimeout(() => send(q), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, requested]);
  return [text, setText] as const;
}

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

interface MembersFiltersProps {
  query: MemberListQuery;
  onChange: (change: Partial<MemberListQuery>) => void;
}

/** A search over names and e-mails, and role, scope and status filters. */
export function MembersFilters({ query, onChange }: MembersFiltersProps) {
  const t = useTranslations('Members');
  const tr = useTranslations('Roles');
  const [text, setText] = useSearchText(query.q, (q) => onChange({ q }));

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <Labelled label={t('searchLabel')}>
        {(id) => (
          <SearchInput
            id={id}
            value={text}
            maxLength={MEMBER_SEARCH_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('searchPlaceholder')}
          />
        )}
      </Labelled>
      <Labelled label={t('roleFilter')}>
        {(id) => (
          <select
            id={id}
            className={selectClass}
            value={query.role ?? ''}
            onChange={(event) => onChange({ role: (event.target.value || null) as Role | null })}
          >
            <option value="">{t('anyRole')}</option>
            {MEMBER_ROLES.map((role) => (
              <option key={role} value={role}>
                {tr(HOLDER_LABEL[`role:${role}`])}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <Labelled label={t('scopeFilter')}>
        {(id) => (
          <select
            id={id}
            className={selectClass}
            value={query.scope ?? ''}
            onChange={(event) => onChange({ scope: (event.target.value || null) as Scope | null })}
          >
            <option value="">{t('anyScope')}</option>
            {MEMBER_SCOPES.map((scope) => (
              <option key={scope} value={scope}>
                {tr(HOLDER_LABEL[`scope:${scope}`])}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <Labelled label={t('statusFilter')}>
        {(id) => (
          <select
            id={id}
            className={selectClass}
            value={query.status ?? ''}
            onChange={(event) => onChange({ status: (event.target.value || null) as MemberStatus | null })}
          >
            <option value="">{t('anyStatus')}</option>
            {MEMBER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status_${status}`)}
              </option>
            ))}
          </select>
        )}
      </Labelled>
    </div>
  );
}
