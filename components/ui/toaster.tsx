'use client';

import { CircleAlert, CircleCheck, Info, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useSyncExternalStore, type CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps as SonnerProps } from 'sonner';
import { toneText } from '@/components/ui/status-tone';

export { toast } from 'sonner';

type Theme = 'light' | 'dark' | 'system';

/*
 * <html> carries the text direction and the theme preference (lib/preferences/registry.ts); the
 * customizer changes `data-theme` while the page is open, so both are watched. The server renders
 * with the defaults and the browser's values replace them right after hydration (no mismatch).
 */
function watchHtml(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir', 'data-theme'] });
  return () => observer.disconnect();
}

function htmlDir(): 'ltr' | 'rtl' {
  return document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

function htmlTheme(): Theme {
  const theme = document.documentElement.dataset.theme;
  return theme === 'light' || theme === 'dark' ? theme : 'system';
}

// Sonner draws its toasts from these variables: the card, its text and border in both themes.
const tokenColours = {
  '--normal-bg': 'var(--card)',
  '--normal-text': 'var(--foreground)',
  '--normal-border': 'var(--border)',
  '--border-radius': 'var(--radius-md)',
} as CSSProperties;

type ToasterProps = Omit<SonnerProps, 'dir' | 'theme' | 'containerAriaLabel'> & {
  /** Names the notifications region, e.g. "Notifications" in the page's language. */
  containerAriaLabel: string;
};

/**
 * Sonner's toaster in the page's direction, theme and colours, with lucide icons coloured by
 * status. Mounted by the pages that use it; call `toast(...)`, `toast.success(...)` from there.
 */
export function Toaster({ style, toastOptions, ...props }: ToasterProps) {
  const dir = useSyncExternalStore(watchHtml, htmlDir, () => 'ltr' as const);
  const theme = useSyncExternalStore(watchHtml, htmlTheme, () => 'system' as const);
  return (
    <Sonner
      dir={dir}
      theme={theme}
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      className="toaster group"
      style={{ ...tokenColours, ...style }}
      icons={{
        success: <CircleCheck aria-hidden className={`size-4 ${toneText.success}`} />,
        info: <Info aria-hidden className={`size-4 ${toneText.info}`} />,
        warning: <TriangleAlert aria-hidden className={`size-4 ${toneText.warning}`} />,
        error: <CircleAlert aria-hidden className={`size-4 ${toneText.destructive}`} />,
        loading: <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />,
      }}
      toastOptions={{
        ...toastOptions,
        classNames: {
          toast: 'font-sans shadow-lg',
          description: 'text-muted-foreground!',
          actionButton: 'bg-primary! text-primary-foreground!',
          cancelButton: 'bg-muted! text-foreground!',
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}
