import { describe, expect, it } from 'vitest';
import { listingFormSchema } from '@/lib/listings/listing-schema';
import { accountStepSchemas, accountWizardSchema, EMPTY_ACCOUNT } from '@/lib/wizards/account-wizard-schema';
import {
  checkoutSchema,
  checkoutStepSchemas,
  emptyCheckout,
  shippingAddressLine,
} from '@/lib/wizards/checkout-schema';
import { createDealSchema, dealStepSchemas, EMPTY_DEAL } from '@/lib/wizards/create-deal-schema';
import { fieldErrorsOf } from '@/lib/wizards/field-errors';
import {
  EMPTY_PROPERTY_LISTING,
  PROPERTY_STEP_IDS,
  propertyListingSchema,
  propertyStepSchemas,
  toListingValues,
  wizardPathOfListingField,
  type PropertyListingValues,
} from '@/lib/wizards/property-listing-schema';

/** The message keys a schema gives for a value, by field path. */
function errorsOf(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0]);
}

const LISTING_ID = 'abcdefgh1234';
const property: PropertyListingValues = {
  details: {
    productName: 'Bright flat in Mokotów',
    description: 'Two rooms, balcony, fourth floor with a lift.',
  },
  photos: { images: [{ mediaId: 'media_12345678', alt: 'Living room' }] },
  terms: { price: '3200', pricing: 'per_month', duration: '12 months' },
  location: { location: 'Mokotów, Warsaw' },
  review: { publish: true },
};

describe('the property-listing wizard', () => {
  it('is the listing form regrouped by step: every listing field in exactly one step', () => {
    const fields = PROPERTY_STEP_IDS.flatMap((id) => Object.keys(propertyStepSchemas[id].shape));
    expect(fields.sort()).toEqual(Object.keys(listingFormSchema.shape).sort());
  });

  it('hands the listing form schema exactly what it parses', () => {
    const listing = toListingValues(propertyListingSchema.parse(property));
    expect(listingFormSchema.parse(listing)).toEqual(listing);
    expect(listing).toMatchObject({ productName: 'Bright flat in Mokotów', price: '3200', publish: true });
  });

  it('checks each step with the listing rules, and adds a photo and a location', () => {
    expect(errorsOf(propertyStepSchemas.details, { productName: 'X', description: 'short' })).toEqual({
      productName: 'nameTooShort',
      description: 'descriptionTooShort',
    });
    expect(errorsOf(propertyStepSchemas.photos, { images: [] })).toEqual({ images: 'photosRequired' });
    expect(errorsOf(propertyStepSchemas.terms, { price: 'twelve', pricing: 'fixed', duration: '' })).toEqual({
      price: 'priceInvalid',
    });
    expect(errorsOf(propertyStepSchemas.location, { location: ' ' })).toEqual({
      location: 'locationRequired',
    });
    expect(errorsOf(propertyListingSchema, EMPTY_PROPERTY_LISTING)).toMatchObject({
      'details.productName': 'nameTooShort',
      'photos.images': 'photosRequired',
      'terms.price': 'priceRequired',
    });
  });

  it('puts a listing field the server refused back on its step', () => {
    expect(wizardPathOfListingField('price')).toBe('terms.price');
    expect(wizardPathOfListingField('images.0.mediaId')).toBe('photos.images.0.mediaId');
    expect(wizardPathOfListingField('somethingElse')).toBeNull();
  });
});

describe('the checkout wizard', () => {
  const order = {
    ...emptyCheckout([{ listingId: LISTING_ID, quantity: '2' }]),
    address: {
      fullName: 'Ann Kowalska',
      street: 'ul. Długa 14/3',
      postalCode: '80-827',
      city: 'Gdańsk',
      country: 'Poland',
      phone: '+48 600 100 200',
    },
    delivery: { method: 'express', payment: 'bankTransfer' },
    confirm: { understood: true },
  };

  it('accepts a complete order and writes the address as the orders store it', () => {
    const parsed = checkoutSchema.parse(order);
    expect(shippingAddressLine(parsed.address)).toBe(
      'Ann Kowalska, ul. Długa 14/3, 80-827 Gdańsk, Poland, +48 600 100 200',
    );
  });

  it('refuses an empty cart, a duplicate offer and a quantity out of range', () => {
    expect(errorsOf(checkoutStepSchemas.cart, { lines: [] })).toEqual({ lines: 'cartEmpty' });
    const twice = [
      { listingId: LISTING_ID, quantity: '1' },
      { listingId: LISTING_ID, quantity: '1' },
    ];
    expect(errorsOf(checkoutStepSchemas.cart, { lines: twice })).toEqual({ lines: 'cartDuplicate' });
    expect(errorsOf(checkoutStepSchemas.cart, { lines: [{ listingId: LISTING_ID, quantity: '0' }] })).toEqual(
      {
        'lines.0.quantity': 'quantityInvalid',
      },
    );
    expect(
      errorsOf(checkoutStepSchemas.cart, { lines: [{ listingId: LISTING_ID, quantity: '100' }] }),
    ).toEqual({
      'lines.0.quantity': 'quantityInvalid',
    });
  });

  it('asks for a postal code, a phone number, a payment method and the confirmation', () => {
    expect(
      errorsOf(checkoutStepSchemas.address, { ...order.address, postalCode: '!', phone: 'call me' }),
    ).toEqual({
      postalCode: 'postalCodeInvalid',
      phone: 'phoneInvalid',
    });
    expect(errorsOf(checkoutStepSchemas.delivery, { method: 'standard', payment: '' })).toEqual({
      payment: 'paymentRequired',
    });
    expect(errorsOf(checkoutStepSchemas.confirm, { understood: false })).toEqual({
      understood: 'confirmRequired',
    });
  });
});

