import { productCategory, listingCategory, review } from '@/lib/db/schema-shop';
import { newId } from '@/lib/ids';
import type { SiteId } from '@/sites';
import type { DemoLanguage } from '../demo-types';
import type { AppDemoSeeder } from './app-demo';

/*
 * The shop catalog's sample data (docs/apps.md, E-commerce): categories that fit each scope's demo
 * catalog, in its language, each demo offer in one of them (by its position in the catalog), and a
 * few reviews, approved and pending. Demo offers take reviews like any offer.
 */

interface DemoCategory {
  name: string;
  slug: string;
  description: string;
  /** Positions of the catalog's offers in this category. */
  offers: readonly number[];
}

const c = (name: string, slug: string, description: string, offers: readonly number[]): DemoCategory => ({
  name,
  slug,
  description,
  offers,
});

export const DEMO_CATEGORIES: Partial<Record<SiteId, readonly DemoCategory[]>> = {
  'ai-services': [
    c(
      'Automation',
      'automation',
      'Chatbots and pipelines that take routine work off your team.',
      [0, 1, 3, 8],
    ),
    c('Analytics & vision', 'analytics-vision', 'Forecasts and image models on your own data.', [4, 6]),
    c(
      'Strategy & governance',
      'strategy-governance',
      'Workshops, audits and private deployments.',
      [2, 5, 7],
    ),
  ],
  'ai-teaching': [
    c('For professionals', 'professionals', 'Short, practical courses for people at work.', [0, 2, 5, 7]),
    c('For developers', 'developers', 'Mentoring and bootcamps for people who write code.', [1, 3, 6]),
    c('Data & analysis', 'data-analysis', 'Working with data alongside AI assistants.', [4]),
  ],
  all: [
    c('Lessons & courses', 'lessons-courses', 'Learn something new with a local teacher.', [0, 4, 8]),
    c('Home & garden', 'home-garden', 'Help at home, in the garden and on moving day.', [1, 2, 3, 5]),
    c('Rentals & goods', 'rentals-goods', 'Things to rent or buy from neighbours.', [6, 7, 9]),
  ],
  'app-making': [
    c(
      'App development',
      'app-development',
      'Native, cross-platform and web apps built for you.',
      [0, 1, 2, 6, 9],
    ),
    c('Launch & quality', 'launch-quality', 'Store launches and accessibility reviews.', [3, 4]),
    c('Backend & upkeep', 'backend-upkeep', 'APIs, maintenance and prototypes.', [5, 7, 8]),
  ],
  bible: [
    c('Grupy czytelnicze', 'grupy-czytelnicze', 'Wspólna lektura ksiąg Pisma Świętego.', [0, 4, 8]),
    c('Kursy i warsztaty', 'kursy-warsztaty', 'Nauka w zorganizowanej formie, także online.', [1, 5, 7]),
    c(
      'Wspólnoty i rekolekcje',
      'wspolnoty-rekolekcje',
      'Spotkania dla małżeństw, seniorów i rekolekcje.',
      [2, 3, 6],
    ),
  ],
  bond: [
    c('Municipal bonds', 'municipal', 'Issues of cities and public transport operators.', [0, 2, 3, 6]),
    c('Corporate notes', 'corporate', 'Senior, convertible and short-term corporate debt.', [1, 4, 5, 7]),
    c(
      'Project & secondary',
      'project-secondary',
      'Project finance and lots on the secondary market.',
      [8, 9],
    ),
  ],
  'dog-walking': [
    c('Spacery', 'spacery', 'Codzienne i wieczorne spacery, także w pakietach.', [0, 4, 5, 7]),
    c('Opieka i hotel', 'opieka-hotel', 'Opieka w domu, hotel dla psów i wizyty u kota.', [1, 2, 6]),
    c('Trening i pielęgnacja', 'trening-pielegnacja', 'Nauka posłuszeństwa i domowa pielęgnacja.', [3, 8]),
  ],
  fashion: [
    c('Looks to buy', 'looks', 'Complete outfits and one-off pieces.', [0, 3, 6, 9]),
    c('Rentals', 'rentals', 'Occasion wear to borrow, fitted for you.', [1, 7]),
    c('Styling services', 'styling', 'Sessions, shopping and boxes with a stylist.', [2, 4, 5, 8, 10]),
  ],
  'game-guide': [
    c('Competitive coaching', 'competitive', 'Ranked play, teams and fighting games.', [2, 5, 7]),
    c('Single-player guides', 'single-player', 'Bosses, speedruns and perfect farms.', [0, 3, 4]),
    c('Board & tabletop', 'board-tabletop', 'Chess, role-playing and workshops for kids.', [1, 6, 8]),
  ],
  'lords-bits': [
    c('Coins & tokens', 'coins-tokens', 'Historic and commemorative coins and tokens.', [0, 2, 7]),
    c('Paper & cards', 'paper-cards', 'Stamps, tickets and trading cards.', [1, 3, 5]),
    c('Antiques & display', 'antiques-display', 'Instruments, lanterns, pins and cabinets.', [4, 6, 8, 9]),
  ],
  product: [
    c('Plans & licences', 'plans-licences', 'Seats, editions and add-ons.', [0, 2, 4]),
    c('Services', 'services', 'Onboarding, migration and integrations.', [1, 3, 7]),
    c('Support & training', 'support-training', 'Support lines, reports and admin days.', [5, 6, 8]),
  ],
  'real-estate': [
    c('Mieszkania', 'mieszkania', 'Mieszkania i kawalerki na sprzedaż i wynajem.', [0, 1, 3, 5, 8, 10]),
    c('Domy i działki', 'domy-dzialki', 'Domy z ogrodem i działki budowlane.', [2, 9]),
    c(
      'Najem krótki i pokoje',
      'najem-krotki-pokoje',
      'Pokoje, apartamenty na doby i lokale usługowe.',
      [4, 6, 7],
    ),
  ],
  'table-booking': [
    c('Coworking', 'coworking', 'Biurka i karnety w przestrzeniach do pracy.', [0, 1, 6, 8, 10]),
    c('Sale i gabinety', 'sale-gabinety', 'Sale spotkań, szkoleniowe i prywatne gabinety.', [3, 4, 9]),
    c('Restauracje', 'restauracje', 'Stoliki na kolację, brunch i przyjęcia.', [2, 5, 7, 11]),
  ],
  tutoring: [
    c('Przedmioty ścisłe', 'przedmioty-scisle', 'Matematyka, fizyka, chemia i statystyka.', [0, 2, 5, 8]),
    c('Języki', 'jezyki', 'Angielski, niemiecki i język polski.', [1, 4, 7]),
    c('Egzaminy i hobby', 'egzaminy-hobby', 'Przygotowanie do egzaminów, programowanie i muzyka.', [3, 6, 9]),
  ],
};

