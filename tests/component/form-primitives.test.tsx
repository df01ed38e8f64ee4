import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from '@/components/ui/checkbox';
import { Combobox } from '@/components/ui/combobox';
import { DatePicker } from '@/components/ui/date-picker';
import { Field, FieldLabel } from '@/components/ui/field';
import { FileDrop } from '@/components/ui/file-drop';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Rating } from '@/components/ui/rating';
import ar from '@/messages/ar.json';
import { renderWithProviders } from './render';

type User = ReturnType<typeof renderWithProviders>['user'];

/** Radix moves the focus a tick after keydown and checks the radio it lands on while the key is down. */
async function press(user: User, key: string) {
  await user.keyboard(`{${key}>}`);
  await user.keyboard(`{/${key}}`);
}

describe('Checkbox', () => {
  it('toggles from its label and with Space, and shows "some of them" as mixed', async () => {
    const { user } = renderWithProviders(
      <>
        <Field orientation="horizontal">
          <Checkbox id="terms" />
          <FieldLabel htmlFor="terms">I accept the terms</FieldLabel>
        </Field>
        <Field orientation="horizontal">
          <Checkbox id="all" checked="indeterminate" />
          <FieldLabel htmlFor="all">Select all</FieldLabel>
        </Field>
      </>,
    );
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(terms).not.toBeChecked();
    await user.click(screen.getByText('I accept the terms'));
    expect(terms).toBeChecked();
    await user.keyboard(' ');
    expect(terms).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute('aria-checked', 'mixed');
  });
});

