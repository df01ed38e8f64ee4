import type { DemoCatalog } from '../demo-types';

/** Cognivo: AI solutions built by specialists, in English. */
export const aiServicesDemo: DemoCatalog = {
  language: 'en',
  offers: [
    {
      productName: 'Customer-support chatbot trained on your help center',
      description:
        'We build a chatbot that answers from your own help articles and hands over to a person when it is unsure. Includes setup, a two-week tuning phase and a dashboard of unanswered questions.\n\nWorks with Zendesk, Intercom and plain websites.',
      price: '4800',
      pricing: 'fixed',
      duration: '3 weeks',
      location: 'Berlin, remote',
      photos: 3,
    },
    {
      productName: 'Invoice data extraction pipeline',
      description:
        'Turn scanned invoices and PDFs into clean rows in your accounting system. We set up the model, validation rules and a review queue for the few documents it cannot read.',
      price: '3200',
      pricing: 'fixed',
      duration: '2 weeks',
      location: 'Amsterdam, remote',
      photos: 1,
    },
    {
      productName: 'AI strategy workshop for leadership teams',
      description:
        'A one-day workshop to find the three AI use cases worth doing first in your company, with a cost estimate and a realistic plan. No slides full of buzzwords.',
      price: '2500',
      pricing: 'fixed',
      duration: '1 day on site',
      location: 'London, United Kingdom',
      photos: 2,
    },
    {
      productName: 'Sales-call summaries in your CRM',
      description:
        'Automatic summaries, next steps and follow-up e-mail drafts for every recorded sales call, written straight into HubSpot or Salesforce.',
      price: '390',
      pricing: 'per_month',
      duration: 'monthly subscription',
      location: 'remote',
      photos: 1,
    },
    {
      productName: 'Computer vision for quality inspection',
      description:
        'A camera and model that spot scratches, dents and missing parts on your production line. Pilot on one line, with accuracy measured against your inspectors.',
      price: '18500',
      pricing: 'negotiable',
      duration: 'pilot of 8 weeks',
      location: 'Stuttgart, Germany',
      photos: 1,
    },
    {
      productName: 'Private LLM deployment on your servers',
      description:
        'An open-weight language model running in your own data center, with access control, logging and a simple chat interface. Your data never leaves your network.',
      price: '9500',
      pricing: 'fixed',
      duration: '4 weeks',
      location: 'Zurich, Switzerland',
      photos: 1,
    },
    {
      productName: 'Demand forecasting for retail',
      description:
        'Weekly sales forecasts per store and product, taking holidays, weather and promotions into account. Delivered as a spreadsheet or straight into your ERP.',
      price: '150',
      pricing: 'per_hour',
      duration: 'typical project 60–80 hours',
      location: 'Warsaw, remote',
      photos: 2,
    },
    {
      productName: 'AI audit: is your model fair and explainable?',
      description:
        'An independent review of a model you already use: bias tests, explanations of individual decisions and a report you can show to regulators.',
      price: '6000',
      pricing: 'fixed',
      duration: '3 weeks',
      location: 'Paris, France',
      photos: 1,
    },
    {
      productName: 'Speech-to-text for medical notes',
      description:
        'Doctors dictate, the system writes structured notes with the right medical terms. Tested with clinics in three languages; GDPR-compliant hosting in the EU.',
      price: '45',
      pricing: 'per_month',
      duration: 'per doctor and month',
      location: 'Copenhagen, Denmark',
      photos: 1,
    },
  ],
  inquiries: [
    'Hi, could “{offer}” work with our internal wiki instead of a public help center?',
    'What do you need from us to get started with “{offer}”?',
    'Hello, do you have a reference customer for “{offer}” we could talk to?',
    'Is “{offer}” available for a company of 15 people, or is it meant for larger teams?',
  ],
};
