import { getTranslations } from 'next-intl/server';
import { FlaskConical } from 'lucide-react';
import { cn } from '@/lib/utils';

/** "Example": marks a demo offer of the embedded default (lib/demo) on its card and its page. */
export async function ExampleBadge({ className }: { className?: string }) {
  const t = await getTranslations('Demo');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-border bg-card px-2.5 py-0.5 text-xs font-semibold text-foreground shadow-sm',
        className,
      )}
    >
      <FlaskConical aria-hidden className="size-3.5 text-primary" />
      {t('badge')}
    </span>
  );
}
