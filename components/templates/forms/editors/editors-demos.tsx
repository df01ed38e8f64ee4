'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FieldError, FieldLabel } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { RICH_TEXT_ACTIONS, RichTextEditor, type RichTextAction } from '@/components/ui/rich-text-editor';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { CharacterCounter } from '../character-counter';
import { useErrorText } from '../use-error-text';

function useToolbarWords() {
  const t = useTranslations('FormsGallery.editors.toolbar');
  return {
    toolbarLabel: t('label'),
    actionLabels: Object.fromEntries(RICH_TEXT_ACTIONS.map((action) => [action, t(action)])) as Record<
      RichTextAction,
      string
    >,
  };
}

const wordCount = (text: string) => text.split(/\s+/u).filter(Boolean).length;

/** The editor, its counts, and the HTML it produces, shown read-only under it. */
export function ArticleEditor() {
  const t = useTranslations('FormsGallery.editors.article');
  const words = useToolbarWords();
  const labelId = useId();
  const countId = useId();
  const outputId = useId();
  const [output, setOutput] = useState({ html: '', text: '' });
  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <Label id={labelId}>{t('label')}</Label>
        <RichTextEditor
          aria-labelledby={labelId}
          aria-describedby={countId}
          defaultValue={t.raw('sample') as string}
          onChange={(html, text) => setOutput({ html, text })}
          {...words}
        />
        <p id={countId} className="text-end text-xs text-muted-foreground tabular-nums">
          {t('counts', { characters: output.text.length, words: wordCount(output.text) })}
        </p>
      </div>
      <div className="space-y-1.5">
        <FieldLabel htmlFor={outputId}>{t('output')}</FieldLabel>
        <Textarea
          id={outputId}
          readOnly
          dir="ltr"
          rows={6}
          value={output.html}
          className="bg-muted font-mono text-xs sm:text-xs"
        />
      </div>
    </div>
  );
}

const COMMENT_MAX = 280;

/** A short editor with a limit: past it the counter turns red and the error says how much to cut. */
export function CommentEditor() {
  const t = useTranslations('FormsGallery.editors.comment');
  const words = useToolbarWords();
  const errorText = useErrorText();
  const labelId = useId();
  const counterId = useId();
  const errorId = useId();
  const [length, setLength] = useState(0);
  const over = length > COMMENT_MAX;
  return (
    <div className="space-y-1.5">
      <Label id={labelId}>{t('label')}</Label>
      <RichTextEditor
        aria-labelledby={labelId}
        aria-describedby={`${counterId} ${errorId}`}
        defaultValue=""
        onChange={(_, text) => setLength(text.length)}
        className={cn(over && 'border-destructive')}
        {...words}
      />
      <CharacterCounter id={counterId} count={length} max={COMMENT_MAX} />
      <FieldError id={errorId}>{over ? errorText('textTooLong', { max: COMMENT_MAX }) : null}</FieldError>
    </div>
  );
}
