'use client';

import { Bath, BedDouble, Maximize2, Ruler } from 'lucide-react';
import { useTranslations } from 'next-intl';
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

/** Title, text and a close button; Escape, the X and the overlay close it too. */
export function BasicDialog({ appName }: { appName: string }) {
  const t = useTranslations('ComponentsGallery.dialog');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>{t('basic.open')}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{t('basic.dialogTitle', { appName })}</DialogTitle>
          <DialogDescription>{t('basic.dialogText')}</DialogDescription>
        </DialogHeader>
        <p className="text-sm">{t('basic.body', { appName })}</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button>{t('basic.ok')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const TERMS = [
  'scope',
  'account',
  'listings',
  'messages',
  'payments',
  'privacy',
  'changes',
  'contact',
] as const;

/**
 * Long content: the title and the buttons stay put while the text between them scrolls. The
 * scrolling region can take the focus, so the keyboard scrolls it too.
 */
export function ScrollableDialog({ appName }: { appName: string }) {
  const t = useTranslations('ComponentsGallery.dialog.scrollable');
  const tc = useTranslations('ComponentsGallery.dialog');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">{t('open')}</Button>
      </DialogTrigger>
      <DialogContent
        size="lg"
        closeLabel={tc('close')}
        className="max-h-[min(40rem,calc(100dvh-2rem))] overflow-hidden"
      >
        <DialogHeader>
          <DialogTitle>{t('dialogTitle', { appName })}</DialogTitle>
          <DialogDescription>{t('dialogText')}</DialogDescription>
        </DialogHeader>
        <div
          role="region"
          aria-label={t('region')}
          tabIndex={0}
          className="-mx-6 min-h-0 flex-1 space-y-4 overflow-y-auto border-y border-border px-6 py-4 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        >
          {TERMS.map((key, index) => (
            <section key={key} className="space-y-1.5">
              <h3 className="font-semibold">{`${index + 1}. ${t(`terms.${key}.title`)}`}</h3>
              <p className="text-muted-foreground">{t(`terms.${key}.text`, { appName })}</p>
              <p className="text-muted-foreground">{t('filler')}</p>
            </section>
          ))}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('decline')}</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>{t('accept')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const FACTS = [
  ['area', Ruler],
  ['rooms', BedDouble],
  ['bathrooms', Bath],
] as const;

/** The whole screen, for a task that needs room (here a listing's details). */
export function FullscreenDialog() {
  const t = useTranslations('ComponentsGallery.dialog.fullscreen');
  const tc = useTranslations('ComponentsGallery.dialog');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Maximize2 aria-hidden />
          {t('open')}
        </Button>
      </DialogTrigger>
      <DialogContent size="fullscreen" closeLabel={tc('close')}>
        <DialogHeader className="mx-auto w-full max-w-4xl">
          <DialogTitle className="text-2xl">{t('dialogTitle')}</DialogTitle>
          <DialogDescription>{t('dialogText')}</DialogDescription>
        </DialogHeader>
        <div className="mx-auto grid w-full max-w-4xl flex-1 content-start gap-6 md:grid-cols-[2fr_1fr]">
          <div
            aria-hidden
            className="grid aspect-video place-items-center rounded-lg bg-gradient-to-br from-primary-soft to-muted"
          >
            <Maximize2 className="size-10 text-primary" />
          </div>
          <dl className="grid content-start gap-3">
            {FACTS.map(([key, Icon]) => (
              <div key={key} className="flex items-center gap-3 rounded-lg border border-border p-3">
                <Icon aria-hidden className="size-5 text-primary" />
                <dt className="text-sm text-muted-foreground">{t(`facts.${key}`)}</dt>
                <dd className="ms-auto text-sm font-semibold">{t(`values.${key}`)}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-muted-foreground md:col-span-2">{t('body')}</p>
        </div>
        <DialogFooter className="mx-auto w-full max-w-4xl">
          <DialogClose asChild>
            <Button>{t('done')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** A dialog that opens another: Escape closes the top one first and the focus goes back a level. */
export function NestedDialogs() {
  const t = useTranslations('ComponentsGallery.dialog.nested');
  const tc = useTranslations('ComponentsGallery.dialog');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">{t('open')}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={tc('close')}>
        <DialogHeader>
          <DialogTitle>{t('firstTitle')}</DialogTitle>
          <DialogDescription>{t('firstText')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Dialog>
            <DialogTrigger asChild>
              <Button>{t('openSecond')}</Button>
            </DialogTrigger>
            <DialogContent size="sm" closeLabel={tc('close')}>
              <DialogHeader>
                <DialogTitle>{t('secondTitle')}</DialogTitle>
                <DialogDescription>{t('secondText')}</DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <DialogClose asChild>
                  <Button>{t('back')}</Button>
                </DialogClose>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
