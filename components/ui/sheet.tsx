'use client';

import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;

interface SheetContentProps extends Omit<ComponentProps<typeof Dialog.Content>, 'title'> {
  side?: 'start' | 'end';
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
}

/** A side drawer on Radix Dialog: focus trapped, Escape closes, a focusable close button. */
export function SheetContent({
  side = 'end',
  title,
  description,
  closeLabel,
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-(--z-overlay) bg-black/40 backdrop-blur-[2px] data-[state=open]:animate-in" />
      <Dialog.Content
        className={cn(
          'fixed inset-y-0 z-(--z-overlay) flex w-[min(22rem,100vw)] flex-col bg-card text-foreground shadow-2xl outline-none',
          side === 'end' ? 'end-0' : 'start-0',
          className,
        )}
        {...props}
      >
        <div className="flex items-start gap-3 border-b border-border px-5 py-4">
          <div className="grow">
            <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className="text-sm text-muted-foreground">{description}</Dialog.Description>
            ) : null}
          </div>
          <Dialog.Close
            aria-label={closeLabel}
            className="rounded-md p-1.5 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
