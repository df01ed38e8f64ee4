'use client';

import { AlertDialog, Dialog, RadioGroup } from 'radix-ui';
import { LoaderCircle, Trash2, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { startTransition, useId, useState, useTransition, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialogContent } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { isMessageKey, type MessageKey } from '@/lib/i18n/message-keys';
import {
  createLabelAction,
  deleteLabelAction,
  updateLabelAction,
  type MailActionResult,
} from '@/lib/mailbox/actions';
import {
  LABEL_COLORS,
  LABEL_NAME_MAX_LENGTH,
  labelInputSchema,
  type LabelColor,
} from '@/lib/mailbox/mailbox-rules';
import { LabelSwatch } from './label-swatch';
import type { MailLabelItem } from './mailbox-types';

interface LabelDialogProps {
  /** The label to edit; none to create one. */
  label: MailLabelItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a save (with the label's slug, which follows its name) or a deletion. */
  onDone: (
    outcome:
      | { kind: 'saved' | 'created'; name: string; slug: string }
      | { kind: 'deleted'; name: string; slug: string },
  ) => void;
}

async function attempt(work: () => Promise<MailActionResult>): Promise<MailActionResult> {
  try {
    return await work();
  } catch {
    return { ok: false, error: 'failed' };
  }
}

/** Create or edit a label: name and colour; editing also offers to delete it (asks first). */
export function LabelDialog({ label, open, onOpenChange, onDone }: LabelDialogProps) {
  const t = useTranslations('MailApp');
  const id = useId();
  const [name, setName] = useState(label?.name ?? '');
  const [color, setColor] = useState<LabelColor>(label?.color ?? 'primary');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [pending, startSaving] = useTransition();

  const translate = (key: string) =>
    isMessageKey<MessageKey<'MailApp'>>(t.has, key)
      ? t(key, { max: LABEL_NAME_MAX_LENGTH })
      : t('error_failed');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const parsed = labelInputSchema.safeParse({ name, color });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? 'labelNameEmpty');
      return;
    }
    setNameError(null);
    setFormError(null);
    startSaving(async () => {
      const result = await attempt(() =>
        label ? updateLabelAction(label.id, parsed.data) : createLabelAction(parsed.data),
      );
      startTransition(() => {
        if (!result.ok) {
          if (result.fieldErrors?.name) setNameError(result.fieldErrors.name);
          else setFormError(`error_${result.error}`);
          return;
        }
        onDone({ kind: label ? 'saved' : 'created', name: parsed.data.name, slug: result.slug ?? '' });
      });
    });
  };

  const remove = () => {
    if (!label) return;
    startSaving(async () => {
      const result = await attempt(() => deleteLabelAction(label.id));
      startTransition(() => {
        if (!result.ok) {
          setFormError(`error_${result.error}`);
          return;
        }
        onDone({ kind: 'deleted', name: label.name, slug: label.slug });
      });
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-(--z-overlay) bg-black/40 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="surface fixed inset-0 z-(--z-overlay) m-auto h-fit w-[min(26rem,calc(100vw-2rem))] border border-border p-6 text-foreground shadow-2xl outline-none"
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold">
              {t(label ? 'labelDialogEdit' : 'labelDialogNew')}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('close')}
              className="rounded-md p-1 text-muted-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <form onSubmit={submit} noValidate className="mt-4 space-y-4" aria-busy={pending || undefined}>
            <div className="space-y-1.5">
              <label htmlFor={`${id}-name`} className="text-sm font-medium">
                {t('labelName')}
              </label>
              <Input
                id={`${id}-name`}
                value={name}
                maxLength={LABEL_NAME_MAX_LENGTH + 10}
                autoComplete="off"
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `${id}-error` : `${id}-hint`}
                onChange={(event) => {
                  setName(event.target.value);
                  setNameError(null);
                }}
              />
              {nameError ? (
                <p id={`${id}-error`} className="text-sm text-destructive">
                  {translate(nameError)}
                </p>
              ) : (
                <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                  {t('labelNameHint', { max: LABEL_NAME_MAX_LENGTH })}
                </p>
              )}
            </div>
            <fieldset>
              <legend className="mb-2 text-sm font-medium">{t('labelColor')}</legend>
              <RadioGroup.Root
                value={color}
                onValueChange={(value) => setColor(value as LabelColor)}
                aria-label={t('labelColor')}
                className="flex flex-wrap gap-2"
              >
                {LABEL_COLORS.map((choice) => (
                  <RadioGroup.Item
                    key={choice}
                    value={choice}
                    aria-label={t(`color_${choice}`)}
                    title={t(`color_${choice}`)}
                    className="grid size-9 place-items-center rounded-full border border-border outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring data-[state=checked]:border-foreground data-[state=checked]:ring-2 data-[state=checked]:ring-foreground/40"
                  >
                    <LabelSwatch color={choice} className="size-5" />
                  </RadioGroup.Item>
                ))}
              </RadioGroup.Root>
            </fieldset>
            {formError ? (
              <p
                role="alert"
                className="rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive"
              >
                {translate(formError)}
              </p>
            ) : null}
            <div className="flex flex-wrap items-center gap-2 pt-2">
              {label ? (
                <AlertDialog.Root open={confirmDelete} onOpenChange={setConfirmDelete}>
                  <AlertDialog.Trigger asChild>
                    <Button type="button" variant="ghost" className="text-destructive">
                      <Trash2 aria-hidden className="size-4" />
                      {t('deleteLabel')}
                    </Button>
                  </AlertDialog.Trigger>
                  <ConfirmDialogContent
                    title={t('deleteLabelTitle', { name: label.name })}
                    description={t('deleteLabelText')}
                    cancelLabel={t('cancel')}
                    confirmLabel={t('delete')}
                    onConfirm={remove}
                  />
                </AlertDialog.Root>
              ) : null}
              <Dialog.Close asChild>
                <Button type="button" variant="outline" className="ms-auto">
                  {t('cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" aria-disabled={pending || undefined}>
                {pending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
                {pending ? t('saving') : t('save')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
