/** The payment methods a shop can offer (client-safe: the settings form and the tables read them). */
export const PAYMENT_METHODS = ['card', 'bankTransfer', 'cashOnDelivery', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const isPaymentMethod = (value: string): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);

export const MAX_SHIPPING_ZONES = 12;
