import type { DemoCatalog } from '../demo-types';

/** The {product} site: plans, add-ons and services for the configured product, in English. */
export const productDemo: DemoCatalog = {
  language: 'en',
  offers: [
    {
      productName: '{product} Team plan, 10 seats',
      description:
        'Everything a small team needs from {product}: shared workspaces, roles, priority e-mail support and monthly usage reports. Add seats at any time.',
      price: '99',
      pricing: 'per_month',
      duration: 'monthly, cancel anytime',
      location: 'cloud, EU data centers',
      photos: 3,
    },
    {
      productName: 'Onboarding workshop for {product}',
      description:
        'A half-day remote workshop that sets up {product} the way your team works: structure, permissions, integrations and a checklist for new colleagues.',
      price: '650',
      pricing: 'fixed',
      duration: '4 hours',
      location: 'online',
      photos: 1,
    },
    {
      productName: 'Single sign-on add-on',
      description:
        'Sign in to {product} with your company identity provider (SAML or OpenID Connect), with automatic provisioning of new accounts.',
      price: '4',
      pricing: 'per_month',
      duration: 'per user and month',
      location: 'cloud',
      photos: 2,
    },
    {
      productName: 'Data migration from spreadsheets',
      description:
        'We move your existing spreadsheets and documents into {product}, check every record and hand over a migration report.',
      price: '90',
      pricing: 'per_hour',
      duration: 'typically 10–20 hours',
      location: 'remote',
      photos: 1,
    },
    {
      productName: '{product} Enterprise, on-premises licence',
      description:
        'Run {product} on your own servers with a dedicated support engineer, security reviews and a 99.9% uptime agreement.',
      price: '24000',
      pricing: 'negotiable',
      duration: 'yearly licence',
      location: 'your data center',
      photos: 1,
    },
    {
      productName: 'Custom report templates',
      description:
        'Five report templates designed for your KPIs, ready to schedule and share from {product}. Includes one round of changes.',
      price: '480',
      pricing: 'fixed',
      duration: '1 week',
      location: 'remote',
      photos: 1,
    },
    {
      productName: 'Premium support with phone line',
      description:
        'A named support engineer, a phone line during business hours and answers within two hours on working days.',
      price: '290',
      pricing: 'per_month',
      duration: 'monthly',
      location: 'Dublin, Ireland',
      photos: 2,
    },
    {
      productName: 'Integration with your accounting system',
      description:
        'Two-way sync between {product} and your accounting software: customers, invoices and payments, with error alerts by e-mail.',
      price: '1900',
      pricing: 'fixed',
      duration: '2–3 weeks',
      location: 'remote',
      photos: 1,
    },
    {
      productName: 'Admin training day for {product}',
      description:
        'A full day for the people who run {product} in your company: users and roles, audit logs, backups and automations.',
      price: '900',
      pricing: 'per_day',
      duration: '1 day on site or online',
      location: 'Amsterdam, Netherlands',
      photos: 1,
    },
  ],
  inquiries: [
    'Hello, can we try “{offer}” for a month before committing?',
    'Does “{offer}” include help with moving our existing data?',
    'Hi, what is the price of “{offer}” for a non-profit organisation?',
    'Could you explain “{offer}” to our IT team on a short call?',
  ],
};
