import { Fragment } from 'react';
import type { HighlightSegment } from '@/lib/listings/search';

/** Search highlights as React text with <mark>: the listing text is never parsed as HTML. */
export function HighlightedText({ segments }: { segments: HighlightSegment[] }) {
  return segments.map((segment, index) =>
    segment.mark ? (
      <mark key={index} className="rounded-sm bg-primary-soft px-0.5 text-foreground">
        {segment.text}
      </mark>
    ) : (
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
}
