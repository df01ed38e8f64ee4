import type { DemoCatalog } from '../demo-types';

/** Psiacer: dog walkers and pet sitters, in Polish. */
export const dogWalkingDemo: DemoCatalog = {
  language: 'pl',
  offers: [
    {
      productName: 'Spacery z psem na Żoliborzu',
      description:
        'Codzienne spacery dla psów każdej wielkości po Parku Kępa Potocka. Chodzę z maksymalnie dwoma psami naraz, po każdym spacerze wysyłam zdjęcia i krótką notatkę.\n\nMam doświadczenie z psami reaktywnymi i szczeniakami.',
      price: '45',
      pricing: 'fixed',
      duration: '60 minut',
      location: 'Warszawa, Żoliborz',
      photos: 3,
    },
    {
      productName: 'Opieka nad psem w domu właściciela',
      description:
        'Zostanę z Twoim psem u Ciebie w domu, gdy wyjeżdżasz: karmienie, spacery trzy razy dziennie, podawanie leków i dużo towarzystwa. Rośliny podleję gratis.',
      price: '150',
      pricing: 'per_day',
      duration: 'doba',
      location: 'Kraków, Dębniki',
      photos: 1,
    },
    {
      productName: 'Hotel dla psów z ogrodem',
      description:
        'Rodzinny hotel dla maksymalnie czterech psów w domu z ogrodzonym ogrodem 600 m². Psy śpią w domu, nie w kojcach. Odbiór i odwiezienie w obrębie Poznania w cenie.',
      price: '110',
      pricing: 'per_day',
      duration: 'minimum 2 doby',
      location: 'Poznań, Strzeszyn',
      photos: 2,
    },
    {
      productName: 'Trening posłuszeństwa dla szczeniąt',
      description:
        'Kurs dla szczeniąt od 10. tygodnia życia: chodzenie na luźnej smyczy, przywołanie, socjalizacja z innymi psami. Metody oparte na nagradzaniu.',
      price: '520',
      pricing: 'fixed',
      duration: '6 spotkań',
      location: 'Wrocław, Psie Pole',
      photos: 1,
    },
    {
      productName: 'Wieczorny spacer dla psów seniorów',
      description:
        'Spokojne, krótsze spacery dostosowane do tempa starszych psów. Pilnuję, żeby pies się nie przemęczył, i zgłaszam wszystko, co mnie zaniepokoi.',
      price: '35',
      pricing: 'fixed',
      duration: '30 minut',
      location: 'Gdynia, Orłowo',
      photos: 1,
    },
    {
      productName: 'Pakiet 20 spacerów w miesiącu',
      description:
        'Stały opiekun od poniedziałku do piątku w południe. Klucze przechowuję w sejfie, po każdym spacerze wiadomość ze zdjęciem. Ubezpieczenie OC w cenie.',
      price: '760',
      pricing: 'per_month',
      duration: '20 spacerów po 45 minut',
      location: 'Łódź, Bałuty',
      photos: 1,
    },
    {
      productName: 'Wizyty u kota podczas urlopu',
      description:
        'Nie tylko psy: dwa razy dziennie odwiedzam koty, karmię, sprzątam kuwetę i bawię się z nimi. Relacja wideo na życzenie.',
      price: '60',
      pricing: 'fixed',
      duration: 'wizyta 40 minut',
      location: 'Katowice, Ligota',
      photos: 2,
    },
    {
      productName: 'Górskie wycieczki z psem',
      description:
        'Całodniowe wyjścia w Beskidy dla aktywnych psów, małe grupy do trzech psów. Transport z Bielska-Białej, woda i przekąski dla psa w cenie.',
      price: '220',
      pricing: 'negotiable',
      duration: 'cały dzień',
      location: 'Bielsko-Biała',
      photos: 1,
    },
    {
      productName: 'Pielęgnacja i kąpiel w domu',
      description:
        'Kąpiel, suszenie, rozczesywanie i obcinanie pazurów u Ciebie w domu, bez stresu związanego z salonem. Kosmetyki hipoalergiczne.',
      price: '130',
      pricing: 'fixed',
      duration: 'około 90 minut',
      location: 'Gdańsk, Oliwa',
      photos: 1,
    },
  ],
  inquiries: [
    'Dzień dobry, czy „{offer}” jest dostępne od przyszłego poniedziałku? Mam owczarka australijskiego.',
    'Czy przy „{offer}” możliwe jest poznanie się przed pierwszym spacerem?',
    'Dzień dobry, mój pies nie przepada za innymi psami. Czy „{offer}” się sprawdzi?',
    'Ile wcześniej trzeba zarezerwować „{offer}” na długi weekend?',
  ],
};
