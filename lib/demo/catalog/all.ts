import type { DemoCatalog } from '../demo-types';

/** Pleiad, the portal of every site: listings from across the network, in English. */
export const allDemo: DemoCatalog = {
  language: 'en',
  offers: [
    {
      productName: 'Weekend photography course in the old town',
      description:
        'Two days of walking and shooting with a professional photographer: light, composition and editing on your phone or camera. Groups of up to eight.',
      price: '240',
      pricing: 'fixed',
      duration: 'Saturday and Sunday',
      location: 'Prague, Czechia',
      photos: 3,
    },
    {
      productName: 'Bike repair at your door',
      description:
        'A mobile mechanic comes to your home or office: brakes, gears, punctures and a safety check. Parts at shop prices.',
      price: '35',
      pricing: 'per_hour',
      duration: 'usually 1 hour',
      location: 'Copenhagen, Denmark',
      photos: 1,
    },
    {
      productName: 'Home-cooked meal plan for a week',
      description:
        'Ten home-cooked, seasonal dishes delivered on Monday in reusable jars. Vegetarian and gluten-free options.',
      price: '89',
      pricing: 'fixed',
      duration: '1 week',
      location: 'Lyon, France',
      photos: 2,
    },
    {
      productName: 'Moving help with a van',
      description:
        'Two strong helpers and a 12 m³ van for moves within the city. Blankets, straps and furniture dollies included.',
      price: '75',
      pricing: 'per_hour',
      duration: 'minimum 2 hours',
      location: 'Rotterdam, Netherlands',
      photos: 1,
    },
    {
      productName: 'Piano lessons for adults',
      description:
        'Start or restart the piano at your own pace: reading music, chords and the pieces you always wanted to play.',
      price: '40',
      pricing: 'per_hour',
      duration: '45 minutes',
      location: 'Vienna, Austria',
      photos: 1,
    },
    {
      productName: 'Garden design consultation',
      description:
        'A garden designer visits, listens to your wishes and sends a planting plan with a shopping list within a week.',
      price: '190',
      pricing: 'fixed',
      duration: '2-hour visit + plan',
      location: 'Bristol, United Kingdom',
      photos: 1,
    },
    {
      productName: 'Translation English–Spanish, certified',
      description:
        'Certified translations of documents, contracts and certificates, delivered as signed PDFs. Price per standard page.',
      price: '28',
      pricing: 'fixed',
      duration: '2–3 working days',
      location: 'Madrid, Spain',
      photos: 2,
    },
    {
      productName: 'Camper van for a road trip',
      description:
        'Fully equipped camper van for two adults: bed, kitchen, solar panel and bikes. Insurance and unlimited kilometres included.',
      price: '110',
      pricing: 'per_day',
      duration: 'minimum 4 days',
      location: 'Munich, Germany',
      photos: 1,
    },
    {
      productName: 'Yoga in the park, monthly pass',
      description:
        'Morning yoga for all levels, three times a week in the park by the river. Mats provided; indoors when it rains.',
      price: '55',
      pricing: 'per_month',
      duration: '12 classes',
      location: 'Ljubljana, Slovenia',
      photos: 1,
    },
    {
      productName: 'Handmade ceramic dinner set',
      description:
        'Set of four plates, four bowls and four mugs thrown by hand and glazed in sea green. Dishwasher safe.',
      price: '260',
      pricing: 'negotiable',
      location: 'Porto, Portugal',
      photos: 1,
    },
  ],
  inquiries: [
    'Hello, is “{offer}” available next weekend?',
    'Could you tell me a little more about “{offer}”?',
    'Hi, is there a discount on “{offer}” for two people?',
    'Do you travel to the suburbs for “{offer}”?',
  ],
};
