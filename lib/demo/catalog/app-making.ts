import type { DemoCatalog } from '../demo-types';

/** Appwright: studios and freelancers who build apps, in English. */
export const appMakingDemo: DemoCatalog = {
  language: 'en',
  offers: [
    {
      productName: 'iOS and Android app from your Figma designs',
      description:
        'We turn finished designs into a native-feeling app with React Native: screens, navigation, offline storage and push notifications, published in both stores.\n\nFixed price after a free review of your designs.',
      price: '14000',
      pricing: 'negotiable',
      duration: '8–10 weeks',
      location: 'Kraków, remote',
      photos: 3,
    },
    {
      productName: 'MVP in six weeks for early-stage startups',
      description:
        'A first version good enough for real users: sign-up, the one feature that matters, payments and analytics. Weekly demos, source code yours from day one.',
      price: '9800',
      pricing: 'fixed',
      duration: '6 weeks',
      location: 'Lisbon, Portugal',
      photos: 1,
    },
    {
      productName: 'Flutter developer for your team',
      description:
        'Senior Flutter developer joining your team part-time or full-time. Experienced with BLoC, Riverpod, CI pipelines and accessibility.',
      price: '65',
      pricing: 'per_hour',
      duration: 'minimum 3 months',
      location: 'remote',
      photos: 2,
    },
    {
      productName: 'App store launch package',
      description:
        'Screenshots, store texts in five languages, privacy labels and review-ready builds. We deal with rejections until your app is live.',
      price: '1600',
      pricing: 'fixed',
      duration: '2 weeks',
      location: 'Berlin, Germany',
      photos: 1,
    },
    {
      productName: 'Accessibility review of your mobile app',
      description:
        'A screen-reader and keyboard audit of iOS and Android versions, with a prioritised list of fixes and pairing sessions with your developers.',
      price: '2400',
      pricing: 'fixed',
      duration: '10 working days',
      location: 'Copenhagen, Denmark',
      photos: 1,
    },
    {
      productName: 'Maintenance plan for existing apps',
      description:
        'OS updates, dependency upgrades, crash monitoring and small fixes every month, so your app keeps working after each new phone release.',
      price: '690',
      pricing: 'per_month',
      duration: 'monthly, cancel anytime',
      location: 'remote',
      photos: 1,
    },
    {
      productName: 'Progressive web app for restaurants',
      description:
        'Online menu, table ordering and loyalty stamps in one web app your guests open with a QR code. No app store needed.',
      price: '3900',
      pricing: 'fixed',
      duration: '4 weeks',
      location: 'Milan, Italy',
      photos: 2,
    },
    {
      productName: 'Backend and API for your mobile app',
      description:
        'Secure API with authentication, file uploads and real-time updates, deployed with monitoring and backups. Node.js and PostgreSQL.',
      price: '85',
      pricing: 'per_hour',
      duration: 'typical project 120 hours',
      location: 'Warsaw, Poland',
      photos: 1,
    },
    {
      productName: 'Prototype workshop: from idea to clickable demo',
      description:
        'Two days with a designer and a developer to sketch, test and click through your app idea before you spend money on building it.',
      price: '2100',
      pricing: 'fixed',
      duration: '2 days',
      location: 'Vienna, Austria',
      photos: 1,
    },
    {
      productName: 'Smartwatch companion app',
      description:
        'A watch app for Apple Watch and Wear OS that shows the key numbers of your existing app and sends quick actions back.',
      price: '7200',
      pricing: 'negotiable',
      duration: '5 weeks',
      location: 'Stockholm, Sweden',
      photos: 1,
    },
  ],
  inquiries: [
    'Hi, we already have a web app. Could “{offer}” reuse our existing API?',
    'How many revisions are included in “{offer}”?',
    'Hello, who owns the source code after “{offer}” is finished?',
    'Can “{offer}” start in two weeks? Our launch date is fixed.',
  ],
};
