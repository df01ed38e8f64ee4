import { CircleCheck } from 'lucide-react';
import { softTone } from '@/components/ui/status-tone';
import { cn } from '@/lib/utils';

/** What a dialog example did, said politely under its button (always present, so it is announced). */
export function ExampleResult({ text }: { text: string }) {
  return (
    <p role="status" className="min-h-6 text-sm">
      {text ? (
        <span className={cn('inline-flex items-start gap-2 rounded-md px-3 py-1.5', softTone.success)}>
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          {text}
        </span>
      ) : null}
    </p>
  );
}
