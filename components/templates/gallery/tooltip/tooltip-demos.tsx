'use client';

import { Bold, Copy, Heart, Info, Italic, Lock, Share2, Underline } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';

const SIDES = ['top', 'right', 'bottom', 'left'] as const;

/** A tooltip on each side of its button (Radix turns it round when there is no room). */
export function SideTooltips() {
  const t = useTranslations('ComponentsGallery.tooltip.sides');
  return (
    <div className="flex flex-wrap gap-3">
      {SIDES.map((side) => (
        <Tooltip key={side}>
          <TooltipTrigger asChild>
            <Button variant="outline">{t(side)}</Button>
          </TooltipTrigger>
          <TooltipContent side={side}>{t('tip', { side: t(side) })}</TooltipContent>
        </Tooltip>
      ))}
    </div>
  );
}

function IconWithTip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* The button's name is its aria-label; the tooltip shows the same words to the eye. */}
        <Button variant="ghost" size="icon" aria-label={label}>
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/**
 * Icon buttons that show their name: the tooltips share one provider, so once one is open the
 * next shows at once while the pointer moves along the toolbar.
 */
export function IconToolbar() {
  const t = useTranslations('ComponentsGallery.tooltip.icons');
  return (
    <TooltipProvider>
      <div
        role="toolbar"
        aria-label={t('label')}
        className="inline-flex gap-1 rounded-md border border-border p-1"
      >
        <IconWithTip label={t('bold')}>
          <Bold aria-hidden />
        </IconWithTip>
        <IconWithTip label={t('italic')}>
          <Italic aria-hidden />
        </IconWithTip>
        <IconWithTip label={t('underline')}>
          <Underline aria-hidden />
        </IconWithTip>
        <IconWithTip label={t('copy')}>
          <Copy aria-hidden />
        </IconWithTip>
        <IconWithTip label={t('share')}>
          <Share2 aria-hidden />
        </IconWithTip>
        <IconWithTip label={t('favourite')}>
          <Heart aria-hidden />
        </IconWithTip>
      </div>
    </TooltipProvider>
  );
}

/**
 * A disabled button gets no pointer or focus events, so the tooltip sits on a focusable wrapper
 * that names the reason; the button inside stays disabled.
 */
export function DisabledTooltip() {
  const t = useTranslations('ComponentsGallery.tooltip.disabled');
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span
          tabIndex={0}
          className="inline-flex rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          <Button disabled className="pointer-events-none">
            <Lock aria-hidden />
            {t('button')}
          </Button>
        </span>
      </TooltipTrigger>
      <TooltipContent>{t('reason')}</TooltipContent>
    </Tooltip>
  );
}

/** More than a line: a title, a sentence and a keyboard shortcut. */
export function RichTooltip({ appName }: { appName: string }) {
  const t = useTranslations('ComponentsGallery.tooltip.rich');
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="outline">
          <Info aria-hidden />
          {t('button')}
        </Button>
      </TooltipTrigger>
      <TooltipContent side="bottom" className="max-w-64 p-3 text-start">
        <p className="text-sm font-semibold">{t('heading')}</p>
        <p className="mt-1 opacity-90">{t('body', { appName })}</p>
        <p className="mt-2 flex items-center gap-1.5">
          {t('shortcut')}
          <kbd className="rounded border border-background/40 px-1.5 font-sans">Ctrl+S</kbd>
        </p>
      </TooltipContent>
    </Tooltip>
  );
}

/** The same tooltip with no delay, the default delay and a long one. */
export function DelayTooltips() {
  const t = useTranslations('ComponentsGallery.tooltip.delay');
  return (
    <div className="flex flex-wrap gap-3">
      {([0, 200, 1000] as const).map((delay) => (
        <Tooltip key={delay} delayDuration={delay}>
          <TooltipTrigger asChild>
            <Button variant="outline">{t('button', { delay })}</Button>
          </TooltipTrigger>
          <TooltipContent>{t('tip', { delay })}</TooltipContent>
        </Tooltip>
      ))}
    </div>
  );
}
