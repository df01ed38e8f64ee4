'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Label } from '@/components/ui/label';
import { Slider } from '@/components/ui/slider';
import { MinMaxLabels, SliderMarks } from './slider-marks';
import { SyncedNumberInput } from './synced-number-input';

type Pair = [number, number];

/** The two values Radix reports, as a pair (the previous one fills a missing end). */
const pair = ([from, to]: number[], previous: Pair): Pair => [from ?? previous[0], to ?? previous[1]];

function RangeHeading({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <Label id={id}>{label}</Label>
      <output aria-labelledby={id} className="text-sm font-medium tabular-nums">
        {value}
      </output>
    </div>
  );
}

export function BasicRange() {
  const t = useTranslations('FormsGallery.rangeSlider.basic');
  const id = useId();
  const [price, setPrice] = useState<Pair>([200, 700]);
  return (
    <div className="space-y-3">
      <RangeHeading id={id} label={t('label')} value={t('value', { from: price[0], to: price[1] })} />
      <Slider
        thumbLabels={[t('from'), t('to')]}
        value={price}
        onValueChange={(next) => setPrice(pair(next, price))}
        min={0}
        max={1000}
        step={10}
      />
      <MinMaxLabels min="0" max="1000" />
    </div>
  );
}

const AGES = { min: 18, max: 99, step: 1 };

/** Two inputs for the two thumbs; each refuses a value past the other one. */
export function InputRange() {
  const t = useTranslations('FormsGallery.rangeSlider.input');
  const [[from, to], setAges] = useState<Pair>([25, 45]);
  return (
    <div className="space-y-4">
      <Slider
        thumbLabels={[t('fromThumb'), t('toThumb')]}
        value={[from, to]}
        onValueChange={(next) => setAges(pair(next, [from, to]))}
        minStepsBetweenThumbs={1}
        {...AGES}
      />
      <MinMaxLabels min={String(AGES.min)} max={String(AGES.max)} />
      <div className="flex flex-wrap gap-4">
        <SyncedNumberInput
          label={t('from')}
          value={from}
          range={AGES}
          bounds={{ low: AGES.min, high: to - 1 }}
          onValueChange={(next) => setAges([next, to])}
        />
        <SyncedNumberInput
          label={t('to')}
          value={to}
          range={AGES}
          bounds={{ low: from + 1, high: AGES.max }}
          onValueChange={(next) => setAges([from, next])}
        />
      </div>
    </div>
  );
}

const HOUR_MARKS = [0, 6, 12, 18, 24];
const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;

export function MarkedRange() {
  const t = useTranslations('FormsGallery.rangeSlider.marks');
  const id = useId();
  const [hours, setHours] = useState<Pair>([9, 17]);
  return (
    <div className="space-y-3">
      <RangeHeading
        id={id}
        label={t('label')}
        value={t('value', { from: hour(hours[0]), to: hour(hours[1]) })}
      />
      <Slider
        thumbLabels={[t('from'), t('to')]}
        value={hours}
        onValueChange={(next) => setHours(pair(next, hours))}
        min={0}
        max={24}
        step={1}
        minStepsBetweenThumbs={1}
      />
      <SliderMarks marks={HOUR_MARKS.map((value) => ({ value, label: hour(value) }))} min={0} max={24} />
    </div>
  );
}

export function GapRange() {
  const t = useTranslations('FormsGallery.rangeSlider.gap');
  const id = useId();
  const [years, setYears] = useState<Pair>([2005, 2020]);
  return (
    <div className="space-y-3">
      <RangeHeading
        id={id}
        label={t('label')}
        value={t('value', { from: String(years[0]), to: String(years[1]) })}
      />
      <Slider
        thumbLabels={[t('from'), t('to')]}
        value={years}
        onValueChange={(next) => setYears(pair(next, years))}
        min={1990}
        max={2026}
        minStepsBetweenThumbs={5}
      />
      <MinMaxLabels min="1990" max="2026" />
    </div>
  );
}

export function VerticalRange() {
  const t = useTranslations('FormsGallery.rangeSlider.vertical');
  const id = useId();
  const [temperature, setTemperature] = useState<Pair>([19, 23]);
  return (
    <div className="flex items-stretch gap-6">
      <div className="h-52">
        <Slider
          orientation="vertical"
          thumbLabels={[t('from'), t('to')]}
          value={temperature}
          onValueChange={(next) => setTemperature(pair(next, temperature))}
          min={10}
          max={30}
          step={0.5}
          className="h-full"
        />
      </div>
      <div className="space-y-1">
        <Label id={id}>{t('label')}</Label>
        <output aria-labelledby={id} className="block text-sm font-medium tabular-nums">
          {t('value', { from: temperature[0], to: temperature[1] })}
        </output>
      </div>
    </div>
  );
}

export function DisabledRange() {
  const t = useTranslations('FormsGallery.rangeSlider.disabled');
  const id = useId();
  return (
    <div className="space-y-3">
      <RangeHeading id={id} label={t('label')} value={t('value', { from: 30, to: 70 })} />
      <Slider thumbLabels={[t('from'), t('to')]} defaultValue={[30, 70]} disabled />
    </div>
  );
}