function Sizes() {
  return (
    <RadioGroup aria-label="Size" defaultValue="s">
      {['s', 'm', 'l'].map((size) => (
        <Field key={size} orientation="horizontal">
          <RadioGroupItem id={`size-${size}`} value={size} />
          <FieldLabel htmlFor={`size-${size}`}>{size.toUpperCase()}</FieldLabel>
        </Field>
      ))}
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('moves and chooses with the arrow keys', async () => {
    const { user } = renderWithProviders(<Sizes />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'S' })).toHaveFocus();
    await press(user, 'ArrowDown');
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
    await press(user, 'ArrowRight');
    expect(screen.getByRole('radio', { name: 'L' })).toBeChecked();
    await press(user, 'ArrowUp');
    expect(screen.getByRole('radio', { name: 'M' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
  });
});

const COUNTRIES = [
  { value: 'pl', label: 'Poland' },
  { value: 'pt', label: 'Portugal' },
  { value: 'br', label: 'Brazil' },
  { value: 'st', label: 'São Tomé and Príncipe' },
];

function CountryField({ multiple = false }: { multiple?: boolean }) {
  const [one, setOne] = useState<string | null>(null);
  const [many, setMany] = useState<string[]>([]);
  const common = {
    options: COUNTRIES,
    label: 'Country',
    placeholder: 'Choose a country',
    searchPlaceholder: 'Search countries',
    emptyText: 'No country found',
    clearLabel: 'Clear country',
  };
  return multiple ? (
    <Combobox {...common} multiple value={many} onValueChange={setMany} />
  ) : (
    <Combobox {...common} value={one} onValueChange={setOne} />
  );
}

describe('Combobox', () => {
  it('filters as one types and chooses with the keyboard', async () => {
    const { user } = renderWithProviders(<CountryField />);
    await user.tab();
    const field = screen.getByRole('combobox', { name: 'Country' });
    expect(field).toHaveFocus();
    expect(field).toHaveTextContent('Choose a country');

    await user.keyboard('{Enter}');
    const search = await screen.findByRole('combobox', { name: 'Search countries' });
    expect(search).toHaveFocus();
    await user.keyboard('sao');
    // Accents and case do not matter.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'São Tomé and Príncipe',
    ]);
    await user.clear(search);
    await user.keyboard('po');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Poland', 'Portugal']);
    await user.keyboard('{ArrowDown}{Enter}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveTextContent('Portugal');
    expect(field).toHaveFocus();

    await user.click(field);
    await user.keyboard('zz');
    expect(await screen.findByText('No country found')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(field).toHaveFocus();
  });

  it('keeps the list open for several choices and clears them all', async () => {
    const { user } = renderWithProviders(<CountryField multiple />);
    const field = screen.getByRole('combobox', { name: 'Country' });
    await user.click(field);
    const list = await screen.findByRole('listbox');
    await user.click(within(list).getByRole('option', { name: 'Brazil' }));
    await user.click(within(list).getByRole('option', { name: 'Poland' }));
    expect(within(list).getByRole('option', { name: 'Brazil' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Escape}');
    // Chosen options are shown in the list's order.
    expect(field).toHaveTextContent('PolandBrazil');

    await user.click(screen.getByRole('button', { name: 'Clear country' }));
    expect(field).toHaveTextContent('Choose a country');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear country' })).not.toBeInTheDocument();
  });
});

function Stars({ initial = 3 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <Rating
      label="Your rating"
      value={value}
      onValueChange={setValue}
      itemLabel={(stars, max) => `${stars} of ${max}`}
    />
  );
}

describe('Rating', () => {
  it('is a group of radios that the arrow keys move through', async () => {
    const { user } = renderWithProviders(<Stars />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await user.tab();
    expect(screen.getByRole('radio', { name: '3 of 5' })).toHaveFocus();
    await press(user, 'ArrowRight');
    expect(screen.getByRole('radio', { name: '4 of 5' })).toBeChecked();
    await press(user, 'ArrowLeft');
    await press(user, 'ArrowLeft');
    expect(screen.getByRole('radio', { name: '2 of 5' })).toBeChecked();
  });

  it('mirrors the arrow keys in right-to-left pages', async () => {
    const { user } = renderWithProviders(<Stars />, { locale: 'ar', messages: ar });
    await user.tab();
    await press(user, 'ArrowLeft');
    expect(screen.getByRole('radio', { name: '4 of 5' })).toBeChecked();
  });

  it('reads as a picture when read-only', () => {
    renderWithProviders(<Rating readOnly value={4} itemLabel={(stars, max) => `Rated ${stars} of ${max}`} />);
    expect(screen.getByRole('img', { name: 'Rated 4 of 5' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});

function Attachments() {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileDrop
      value={files}
      onValueChange={setFiles}
      multiple
      accept=".pdf,image/*"
      maxSize={1024 * 1024}
      title="Drop files here"
      hint="PDF or images, up to 1 MB"
      browseLabel="Browse files"
      listLabel="Chosen files"
      removeLabel={(name) => `Remove ${name}`}
      tooLargeMessage={(name) => `${name} is larger than 1 MB.`}
      wrongTypeMessage={(name) => `${name} is not a PDF or an image.`}
    />
  );
}
const file = (name: string, bytes: number, type: string) => new File([new Uint8Array(bytes)], name, { type });

describe('FileDrop', () => {
  it('refuses a file over the size limit and lists the others with their size', async () => {
    const { user } = renderWithProviders(<Attachments />);
    await user.upload(screen.getByLabelText('Browse files'), [
      file('plan.pdf', 2048, 'application/pdf'),
      file('scan.pdf', 2 * 1024 * 1024, 'application/pdf'),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('scan.pdf is larger than 1 MB.');
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('listitem')).toHaveTextContent('plan.pdf');
    expect(within(list).getByRole('listitem')).toHaveTextContent('2 kB');

    await user.click(screen.getByRole('button', { name: 'Remove plan.pdf' }));
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse files' })).toHaveFocus();
  });
});

function CheckIn() {
  const [date, setDate] = useState<Date | undefined>(new Date(2026, 0, 5, 12));
  return <DatePicker label="Check-in" placeholder="Pick a date" value={date} onValueChange={setDate} />;
}

describe('DatePicker', () => {
  it('names its button by the label and the date, and picks a day with the keyboard', async () => {
    const { user } = renderWithProviders(<CheckIn />);
    const button = screen.getByRole('button', { name: 'Check-in Jan 5, 2026' });
    await user.click(button);
    const calendar = await screen.findByRole('dialog', { name: 'Check-in' });
    expect(within(calendar).getByRole('grid', { name: 'January 2026' })).toBeInTheDocument();
    // The calendar focuses the chosen day.
    expect(within(calendar).getByRole('button', { name: /January 5th, 2026/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check-in Jan 6, 2026' })).toBeInTheDocument();
  });
});
