'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ComponentProps } from 'react';
import { Field, FieldDescription, FieldLabel, fieldIds } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';

/** A switch with its label; `labelFirst` puts the label at the start and the switch at the end. */
function LabelledSwitch({
  label,
  description,
  labelFirst = false,
  ...props
}: ComponentProps<typeof Switch> & { label: string; description?: string; labelFirst?: boolean }) {
  const { id, descriptionId } = fieldIds(useId());
  const text = (
    <div className={cn('space-y-0.5', labelFirst && 'flex-1')}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {description ? <FieldDescription id={descriptionId}>{description}</FieldDescription> : null}
    </div>
  );
  return (
    <Field orientation="horizontal" disabled={props.disabled} className={cn(description && 'items-start')}>
      {labelFirst ? text : null}
      <Switch
        id={id}
        aria-describedby={description ? descriptionId : undefined}
        className={cn(description && 'mt-0.5')}
        {...props}
      />
      {labelFirst ? null : text}
    </Field>
  );
}

const RADIOS = ['wifi', 'bluetooth', 'airplane'] as const;

export function BasicSwitches() {
  const t = useTranslations('FormsGallery.switch.basic');
  const [on, setOn] = useState<Record<(typeof RADIOS)[number], boolean>>({
    wifi: true,
    bluetooth: false,
    airplane: false,
  });
  return (
    <>
      {RADIOS.map((name) => (
        <LabelledSwitch
          key={name}
          label={t(name)}
          checked={on[name]}
          onCheckedChange={(checked) => setOn((current) => ({ ...current, [name]: checked }))}
        />
      ))}
      <p role="status" className="text-sm text-muted-foreground">
        {t('summary', { count: RADIOS.filter((name) => on[name]).length })}
      </p>
    </>
  );
}

const SETTINGS = ['email', 'reminders', 'publicProfile'] as const;

export function DescribedSwitches() {
  const t = useTranslations('FormsGallery.switch.described');
  return (
    <ul className="divide-y divide-border">
      {SETTINGS.map((setting, index) => (
        <li key={setting} className="py-3 first:pt-0 last:pb-0">
          <LabelledSwitch
            labelFirst
            label={t(`${setting}.label`)}
            description={t(`${setting}.description`)}
            defaultChecked={index !== 2}
          />
        </li>
      ))}
    </ul>
  );
}

export function LabelPlacement() {
  const t = useTranslations('FormsGallery.switch.placement');
  return (
    <>
      <LabelledSwitch label={t('after')} defaultChecked />
      <LabelledSwitch label={t('before')} labelFirst />
    </>
  );
}

export function DisabledSwitches() {
  const t = useTranslations('FormsGallery.switch.disabled');
  return (
    <>
      <LabelledSwitch label={t('off')} description={t('offHint')} disabled />
      <LabelledSwitch label={t('on')} description={t('onHint')} disabled defaultChecked />
    </>
  );
}
