'use client';

import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
      {pending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
      {pending ? pendingLabel : label}
    </Button>
  );
}
