import type { DemoCatalog } from '../demo-types';

/** LordsBits: collectibles, tokens and memorabilia, in English. */
export const lordsBitsDemo: DemoCatalog = {
  language: 'en',
  offers: [
    {
      productName: 'Victorian penny 1887, Jubilee head',
      description:
        'Bronze penny from Queen Victoria’s Golden Jubilee year, very fine condition with clear legends. Comes in a protective capsule with a certificate of authenticity.',
      price: '85',
      pricing: 'fixed',
      location: 'York, United Kingdom',
      photos: 3,
    },
    {
      productName: 'First-edition fantasy trading card, sealed',
      description:
        'Sealed booster of a 1990s fantasy trading-card game, first print run. Stored away from light in a smoke-free home. Serious offers only.',
      price: '640',
      pricing: 'negotiable',
      location: 'Antwerp, Belgium',
      photos: 1,
    },
    {
      productName: 'Set of six medieval-style lead tokens',
      description:
        'Hand-cast reproductions of pilgrim tokens from the 14th century, with a wooden display box. Perfect for re-enactors and tabletop players.',
      price: '48',
      pricing: 'fixed',
      location: 'Bruges, Belgium',
      photos: 2,
    },
    {
      productName: 'Signed match ticket, 1974 cup final',
      description:
        'Original ticket signed by two players of the winning team, framed behind UV glass. Provenance letter from the previous owner included.',
      price: '320',
      pricing: 'fixed',
      location: 'Munich, Germany',
      photos: 1,
    },
    {
      productName: 'Antique brass compass with lid',
      description:
        'Pocket compass from the early 1900s, needle still swings freely. Light patina, hinge intact. A lovely gift for sailors and hikers.',
      price: '120',
      pricing: 'fixed',
      location: 'Porto, Portugal',
      photos: 1,
    },
    {
      productName: 'Vintage stamp album, Europe 1950–1970',
      description:
        'About 900 stamps, mostly mint, in a leather album. Strong in France, Italy and Scandinavia. Ideal for a collector who wants a head start.',
      price: '210',
      pricing: 'negotiable',
      location: 'Lyon, France',
      photos: 1,
    },
    {
      productName: 'Limited-edition enamel castle pin',
      description:
        'Number 37 of 250, hard enamel with gold plating, on its original backing card. Never worn.',
      price: '35',
      pricing: 'fixed',
      location: 'Edinburgh, United Kingdom',
      photos: 2,
    },
    {
      productName: 'Silver commemorative coin, moon landing',
      description:
        'Proof-quality silver coin marking the first moon landing, in its original case. Weight 31.1 g, fineness .999.',
      price: '95',
      pricing: 'fixed',
      location: 'Vienna, Austria',
      photos: 1,
    },
    {
      productName: 'Old railway lantern, restored',
      description:
        'Hand-held railway lantern with red and green filters, converted to a safe LED. A statement piece for a study or a shop window.',
      price: '175',
      pricing: 'negotiable',
      location: 'Wrocław, Poland',
      photos: 1,
    },
    {
      productName: 'Collector’s rental: display cabinet for fairs',
      description:
        'Lockable glass display cabinet with lighting, rented for collectors’ fairs. Delivery within 100 km included.',
      price: '40',
      pricing: 'per_day',
      duration: 'minimum 2 days',
      location: 'Cologne, Germany',
      photos: 1,
    },
  ],
  inquiries: [
    'Good evening, could you send a close-up of the reverse of “{offer}”?',
    'Is “{offer}” still available? I could pick it up this week.',
    'Hello, would you ship “{offer}” insured to Denmark?',
    'What is the lowest price you would accept for “{offer}”?',
  ],
};
