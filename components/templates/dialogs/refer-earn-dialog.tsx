'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, Gift, Send, UserPlus, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { copyText } from '@/components/templates/icons/copy-text';
import { inviteSchema, type InviteValues } from '@/lib/templates/dialog-examples';
import { useErrorText } from './use-error-text';

const STEPS: readonly { key: 'invite' | 'register' | 'reward'; icon: LucideIcon }[] = [
  { key: 'invite', icon: Send },
  { key: 'register', icon: UserPlus },
  { key: 'reward', icon: Gift },
];

/** How referring works, an invitation by e-mail (checked, not sent) and a link to copy. */
export function ReferEarnDialog({ appName, referralLink }: { appName: string; referralLink: string }) {
  const t = useTranslations('DialogExamples');
  const errorText = useErrorText();
  const id = useId();
  const [note, setNote] = useState('');
  const form = useForm<InviteValues>({ resolver: zodResolver(inviteSchema), defaultValues: { email: '' } });
  const error = errorText(form.formState.errors.email?.message);
  const invite = form.handleSubmit(({ email }) => {
    form.reset();
    setNote(t('refer.invited', { email }));
  });
  const copy = async () =>
    setNote((await copyText(referralLink)) ? t('refer.copied') : t('refer.copyFailed'));

  return (
    <Dialog onOpenChange={() => setNote('')}>
      <DialogTrigger asChild>
        <Button>
          <Gift aria-hidden className="size-4" />
          {t('refer.open')}
        </Button>
      </DialogTrigger>
      <DialogContent size="lg" closeLabel={t('close')}>
        <DialogHeader className="items-center pe-0 text-center">
          <DialogTitle className="text-2xl">{t('refer.title')}</DialogTitle>
          <DialogDescription>{t('refer.text', { appName })}</DialogDescription>
        </DialogHeader>
        <ol className="grid gap-4 sm:grid-cols-3">
          {STEPS.map(({ key, icon: Icon }) => (
            <li key={key} className="flex flex-col items-center gap-2 text-center">
              <span className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary">
                <Icon aria-hidden className="size-6 rtl:-scale-x-100" />
              </span>
              <span className="font-medium">{t(`refer.steps.${key}.title`)}</span>
              <span className="text-sm text-muted-foreground">{t(`refer.steps.${key}.text`)}</span>
            </li>
          ))}
        </ol>
        <form onSubmit={invite} noValidate className="space-y-1.5">
          <label htmlFor={`${id}-email`} className="text-sm font-medium">
            {t('refer.email')}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              placeholder={t('refer.emailPlaceholder')}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
              {...form.register('email')}
            />
            <Button type="submit" className="h-11 shrink-0">
              {t('refer.send')}
            </Button>
          </div>
          <FieldError id={`${id}-error`}>{error}</FieldError>
        </form>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-link`} className="text-sm font-medium">
            {t('refer.link')}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={`${id}-link`}
              readOnly
              value={referralLink}
              dir="ltr"
              onFocus={(event) => event.target.select()}
            />
            <Button type="button" variant="outline" className="h-11 shrink-0" onClick={copy}>
              <Copy aria-hidden className="size-4" />
              {t('refer.copy')}
            </Button>
          </div>
        </div>
        <p role="status" className="min-h-5 text-sm text-muted-foreground">
          {note}
        </p>
      </DialogContent>
    </Dialog>
  );
}
