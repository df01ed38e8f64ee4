'use client';

import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import type { KanbanError } from '@/lib/kanban/actions';
import type { KanbanAssignee, KanbanCardView } from '@/lib/kanban/board-types';
import { KANBAN_LABELS, type KanbanCardValues, type KanbanLabel } from '@/lib/kanban/kanban-schema';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { cn } from '@/lib/utils';
import { LABEL_TONES } from './card-labels';

const resolver = lazyZodResolver(() =>
  import('@/lib/kanban/kanban-schema').then((module) => module.kanbanCardSchema),
);

const FIELD =
  'w-full rounded-md border border-border bg-card px-3 py-2 text-base outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/30 sm:text-sm';

interface CardEditorProps {
  card: KanbanCardView | null;
  assignees: KanbanAssignee[];
  onClose: () => void;
  /** Saves on the server; the editor stays open with what was typed when it fails. */
  onSave: (values: KanbanCardValues) => Promise<KanbanError | null>;
  onDelete: () => void;
}

const valuesOf = (card: KanbanCardView): KanbanCardValues => ({
  title: card.title,
  description: card.description,
  labels: card.labels,
  dueOn: card.dueOn ?? '',
  assigneeId: card.assigneeId ?? '',
});

/** The card's editor in a side sheet: title, description, labels, due date and assignee. */
export function CardEditor({ card, assignees, onClose, onSave, onDelete }: CardEditorProps) {
  const t = useTranslations('Kanban');
  return (
    <Sheet open={card !== null} onOpenChange={(open) => !open && onClose()}>
      {card ? (
        <SheetContent
          title={t('editCard')}
          description={t('editCardHint')}
          closeLabel={t('close')}
          className="w-[min(28rem,100vw)]"
        >
          <CardForm key={card.id} card={card} assignees={assignees} onSave={onSave} onDelete={onDelete} />
        </SheetContent>
      ) : null}
    </Sheet>
  );
}

function CardForm({
  card,
  assignees,
  onSave,
  onDelete,
}: Omit<CardEditorProps, 'card' | 'onClose'> & { card: KanbanCardView }) {
  const t = useTranslations('Kanban');
  const [failure, setFailure] = useState<KanbanError | null>(null);
  const form = useForm<KanbanCardValues>({ resolver, defaultValues: valuesOf(card) });
  const { errors, isSubmitting } = form.formState;
  const message = (key: string | undefined) => (key && t.has(key as never) ? t(key as never) : key);
  return (
    <form
      noValidate
      className="flex grow flex-col gap-4 overflow-y-auto px-5 py-4"
      onSubmit={form.handleSubmit(async (values) => setFailure(await onSave(values)))}
    >
      <FormField label={t('cardTitle')} error={message(errors.title?.message)}>
        {(control) => <Input {...control} {...form.register('title')} maxLength={120} />}
      </FormField>
      <FormField label={t('description')} error={message(errors.description?.message)}>
        {(control) => <textarea {...control} {...form.register('description')} rows={5} className={FIELD} />}
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('labelsField')}</legend>
        <Controller
          control={form.control}
          name="labels"
          render={({ field }) => (
            <div className="flex flex-wrap gap-2">
              {KANBAN_LABELS.map((label: KanbanLabel) => {
                const checked = field.value.includes(label);
                return (
                  <label
                    key={label}
                    className={cn(
                      'inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 text-sm has-focus-visible:ring-2 has-focus-visible:ring-ring',
                      LABEL_TONES[label],
                      !checked && 'opacity-60',
                    )}
                  >
                    <input
                      type="checkbox"
                      className="accent-current"
                      checked={checked}
                      onChange={() =>
                        field.onChange(
                          checked ? field.value.filter((value) => value !== label) : [...field.value, label],
                        )
                      }
                    />
                    {t(`labels.${label}`)}
                  </label>
                );
              })}
            </div>
          )}
        />
      </fieldset>
      <FormField label={t('due')} error={message(errors.dueOn?.message)}>
        {(control) => <Input {...control} {...form.register('dueOn')} type="date" />}
      </FormField>
      <FormField label={t('assignee')} error={message(errors.assigneeId?.message)}>
        {(control) => (
          <select {...control} {...form.register('assigneeId')} className={cn(FIELD, 'h-11')}>
            <option value="">{t('nobody')}</option>
            {assignees.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {failure ? (
        <div
          role="alert"
          className="flex gap-2.5 rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2.5 text-sm text-destructive"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p>
            {t('failed.save')} {t(`errors.${failure}`)}
          </p>
        </div>
      ) : null}
      <div className="mt-auto flex flex-wrap justify-between gap-2 pt-2">
        <Button type="button" variant="ghost" className="text-destructive" onClick={onDelete}>
          {t('delete')}
        </Button>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
