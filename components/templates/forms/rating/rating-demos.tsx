'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Rating } from '@/components/ui/rating';

function useStarLabel() {
  const t = useTranslations('FormsGallery.rating');
  return (value: number, max: number) => t('itemLabel', { value, max });
}

export function ReadOnlyRatings() {
  const t = useTranslations('FormsGallery.rating.readOnly');
  const itemLabel = useStarLabel();
  return (
    <dl className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <dt className="text-sm font-medium">{t('hotel')}</dt>
        <dd className="flex items-center gap-2">
          <Rating readOnly value={4} itemLabel={itemLabel} />
          <span className="text-sm text-muted-foreground">{t('reviews', { count: 128 })}</span>
        </dd>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <dt className="text-sm font-medium">{t('course')}</dt>
        <dd className="flex items-center gap-2">
          <Rating readOnly size="sm" value={3} itemLabel={itemLabel} />
          <span className="text-sm text-muted-foreground">{t('reviews', { count: 12 })}</span>
        </dd>
      </div>
    </dl>
  );
}

/** Arrow keys move and choose; the chosen value is announced under the stars. */
export function InteractiveRating() {
  const t = useTranslations('FormsGallery.rating.interactive');
  const itemLabel = useStarLabel();
  const labelId = useId();
  const [value, setValue] = useState(0);
  return (
    <div className="space-y-3">
      <Label id={labelId}>{t('label')}</Label>
      <Rating aria-labelledby={labelId} value={value} onValueChange={setValue} itemLabel={itemLabel} />
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          {value ? t('chosen', { value: itemLabel(value, 5) }) : t('none')}
        </p>
        {value ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => setValue(0)}>
            {t('clear')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

export function RatingSizes() {
  const t = useTranslations('FormsGallery.rating.sizes');
  const itemLabel = useStarLabel();
  const smallId = useId();
  const mediumId = useId();
  const [small, setSmall] = useState(2);
  const [medium, setMedium] = useState(4);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Label id={smallId}>{t('small')}</Label>
        <Rating
          aria-labelledby={smallId}
          size="sm"
          value={small}
          onValueChange={setSmall}
          itemLabel={itemLabel}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Label id={mediumId}>{t('medium')}</Label>
        <Rating aria-labelledby={mediumId} value={medium} onValueChange={setMedium} itemLabel={itemLabel} />
      </div>
    </div>
  );
}

export function CustomCountRating() {
  const t = useTranslations('FormsGallery.rating.count');
  const itemLabel = useStarLabel();
  const labelId = useId();
  const [value, setValue] = useState(7);
  return (
    <div className="space-y-3">
      <Label id={labelId}>{t('label')}</Label>
      <Rating
        aria-labelledby={labelId}
        max={10}
        size="sm"
        value={value}
        onValueChange={setValue}
        itemLabel={itemLabel}
        className="flex-wrap"
      />
      <p className="text-sm text-muted-foreground">{t('chosen', { value, max: 10 })}</p>
    </div>
  );
}

export function DisabledRating() {
  const t = useTranslations('FormsGallery.rating.disabled');
  const itemLabel = useStarLabel();
  const labelId = useId();
  return (
    <div className="space-y-3">
      <Label id={labelId}>{t('label')}</Label>
      <Rating aria-labelledby={labelId} disabled value={3} itemLabel={itemLabel} />
    </div>
  );
}