interface DemoReview {
  authorName: string;
  rating: number;
  title: string;
  body: string;
}

/** Reviews that fit any offer: [offer position, status, text]. */
const REVIEWS: Record<DemoLanguage, readonly [number, 'approved' | 'pending', DemoReview][]> = {
  en: [
    [
      0,
      'approved',
      {
        authorName: 'Hannah K.',
        rating: 5,
        title: 'Exactly as described',
        body: 'Clear answers before I decided, and everything happened as the listing said. I would book again.',
      },
    ],
    [
      0,
      'approved',
      {
        authorName: 'Marco P.',
        rating: 4,
        title: 'Good value',
        body: 'Well organised and friendly. One date had to move, but we were told in good time.',
      },
    ],
    [
      1,
      'approved',
      {
        authorName: 'Sofia L.',
        rating: 5,
        title: '',
        body: 'Professional from the first message to the end. Recommended without hesitation.',
      },
    ],
    [
      2,
      'approved',
      {
        authorName: 'James O.',
        rating: 4,
        title: 'Would recommend',
        body: 'Solid experience overall; the details were handled with care.',
      },
    ],
    [
      1,
      'pending',
      {
        authorName: 'Priya N.',
        rating: 3,
        title: 'Fine, a little slow',
        body: 'It worked out in the end, though replies took a couple of days at times.',
      },
    ],
    [
      3,
      'pending',
      {
        authorName: 'Tom W.',
        rating: 5,
        title: 'Great start',
        body: 'First time using this site and it could not have gone better.',
      },
    ],
  ],
  pl: [
    [
      0,
      'approved',
      {
        authorName: 'Anna K.',
        rating: 5,
        title: 'Wszystko zgodnie z opisem',
        body: 'Szybkie odpowiedzi przed decyzją i wszystko tak, jak w ogłoszeniu. Na pewno skorzystam ponownie.',
      },
    ],
    [
      0,
      'approved',
      {
        authorName: 'Piotr W.',
        rating: 4,
        title: 'Dobry stosunek ceny do jakości',
        body: 'Sprawna organizacja i miła obsługa. Jeden termin trzeba było przesunąć, ale dowiedziałem się wcześnie.',
      },
    ],
    [
      1,
      'approved',
      {
        authorName: 'Magda S.',
        rating: 5,
        title: '',
        body: 'Pełen profesjonalizm od pierwszej wiadomości do końca. Polecam bez wahania.',
      },
    ],
    [
      2,
      'approved',
      {
        authorName: 'Tomasz L.',
        rating: 4,
        title: 'Polecam',
        body: 'Bardzo dobre doświadczenie, widać dbałość o szczegóły.',
      },
    ],
    [
      1,
      'pending',
      {
        authorName: 'Karolina M.',
        rating: 3,
        title: 'W porządku, trochę wolno',
        body: 'Ostatecznie wszystko się udało, choć na odpowiedzi czasem czekałam dwa dni.',
      },
    ],
    [
      3,
      'pending',
      {
        authorName: 'Jan Z.',
        rating: 5,
        title: 'Świetny początek',
        body: 'Pierwszy raz korzystam z tego serwisu i nie mogło pójść lepiej.',
      },
    ],
  ],
};

export const seedShopCatalogDemo: AppDemoSeeder = async ({ db, scope, catalog, offers, now }) => {
  for (const category of DEMO_CATEGORIES[scope] ?? []) {
    const [row] = await db
      .insert(productCategory)
      .values({
        id: newId(),
        siteId: scope,
        name: category.name,
        slug: category.slug,
        description: category.description,
      })
      .onConflictDoUpdate({
        target: [productCategory.siteId, productCategory.slug],
        set: { name: category.name, description: category.description },
      })
      .returning({ id: productCategory.id });
    const listingIds = category.offers.flatMap((position) => offers[position]?.id ?? []);
    if (row && listingIds.length)
      await db
        .insert(listingCategory)
        .values(listingIds.map((listingId) => ({ listingId, categoryId: row.id })));
  }
  const rows = REVIEWS[catalog.language].flatMap(([position, status, text], index) => {
    const offer = offers[position];
    if (!offer) return [];
    const createdAt = new Date(now.getTime() - (index + 1) * 26 * 3_600_000);
    return [
      {
        id: newId(),
        siteId: scope,
        listingId: offer.id,
        authorId: null,
        ...text,
        status,
        createdAt,
        moderatedAt: status === 'approved' ? new Date(createdAt.getTime() + 3_600_000) : null,
      },
    ];
  });
  if (rows.length) await db.insert(review).values(rows);
};
