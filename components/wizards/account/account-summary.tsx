'use client';

import { useTranslations } from 'next-intl';
import { LANGUAGE_NAME } from '@/lib/i18n/locales';
import type { AccountWizardValues } from '@/lib/wizards/account-wizard-schema';
import { ReviewList } from '../review-list';
import type { WizardStepMeta } from '../wizard-frame';
import { useCountryName } from './account-steps';

export function AccountSummary({
  values,
  steps,
  onEdit,
}: {
  values: AccountWizardValues;
  steps: readonly WizardStepMeta[];
  onEdit: (step: number) => void;
}) {
  const t = useTranslations('FormWizards');
  const tw = useTranslations('Wizards.frame');
  const countryName = useCountryName();
  const orNone = (text: string) => text.trim() || t('summary.none');
  return (
    <ReviewList
      editText={tw('edit')}
      editLabel={(section) => tw('editSection', { section })}
      onEdit={onEdit}
      sections={[
        {
          title: steps[0]!.title,
          step: 0,
          rows: [
            { label: t('fields.username'), value: values.account.username },
            { label: t('fields.email'), value: values.account.email },
            {
              label: t('fields.password'),
              value: values.account.password ? t('summary.passwordSet') : t('summary.none'),
            },
          ],
        },
        {
          title: steps[1]!.title,
          step: 1,
          rows: [
            { label: t('summary.name'), value: `${values.personal.firstName} ${values.personal.lastName}` },
            {
              label: t('fields.country'),
              value: values.personal.country ? countryName(values.personal.country) : '',
            },
            { label: t('fields.language'), value: LANGUAGE_NAME[values.personal.language] },
          ],
        },
        {
          title: steps[2]!.title,
          step: 2,
          rows: [
            { label: t('fields.website'), value: orNone(values.social.website) },
            { label: t('fields.linkedin'), value: orNone(values.social.linkedin) },
            { label: t('fields.github'), value: orNone(values.social.github) },
          ],
        },
      ]}
    />
  );
}