describe('the create-deal wizard', () => {
  const deal = {
    type: { kind: 'percentage', amount: '15' },
    details: {
      title: 'Spring deal',
      code: 'SPRING-15',
      description: '',
      offerIds: [LISTING_ID],
      startsOn: '2026-03-01',
      endsOn: '2026-03-31',
    },
    usage: { audience: 'newMembers', maxUses: '100', minimumOrder: '', onePerMember: true },
    review: { confirmed: true },
  };

  it('accepts a complete deal', () => {
    expect(createDealSchema.safeParse(deal).success).toBe(true);
  });

  it('checks the amount against the kind of deal', () => {
    expect(errorsOf(dealStepSchemas.type, { kind: 'percentage', amount: '120' })).toEqual({
      amount: 'percentTooHigh',
    });
    expect(errorsOf(dealStepSchemas.type, { kind: 'fixedAmount', amount: 'ten' })).toEqual({
      amount: 'amountInvalid',
    });
    expect(errorsOf(dealStepSchemas.type, { kind: 'freeShipping', amount: '' })).toEqual({});
  });

  it('refuses a deal that ends before it starts or lasts over a year, and one without offers', () => {
    expect(errorsOf(dealStepSchemas.details, { ...deal.details, endsOn: '2026-02-01' })).toEqual({
      endsOn: 'endBeforeStart',
    });
    expect(errorsOf(dealStepSchemas.details, { ...deal.details, endsOn: '2027-03-05' })).toEqual({
      endsOn: 'dealTooLong',
    });
    expect(errorsOf(dealStepSchemas.details, { ...deal.details, offerIds: [] })).toEqual({
      offerIds: 'offersRequired',
    });
  });

  it('starts empty and invalid, so nothing is created by accident', () => {
    expect(createDealSchema.safeParse(EMPTY_DEAL).success).toBe(false);
    expect(errorsOf(dealStepSchemas.usage, { ...EMPTY_DEAL.usage, maxUses: '0' })).toEqual({
      maxUses: 'maxUsesInvalid',
    });
  });
});

describe('the account form of the form-wizard pages', () => {
  const account = {
    username: 'ann.k',
    email: 'Ann@Example.com',
    password: 'long-enough-1',
    confirm: 'long-enough-1',
  };

  it('uses the sign-up rules for e-mail and password and asks for the same password twice', () => {
    expect(
      errorsOf(accountStepSchemas.account, {
        ...account,
        email: 'ann@',
        password: 'short',
        confirm: 'other',
      }),
    ).toEqual({
      email: 'emailInvalid',
      password: 'passwordTooShort',
      confirm: 'passwordsDiffer',
    });
    expect(errorsOf(accountStepSchemas.account, { ...account, username: 'a b' })).toEqual({
      username: 'usernameInvalid',
    });
  });

  it('takes optional https links only', () => {
    expect(
      errorsOf(accountStepSchemas.social, { website: 'http://example.com', linkedin: '', github: '' }),
    ).toEqual({
      website: 'urlInvalid',
    });
    expect(
      errorsOf(accountStepSchemas.social, { website: '', linkedin: '', github: 'https://github.com/ann' }),
    ).toEqual({});
  });

  it('composes the steps into the whole form', () => {
    const personal = { firstName: 'Ann', lastName: 'K', country: 'PL', language: 'pl' };
    const parsed = accountWizardSchema.parse({ ...EMPTY_ACCOUNT, account, personal });
    expect(parsed.account.email).toBe('ann@example.com');
  });
});
