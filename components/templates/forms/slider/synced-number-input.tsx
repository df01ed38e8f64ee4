'use client';

import { useState } from 'react';
import { FormField } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';
import { parseNumberField, snapToRange, type NumberRange } from '@/lib/templates/forms/number-field';
import { useErrorText } from '../use-error-text';

interface SyncedNumberInputProps {
  label: string;
  value: number;
  range: NumberRange;
  onValueChange: (value: number) => void;
  /** A second input of a range: values outside [low, high] are refused (the other thumb's side). */
  bounds?: { low: number; high: number };
}

/**
 * A number field kept in step with a slider: the slider's value shows here, and a valid number
 * typed here moves the slider at once. What is typed stays while the field has focus, even when
 * invalid (with an error); leaving the field shows the slider's value again.
 */
export function SyncedNumberInput({ label, value, range, onValueChange, bounds }: SyncedNumberInputProps) {
  const errorText = useErrorText();
  const [text, setText] = useState(String(value));
  const [editing, setEditing] = useState(false);
  const low = bounds?.low ?? range.min;
  const high = bounds?.high ?? range.max;
  // The slider moved (arrow keys, pointer): show its value unless the person is typing here.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (!editing) setText(String(value));
  }
  const parsed = parseNumberField(text, { ...range, min: low, max: high });
  const error =
    parsed.kind === 'invalid'
      ? errorText('numberInvalid')
      : parsed.kind === 'outOfRange'
        ? errorText('numberOutOfRange', { min: low, max: high })
        : undefined;
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          inputMode="decimal"
          className="w-28"
          value={text}
          onFocus={() => setEditing(true)}
          onChange={(event) => {
            setText(event.target.value);
            const next = parseNumberField(event.target.value, { ...range, min: low, max: high });
            if (next.kind === 'ok') onValueChange(snapToRange(next.value, range));
          }}
          onBlur={() => {
            setEditing(false);
            if (parsed.kind === 'ok') setText(String(snapToRange(parsed.value, range)));
          }}
        />
      )}
    </FormField>
  );
}
