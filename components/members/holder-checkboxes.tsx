'use client';

import { KeyRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { grantsOf, Holder } from '@/lib/auth/permission-registry';
import { HOLDER_LABEL, HOLDER_TEXT, PERMISSION_LABEL } from '@/lib/members/member-labels';

/** What each holder grants on this site (lib/auth/permission-registry.ts grantsOf). */
export type Grants = Readonly<ReturnType<typeof grantsOf>>;

interface HolderCheckboxesProps<V extends string> {
  legend: string;
  kind: 'role' | 'scope';
  options: readonly V[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  grants: Grants;
  /** Options that cannot change here, with the reason shown beside them. */
  locked?: Partial<Record<V, string>>;
}

/** A group of role or scope checkboxes, each with what it means and what it grants on this site. */
export function HolderCheckboxes<V extends string>({
  legend,
  kind,
  options,
  value,
  onChange,
  grants,
  locked = {},
}: HolderCheckboxesProps<V>) {
  const tr = useTranslations('Roles');
  const tp = useTranslations('Permissions');
  const id = useId();
  const grantText = (holder: Holder) => {
    const granted = grants[holder];
    if (granted === 'all') return tr('everything');
    if (!granted.length) return tr('nothing');
    return granted.map((key) => tp(PERMISSION_LABEL[key])).join(' · ');
  };
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      {options.map((option) => {
        const holder = `${kind}:${option}` as Holder;
        const reason = locked[option];
        const checked = value.includes(option);
        const describedBy = [`${id}-${option}-text`, reason && `${id}-${option}-locked`]
          .filter(Boolean)
          .join(' ');
        return (
          <div key={option} className="flex gap-3 rounded-lg border border-border p-3">
            <input
              id={`${id}-${option}`}
              type="checkbox"
              checked={checked}
              disabled={Boolean(reason)}
              aria-describedby={describedBy}
              onChange={() =>
                onChange(checked ? value.filter((item) => item !== option) : [...value, option])
              }
              className="mt-0.5 size-4 shrink-0 accent-primary disabled:opacity-60"
            />
            <div className="min-w-0 space-y-1 text-sm">
              <label htmlFor={`${id}-${option}`} className="font-medium">
                {tr(HOLDER_LABEL[holder])}
              </label>
              <div id={`${id}-${option}-text`} className="space-y-1">
                <p className="text-muted-foreground">{tr(HOLDER_TEXT[holder])}</p>
                <p className="flex items-start gap-1.5 text-xs">
                  <KeyRound aria-hidden className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" />
                  {grantText(holder)}
                </p>
              </div>
              {reason ? (
                <p id={`${id}-${option}-locked`} className="text-xs text-muted-foreground italic">
                  {reason}
                </p>
              ) : null}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
