'use client';

import { Banknote, CreditCard, Landmark, Wallet } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Fragment, useRef, useState, type ReactNode } from 'react';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { LANGUAGE_NAME, LOCALES } from '@/lib/i18n/locales';
import type { CountryOption } from '@/lib/templates/forms/countries';
import type { Continent } from '@/lib/templates/forms/sample-data';
import { useErrorText } from '../use-error-text';

type CountryGroups = { continent: Continent; countries: CountryOption[] }[];

/** The chosen value under a demo, so the choice is visible (and announced politely). */
function Chosen({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {children}
    </p>
  );
}

export function SingleSelect() {
  const t = useTranslations('FormsGallery.select.single');
  const [language, setLanguage] = useState('');
  return (
    <>
      <FormField label={t('label')}>
        {(control) => (
          <Select value={language} onValueChange={setLanguage}>
            <SelectTrigger {...control}>
              <SelectValue placeholder={t('placeholder')} />
            </SelectTrigger>
            <SelectContent>
              {LOCALES.map((locale) => (
                <SelectItem key={locale} value={locale} lang={locale}>
                  {LANGUAGE_NAME[locale]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <Chosen>
        {language ? t('chosen', { value: LANGUAGE_NAME[language as keyof typeof LANGUAGE_NAME] }) : t('none')}
      </Chosen>
    </>
  );
}

export function GroupedSelect({ groups }: { groups: CountryGroups }) {
  const t = useTranslations('FormsGallery.select.grouped');
  return (
    <FormField label={t('label')} hint={t('hint')}>
      {(control) => (
        <Select>
          <SelectTrigger {...control}>
            <SelectValue placeholder={t('placeholder')} />
          </SelectTrigger>
          <SelectContent>
            {groups.map(({ continent, countries }, index) => (
              <Fragment key={continent}>
                {index > 0 ? <SelectSeparator /> : null}
                <SelectGroup>
                  <SelectLabel>{t(`continents.${continent}`)}</SelectLabel>
                  {countries.map((country) => (
                    <SelectItem key={country.code} value={country.code}>
                      {country.name}
                    </SelectItem>
                  ))}
                </SelectGroup>
              </Fragment>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}

const DELIVERY = [
  { value: 'standard', disabled: false },
  { value: 'express', disabled: false },
  { value: 'sameDay', disabled: true },
  { value: 'pickup', disabled: false },
] as const;

export function DisabledOptionsSelect() {
  const t = useTranslations('FormsGallery.select.disabledOptions');
  return (
    <>
      <FormField label={t('label')} hint={t('hint')}>
        {(control) => (
          <Select defaultValue="standard">
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {DELIVERY.map((option) => (
                <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
                  {t(`options.${option.value}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField label={t('disabledLabel')}>
        {(control) => (
          <Select disabled defaultValue="standard">
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="standard">{t('options.standard')}</SelectItem>
            </SelectContent>
          </Select>
        )}
      </FormField>
    </>
  );
}

const PAYMENT = [
  { value: 'card', Icon: CreditCard },
  { value: 'transfer', Icon: Landmark },
  { value: 'wallet', Icon: Wallet },
  { value: 'cash', Icon: Banknote },
] as const;

export function IconSelect() {
  const t = useTranslations('FormsGallery.select.icons');
  return (
    <FormField label={t('label')}>
      {(control) => (
        <Select defaultValue="card">
          <SelectTrigger {...control}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PAYMENT.map(({ value, Icon }) => (
              <SelectItem key={value} value={value}>
                <span className="flex items-center gap-2">
                  <Icon aria-hidden className="size-4 text-muted-foreground" />
                  {t(`options.${value}`)}
                </span>
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}

/** The browser's own list: on phones it opens the system picker. */
export function NativeSelect({ groups }: { groups: CountryGroups }) {
  const t = useTranslations('FormsGallery.select');
  return (
    <FormField label={t('native.label')} hint={t('native.hint')}>
      {(control) => (
        <select
          {...control}
          defaultValue=""
          className="h-11 w-full rounded-md border border-border bg-card px-3 text-base outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/30 sm:text-sm"
        >
          <option value="" disabled>
            {t('grouped.placeholder')}
          </option>
          {groups.map(({ continent, countries }) => (
            <optgroup key={continent} label={t(`grouped.continents.${continent}`)}>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </FormField>
  );
}

const DEPARTMENTS = ['sales', 'support', 'billing', 'press'] as const;

/** A required choice: sending without one shows the error and puts focus back on the list. */
export function RequiredSelect() {
  const t = useTranslations('FormsGallery.select.states');
  const errorText = useErrorText();
  const trigger = useRef<HTMLButtonElement>(null);
  const [department, setDepartment] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  return (
    <form
      noValidate
      aria-label={t('formLabel')}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!department) {
          setError('selectRequired');
          setSent(false);
          trigger.current?.focus();
          return;
        }
        setSent(true);
      }}
    >
      <FormField label={t('label')} error={errorText(error)}>
        {(control) => (
          <Select
            value={department}
            onValueChange={(value) => {
              setDepartment(value);
              setError(undefined);
              setSent(false);
            }}
          >
            <SelectTrigger {...control} ref={trigger} aria-required>
              <SelectValue placeholder={t('placeholder')} />
            </SelectTrigger>
            <SelectContent>
              {DEPARTMENTS.map((value) => (
                <SelectItem key={value} value={value}>
                  {t(`options.${value}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <Button type="submit">{t('submit')}</Button>
      {sent ? (
        <Chosen>{t('sent', { value: t(`options.${department as (typeof DEPARTMENTS)[number]}`) })}</Chosen>
      ) : null}
    </form>
  );
}
