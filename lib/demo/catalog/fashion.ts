import type { DemoCatalog } from '../demo-types';

/** Looksmith: complete looks from independent stylists, in English. */
export const fashionDemo: DemoCatalog = {
  language: 'en',
  offers: [
    {
      productName: 'Autumn city look: camel coat, knit and loafers',
      description:
        'A complete look for cool city days: wool-blend camel coat, ribbed merino jumper, straight dark jeans and leather loafers. Sizes S–XL, tailored by the stylist after a short video consultation.',
      price: '420',
      pricing: 'fixed',
      location: 'Milan, Italy',
      photos: 3,
    },
    {
      productName: 'Wedding guest outfit to rent',
      description:
        'Midi dress in emerald satin with matching clutch and block heels, cleaned and delivered two days before the wedding. Return in the prepaid bag.',
      price: '65',
      pricing: 'per_day',
      duration: 'minimum 3 days',
      location: 'Paris, France',
      photos: 1,
    },
    {
      productName: 'Capsule wardrobe styling session',
      description:
        'Two hours with a stylist going through your wardrobe, choosing 30 pieces that work together and a short list of what is missing.',
      price: '180',
      pricing: 'fixed',
      duration: '2 hours',
      location: 'London, United Kingdom',
      photos: 2,
    },
    {
      productName: 'Vintage denim jacket, hand-painted',
      description:
        'One-of-a-kind 1990s denim jacket with a hand-painted botanical back panel. Size M, fits loosely. Shipped worldwide.',
      price: '145',
      pricing: 'fixed',
      location: 'Berlin, Germany',
      photos: 1,
    },
    {
      productName: 'Business look for interviews',
      description:
        'Navy suit, white shirt, silk scarf or tie, and leather shoes, adjusted to your size. Rent for a week or buy with 20% off the rental paid.',
      price: '25',
      pricing: 'per_day',
      duration: '1 week',
      location: 'Amsterdam, Netherlands',
      photos: 1,
    },
    {
      productName: 'Personal shopping afternoon',
      description:
        'An afternoon in the shops of the old town with a stylist who knows where to find good pieces at fair prices. Price per hour, budget is yours.',
      price: '60',
      pricing: 'per_hour',
      duration: '3 hours',
      location: 'Barcelona, Spain',
      photos: 1,
    },
    {
      productName: 'Festival look: linen shirt and wide trousers',
      description:
        'Breathable linen shirt, wide trousers in sand, woven hat and sandals. Made by a small workshop from deadstock fabric.',
      price: '230',
      pricing: 'fixed',
      location: 'Lisbon, Portugal',
      photos: 2,
    },
    {
      productName: 'Evening gown rental with fitting',
      description:
        'Floor-length gown in midnight blue, fitted by a tailor the day before your event. Jewellery and evening bag on request.',
      price: '190',
      pricing: 'negotiable',
      duration: 'weekend',
      location: 'Vienna, Austria',
      photos: 1,
    },
    {
      productName: 'Monthly styling box',
      description:
        'Each month a stylist sends five pieces picked for you. Keep what you like, return the rest for free. Styling fee credited when you keep two or more.',
      price: '29',
      pricing: 'per_month',
      duration: 'monthly subscription',
      location: 'Copenhagen, Denmark',
      photos: 1,
    },
    {
      productName: 'Upcycled tote bags from sailcloth',
      description:
        'Sturdy tote bags sewn from retired sails, each with its own marks and numbers. Inner pocket and leather handles.',
      price: '75',
      pricing: 'fixed',
      location: 'Gdańsk, Poland',
      photos: 1,
    },
    {
      productName: 'Colour analysis and style guide',
      description:
        'A video session to find the colours that suit you, followed by a written style guide with outfits for work, weekends and evenings.',
      price: '95',
      pricing: 'fixed',
      duration: '75 minutes',
      location: 'online',
      photos: 2,
    },
  ],
  inquiries: [
    'Hi! Is “{offer}” still available in size M?',
    'Could “{offer}” be delivered to Brussels by next Friday?',
    'Hello, what fabrics are used in “{offer}”? I am allergic to wool.',
    'Can I see “{offer}” on a video call before I decide?',
  ],
};
