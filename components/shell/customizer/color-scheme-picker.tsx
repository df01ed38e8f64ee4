'use client';

import { RadioGroup } from 'radix-ui';
import { Check } from 'lucide-react';
import { PREFERENCES, type PreferenceValue } from '@/lib/preferences/registry';

type ColorScheme = PreferenceValue<'colorScheme'>;

/** Swatch colours; `brand` shows the site's own colour. */
const SWATCH: Record<ColorScheme, string> = {
  brand: 'oklch(var(--site-brand))',
  indigo: 'oklch(0.52 0.2 277)',
  sky: 'oklch(0.6 0.15 237)',
  teal: 'oklch(0.58 0.11 185)',
  amber: 'oklch(0.66 0.16 65)',
  rose: 'oklch(0.58 0.2 10)',
};

interface ColorSchemePickerProps {
  label: string;
  value: ColorScheme;
  nameOf: (scheme: ColorScheme) => string;
  onChange: (scheme: ColorScheme) => void;
}

export function ColorSchemePicker({ label, value, nameOf, onChange }: ColorSchemePickerProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <RadioGroup.Root
        aria-label={label}
        value={value}
        onValueChange={(next) => onChange(next as ColorScheme)}
        className="flex flex-wrap gap-2"
      >
        {PREFERENCES.colorScheme.values.map((scheme) => (
          <RadioGroup.Item
            key={scheme}
            value={scheme}
            aria-label={nameOf(scheme)}
            title={nameOf(scheme)}
            className="grid size-10 place-items-center rounded-lg border border-border outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=checked]:border-foreground"
          >
            <span
              className="grid size-7 place-items-center rounded-md text-white"
              style={{ background: SWATCH[scheme] }}
            >
              <RadioGroup.Indicator>
                <Check aria-hidden className="size-4" />
              </RadioGroup.Indicator>
            </span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </fieldset>
  );
}
