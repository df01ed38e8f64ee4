import type { DemoCatalog } from '../demo-types';

/** PromptDojo: courses and mentoring about AI, in English. */
export const aiTeachingDemo: DemoCatalog = {
  language: 'en',
  offers: [
    {
      productName: 'Prompt writing for busy professionals',
      description:
        'Four live sessions on writing prompts that get useful answers the first time: context, examples, constraints and checking the result. Bring your own work tasks.\n\nSmall groups of up to 10 people, recordings included.',
      price: '290',
      pricing: 'fixed',
      duration: '4 × 90 minutes',
      location: 'online',
      photos: 3,
    },
    {
      productName: 'One-to-one AI mentoring for developers',
      description:
        'Hands-on mentoring on building with language-model APIs: retrieval, tool calls, evaluation and cost control. We work on your project, not on toy examples.',
      price: '120',
      pricing: 'per_hour',
      duration: '60 minutes',
      location: 'online',
      photos: 1,
    },
    {
      productName: 'AI for teachers: a practical weekend',
      description:
        'How to prepare lessons, differentiate exercises and give feedback faster with AI, and how to talk with pupils about using it honestly.',
      price: '180',
      pricing: 'fixed',
      duration: 'Saturday and Sunday',
      location: 'Dublin, Ireland',
      photos: 2,
    },
    {
      productName: 'Machine learning foundations bootcamp',
      description:
        'Twelve weeks from linear regression to neural networks, with Python notebooks, weekly projects and code reviews by a mentor. Certificate on completion.',
      price: '1450',
      pricing: 'fixed',
      duration: '12 weeks, evenings',
      location: 'online',
      photos: 1,
    },
    {
      productName: 'Data analysis with AI assistants',
      description:
        'Learn to clean data, build charts and check statistics with an AI assistant, and to spot when it is confidently wrong. Spreadsheets welcome.',
      price: '79',
      pricing: 'per_month',
      duration: 'monthly membership',
      location: 'online',
      photos: 1,
    },
    {
      productName: 'AI literacy training for HR teams',
      description:
        'An in-house course on what AI can and cannot do in recruiting and people management, with the legal basics of the EU AI Act.',
      price: '2200',
      pricing: 'negotiable',
      duration: '1 day',
      location: 'Brussels, Belgium',
      photos: 1,
    },
    {
      productName: 'Build your first AI agent',
      description:
        'A project course: design, build and test a small agent that books meetings or answers support e-mails. Ends with a demo day.',
      price: '390',
      pricing: 'fixed',
      duration: '6 weeks',
      location: 'online',
      photos: 2,
    },
    {
      productName: 'Creative writing with AI, without losing your voice',
      description:
        'For writers who want to use AI for research and drafts but keep their own style. Exercises, feedback and honest discussion of the limits.',
      price: '60',
      pricing: 'per_hour',
      duration: '90 minutes',
      location: 'Edinburgh, United Kingdom',
      photos: 1,
    },
  ],
  inquiries: [
    'Hello, is there still a place in “{offer}” starting next month?',
    'Do I need to know Python before joining “{offer}”?',
    'Hi, can my company pay for “{offer}” with an invoice?',
    'Will the sessions of “{offer}” be recorded? I am in a different time zone.',
  ],
};
