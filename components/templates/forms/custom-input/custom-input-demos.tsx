'use client';

import { Building2, Car, Coffee, PawPrint, User, Users, Wifi } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { CityArt, MountainsArt, SeaArt, ThemeArt } from './artwork';

/** The card look: the whole card is the control's label; the chosen one is outlined and tinted. */
const card =
  'flex cursor-pointer flex-col gap-2 rounded-lg border border-border p-4 transition hover:bg-accent has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring';

interface CardChoice {
  value: string;
  label: string;
  details: string;
  media: ReactNode;
}

/** A radio group of cards, named by its legend; the radio's own dot sits at the card's top end. */
function RadioCards({
  legend,
  choices,
  defaultValue,
}: {
  legend: string;
  choices: CardChoice[];
  defaultValue: string;
}) {
  const id = useId();
  return (
    <fieldset>
      <legend id={`${id}-legend`} className="mb-3 text-sm font-medium">
        {legend}
      </legend>
      <RadioGroup
        aria-labelledby={`${id}-legend`}
        defaultValue={defaultValue}
        className="gap-3 sm:grid-cols-3"
      >
        {choices.map((choice) => (
          <label key={choice.value} htmlFor={`${id}-${choice.value}`} className={card}>
            <span className="flex items-start justify-between gap-2">
              {choice.media}
              <RadioGroupItem
                id={`${id}-${choice.value}`}
                value={choice.value}
                aria-labelledby={`${id}-${choice.value}-label`}
                aria-describedby={`${id}-${choice.value}-details`}
                className="shrink-0"
              />
            </span>
            <span id={`${id}-${choice.value}-label`} className="text-sm font-medium">
              {choice.label}
            </span>
            <span id={`${id}-${choice.value}-details`} className="text-xs text-muted-foreground">
              {choice.details}
            </span>
          </label>
        ))}
      </RadioGroup>
    </fieldset>
  );
}

/** Checkboxes drawn as cards, in a fieldset; the count of chosen ones is announced. */
function CheckboxCards({
  legend,
  choices,
  initial,
  summary,
}: {
  legend: string;
  choices: CardChoice[];
  initial: string[];
  summary: (count: number) => string;
}) {
  const id = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(initial));
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-sm font-medium">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {choices.map((choice) => (
          <label key={choice.value} htmlFor={`${id}-${choice.value}`} className={card}>
            <span className="flex items-start justify-between gap-2">
              {choice.media}
              <Checkbox
                id={`${id}-${choice.value}`}
                aria-labelledby={`${id}-${choice.value}-label`}
                aria-describedby={`${id}-${choice.value}-details`}
                checked={chosen.has(choice.value)}
                onCheckedChange={(on) =>
                  setChosen((current) => {
                    const next = new Set(current);
                    if (on === true) next.add(choice.value);
                    else next.delete(choice.value);
                    return next;
                  })
                }
                className="shrink-0"
              />
            </span>
            <span id={`${id}-${choice.value}-label`} className="text-sm font-medium">
              {choice.label}
            </span>
            <span id={`${id}-${choice.value}-details`} className="text-xs text-muted-foreground">
              {choice.details}
            </span>
          </label>
        ))}
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {summary(chosen.size)}
      </p>
    </fieldset>
  );
}

const iconBox = 'grid size-10 place-items-center rounded-md bg-primary-soft text-primary [&_svg]:size-5';

const PLANS = [
  { value: 'personal', Icon: User },
  { value: 'team', Icon: Users },
  { value: 'company', Icon: Building2 },
] as const;

export function RadioIconCards() {
  const t = useTranslations('FormsGallery.customInput.radioIcons');
  return (
    <RadioCards
      legend={t('legend')}
      defaultValue="team"
      choices={PLANS.map(({ value, Icon }) => ({
        value,
        label: t(`options.${value}.label`),
        details: t(`options.${value}.details`),
        media: (
          <span aria-hidden className={iconBox}>
            <Icon />
          </span>
        ),
      }))}
    />
  );
}

const EXTRAS = [
  { value: 'wifi', Icon: Wifi },
  { value: 'parking', Icon: Car },
  { value: 'breakfast', Icon: Coffee },
  { value: 'pets', Icon: PawPrint },
] as const;

export function CheckboxIconCards() {
  const t = useTranslations('FormsGallery.customInput.checkboxIcons');
  return (
    <CheckboxCards
      legend={t('legend')}
      initial={['wifi']}
      summary={(count) => t('summary', { count })}
      choices={EXTRAS.map(({ value, Icon }) => ({
        value,
        label: t(`options.${value}.label`),
        details: t(`options.${value}.details`),
        media: (
          <span aria-hidden className={iconBox}>
            <Icon />
          </span>
        ),
      }))}
    />
  );
}

const THEMES = ['light', 'dark', 'system'] as const;

export function RadioImageCards() {
  const t = useTranslations('FormsGallery.customInput.radioImages');
  return (
    <RadioCards
      legend={t('legend')}
      defaultValue="system"
      choices={THEMES.map((theme) => ({
        value: theme,
        label: t(`options.${theme}.label`),
        details: t(`options.${theme}.details`),
        media: (
          <span className="block min-w-0 flex-1 overflow-hidden rounded-md border border-border">
            <ThemeArt theme={theme} />
          </span>
        ),
      }))}
    />
  );
}

const PLACES = [
  { value: 'mountains', Art: MountainsArt },
  { value: 'sea', Art: SeaArt },
  { value: 'city', Art: CityArt },
] as const;

export function CheckboxImageCards() {
  const t = useTranslations('FormsGallery.customInput.checkboxImages');
  return (
    <CheckboxCards
      legend={t('legend')}
      initial={['sea']}
      summary={(count) => t('summary', { count })}
      choices={PLACES.map(({ value, Art }) => ({
        value,
        label: t(`options.${value}.label`),
        details: t(`options.${value}.details`),
        media: (
          <span className="block min-w-0 flex-1 overflow-hidden rounded-md">
            <Art />
          </span>
        ),
      }))}
    />
  );
}
