'use client';

import { DropdownMenu } from 'radix-ui';
import { Check, Minus, Tag } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import { LabelSwatch } from './label-swatch';
import type { MailItem, MailLabelItem } from './mailbox-types';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 outline-none data-disabled:pointer-events-none data-disabled:opacity-60 data-highlighted:bg-accent';

interface LabelMenuProps {
  labels: MailLabelItem[];
  /** The messages the menu labels: a label is ticked when all of them carry it. */
  items: MailItem[];
  disabled?: boolean;
  onToggle: (label: MailLabelItem, on: boolean) => void;
}

/** Puts a label on the messages, or takes it off when all of them already carry it. */
export function LabelMenu({ labels, items, disabled, onToggle }: LabelMenuProps) {
  const t = useTranslations('MailApp');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        disabled={disabled}
        aria-label={t('applyLabels')}
        title={t('applyLabels')}
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      >
        <Tag aria-hidden className="size-4 rtl:-scale-x-100" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="surface z-(--z-overlay) max-h-80 min-w-52 overflow-y-auto border border-border p-1 text-sm shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-muted-foreground">
            {t('applyLabels')}
          </DropdownMenu.Label>
          {labels.length === 0 ? (
            <DropdownMenu.Item disabled className={itemClass}>
              {t('noLabelsToApply')}
            </DropdownMenu.Item>
          ) : null}
          {labels.map((label) => {
            const carrying = items.filter((item) => item.labelIds.includes(label.id)).length;
            const all = items.length > 0 && carrying === items.length;
            return (
              <DropdownMenu.CheckboxItem
                key={label.id}
                checked={all ? true : carrying > 0 ? 'indeterminate' : false}
                onSelect={() => onToggle(label, !all)}
                className={itemClass}
              >
                <span className="grid size-4 place-items-center">
                  <DropdownMenu.ItemIndicator>
                    {all ? (
                      <Check aria-hidden className="size-4" />
                    ) : (
                      <Minus aria-hidden className="size-4" />
                    )}
                  </DropdownMenu.ItemIndicator>
                </span>
                <LabelSwatch color={label.color} />
                <span className="truncate">{label.name}</span>
              </DropdownMenu.CheckboxItem>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
