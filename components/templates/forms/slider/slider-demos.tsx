'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Label } from '@/components/ui/label';
import { Slider } from '@/components/ui/slider';
import { SliderMarks, MinMaxLabels } from './slider-marks';
import { SyncedNumberInput } from './synced-number-input';

/** A slider's visible label and the value it holds; the thumb is named by the same words. */
function SliderHeading({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <Label id={id}>{label}</Label>
      <output aria-labelledby={id} className="text-sm font-medium tabular-nums">
        {value}
      </output>
    </div>
  );
}

export function BasicSlider() {
  const t = useTranslations('FormsGallery.slider.basic');
  const id = useId();
  const [volume, setVolume] = useState(40);
  return (
    <div className="space-y-3">
      <SliderHeading id={id} label={t('label')} value={t('value', { value: volume })} />
      <Slider
        thumbLabels={[t('label')]}
        value={[volume]}
        onValueChange={([next = volume]) => setVolume(next)}
        max={100}
        step={1}
      />
    </div>
  );
}

const ZOOM_MARKS = [0, 50, 100, 150, 200];

export function MarkedSlider() {
  const t = useTranslations('FormsGallery.slider.marks');
  const id = useId();
  const [zoom, setZoom] = useState(100);
  const marks = ZOOM_MARKS.map((value) => ({ value, label: t('percent', { value }) }));
  return (
    <div className="space-y-3">
      <SliderHeading id={id} label={t('label')} value={t('percent', { value: zoom })} />
      <Slider
        thumbLabels={[t('label')]}
        value={[zoom]}
        onValueChange={([next = zoom]) => setZoom(next)}
        min={0}
        max={200}
        step={25}
      />
      <SliderMarks marks={marks} min={0} max={200} />
    </div>
  );
}

export function MinMaxSlider() {
  const t = useTranslations('FormsGallery.slider.minMax');
  const id = useId();
  const [distance, setDistance] = useState(10);
  return (
    <div className="space-y-3">
      <SliderHeading id={id} label={t('label')} value={t('km', { value: distance })} />
      <Slider
        thumbLabels={[t('label')]}
        value={[distance]}
        onValueChange={([next = distance]) => setDistance(next)}
        min={1}
        max={50}
      />
      <MinMaxLabels min={t('km', { value: 1 })} max={t('km', { value: 50 })} />
    </div>
  );
}

const BUDGET = { min: 0, max: 5000, step: 50 };

/** The slider and the number field change each other. */
export function InputSlider() {
  const t = useTranslations('FormsGallery.slider.input');
  const [budget, setBudget] = useState(1500);
  return (
    <div className="flex flex-wrap items-end gap-5">
      <div className="min-w-48 flex-1 space-y-3 pb-3.5">
        <Slider
          thumbLabels={[t('sliderLabel')]}
          value={[budget]}
          onValueChange={([next = budget]) => setBudget(next)}
          {...BUDGET}
        />
        <MinMaxLabels min={String(BUDGET.min)} max={String(BUDGET.max)} />
      </div>
      <SyncedNumberInput label={t('inputLabel')} value={budget} range={BUDGET} onValueChange={setBudget} />
    </div>
  );
}

const BANDS = ['bass', 'middle', 'treble'] as const;

export function VerticalSliders() {
  const t = useTranslations('FormsGallery.slider.vertical');
  const [levels, setLevels] = useState<Record<(typeof BANDS)[number], number>>({
    bass: 3,
    middle: 0,
    treble: -2,
  });
  return (
    <div role="group" aria-label={t('groupLabel')} className="flex justify-around gap-6">
      {BANDS.map((band) => (
        <div key={band} className="flex h-52 flex-col items-center gap-2">
          <span aria-hidden className="text-sm font-medium tabular-nums">
            {t('db', { value: levels[band] })}
          </span>
          <Slider
            orientation="vertical"
            thumbLabels={[t(band)]}
            value={[levels[band]]}
            onValueChange={([next = 0]) => setLevels((current) => ({ ...current, [band]: next }))}
            min={-12}
            max={12}
            className="flex-1"
          />
          <span aria-hidden className="text-xs text-muted-foreground">
            {t(band)}
          </span>
        </div>
      ))}
    </div>
  );
}

export function DisabledSlider() {
  const t = useTranslations('FormsGallery.slider.disabled');
  const id = useId();
  return (
    <div className="space-y-3">
      <SliderHeading id={id} label={t('label')} value={t('value', { value: 60 })} />
      <Slider thumbLabels={[t('label')]} defaultValue={[60]} disabled />
    </div>
  );
}
