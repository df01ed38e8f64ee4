import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveListingAction } from '@/lib/listings/actions';
import { renderNewListingForm } from './listing-form-render';
import { resetNavigation, router } from './next-navigation';

// `saveListingAction` is a Next server action ('use server'): in the app the call becomes a POST to
// the server, which needs the request, the session and the database. A DOM test cannot run it, so
// the module is replaced and the test checks what the form hands to it.
vi.mock('@/lib/listings/actions', () => ({ saveListingAction: vi.fn() }));
vi.mock('next/navigation', () => import('./next-navigation'));

const save = vi.mocked(saveListingAction);

const renderForm = renderNewListingForm;

const field = (label: string | RegExp) => screen.getByLabelText(label);

describe('listing form (docs/product.md §3)', () => {
  beforeEach(() => {
    save.mockReset();
    resetNavigation('/en/add-new');
  });

  it('shows every field with its label, and Publish and Save as draft', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'New listing' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Product name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      'What is offered, what is included, and what a buyer should know.',
    );
    expect(screen.getByRole('textbox', { name: 'Price (EUR)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Pricing' })).toHaveDisplayValue('Fixed price');
    expect(screen.getByRole('textbox', { name: 'Duration' })).toHaveAccessibleDescription(
      'For example: 60 minutes, 12 months, 2 nights.',
    );
    expect(screen.getByRole('textbox', { name: 'Location' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save as draft' })).toBeEnabled();
  });

  it('explains each missing field in words and does not send anything', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Enter at least 2 characters.')).toBeInTheDocument();
    expect(field('Product name')).toHaveAccessibleDescription('Enter at least 2 characters.');
    expect(field('Product name')).toBeInvalid();
    expect(field('Description')).toHaveAccessibleDescription('Describe the offer in at least 10 characters.');
    expect(field('Price (EUR)')).toHaveAccessibleDescription('Enter a price (0 is fine).');
    expect(field('Location')).toBeValid();
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps what the member typed when the price is invalid', async () => {
    const { user } = renderForm();
    await user.type(field('Product name'), 'Guitar lessons');
    await user.type(field('Description'), 'One hour with a patient teacher.');
    await user.type(field('Price (EUR)'), '12.345');
    await user.selectOptions(field('Pricing'), 'Per hour');
    await user.type(field('Duration'), '60 minutes');
    await user.type(field('Location'), 'Kraków');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Enter a price like 1200 or 1200.50.')).toBeInTheDocument();
    expect(field('Price (EUR)')).toBeInvalid();
    expect(field('Product name')).toHaveValue('Guitar lessons');
    expect(field('Description')).toHaveValue('One hour with a patient teacher.');
    expect(field('Price (EUR)')).toHaveValue('12.345');
    expect(field('Pricing')).toHaveDisplayValue('Per hour');
    expect(field('Duration')).toHaveValue('60 minutes');
    expect(field('Location')).toHaveValue('Kraków');
    expect(save).not.toHaveBeenCalled();
  });

  it('publishes: sends the typed values to the server action, then goes to the member’s items', async () => {
    save.mockResolvedValue({ ok: true, id: 'listing-0001' });
    const { user } = renderForm();
    await user.type(field('Product name'), '  Guitar lessons ');
    await user.type(field('Description'), 'One hour with a patient teacher.');
    await user.type(field('Price (EUR)'), '1200,50');
    await user.selectOptions(field('Pricing'), 'Per hour');
    await user.type(field('Location'), 'Kraków');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/en/my-items'));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(null, {
      productName: 'Guitar lessons',
      description: 'One hour with a patient teacher.',
      price: '1200,50',
      pricing: 'per_hour',
      duration: '',
      location: 'Kraków',
      images: [],
      publish: true,
    });
    expect(router.refresh).toHaveBeenCalled();
  });

  it('saves a draft: the same values with publish = false', async () => {
    save.mockResolvedValue({ ok: true, id: 'listing-0001' });
    const { user } = renderForm();
    await user.type(field('Product name'), 'Guitar lessons');
    await user.type(field('Description'), 'One hour with a patient teacher.');
    await user.type(field('Price (EUR)'), '40');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));

    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(
        null,
        expect.objectContaining({ productName: 'Guitar lessons', price: '40', publish: false }),
      ),
    );
  });

  it('shows the server’s answer next to the field and keeps the values when the server refuses', async () => {
    save.mockResolvedValue({
      ok: false,
      error: 'invalid',
      fieldErrors: { productName: 'productNameTooLong' },
    });
    const { user } = renderForm();
    await user.type(field('Product name'), 'Guitar lessons');
    await user.type(field('Description'), 'One hour with a patient teacher.');
    await user.type(field('Price (EUR)'), '40');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields need your attention.');
    expect(field('Product name')).toHaveAccessibleDescription('Use at most 120 characters.');
    expect(field('Product name')).toHaveValue('Guitar lessons');
    expect(field('Price (EUR)')).toHaveValue('40');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('says so when the session has ended, without losing anything', async () => {
    save.mockResolvedValue({ ok: false, error: 'unauthenticated' });
    const { user } = renderForm();
    await user.type(field('Product name'), 'Guitar lessons');
    await user.type(field('Description'), 'One hour with a patient teacher.');
    await user.type(field('Price (EUR)'), '40');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/Your session has ended/)).toBeInTheDocument();
    expect(field('Description')).toHaveValue('One hour with a patient teacher.');
  });
});
