'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarPlus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { viewingRequestSchema, type ViewingRequest } from './viewing-request-schema';

const EMPTY: ViewingRequest = { name: '', email: '', message: '' };

/**
 * A form in a dialog, validated with its zod schema: errors appear under the fields and the
 * first wrong field takes the focus; a valid request closes the dialog and is confirmed below.
 */
export function FormDialog() {
  const t = useTranslations('ComponentsGallery.dialog');
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ViewingRequest>({ resolver: zodResolver(viewingRequestSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  // Keys of `Validation`, shown by FormField; the one rule of its own is translated here.
  const error = (key: string | undefined) => (key === 'messageTooLong' ? t('form.messageTooLong') : key);
  const send = form.handleSubmit((values) => {
    setSentTo(values.email);
    setOpen(false);
    form.reset(EMPTY);
  });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) form.reset(EMPTY);
        }}
      >
        <DialogTrigger asChild>
          <Button>
            <CalendarPlus aria-hidden />
            {t('form.open')}
          </Button>
        </DialogTrigger>
        <DialogContent closeLabel={t('close')}>
          <DialogHeader>
            <DialogTitle>{t('form.dialogTitle')}</DialogTitle>
            <DialogDescription>{t('form.dialogText')}</DialogDescription>
          </DialogHeader>
          <form id="viewing-request" onSubmit={send} noValidate className="grid gap-4">
            <FormField label={t('form.name')} error={error(errors.name?.message)}>
              {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
            </FormField>
            <FormField label={t('form.email')} error={error(errors.email?.message)}>
              {(control) => (
                <Input {...control} type="email" autoComplete="email" {...form.register('email')} />
              )}
            </FormField>
            <FormField
              label={t('form.message')}
              hint={t('form.messageHint')}
              error={error(errors.message?.message)}
            >
              {(control) => <Textarea {...control} rows={3} {...form.register('message')} />}
            </FormField>
          </form>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('form.cancel')}</Button>
            </DialogClose>
            <Button type="submit" form="viewing-request">
              {t('form.send')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <p role="status" className="text-sm text-muted-foreground">
        {sentTo ? t('form.sent', { email: sentTo }) : ''}
      </p>
    </div>
  );
}
