import type { DemoCatalog } from '../demo-types';

/** Miejscówka: coworking desks and restaurant tables, in Polish. */
export const tableBookingDemo: DemoCatalog = {
  language: 'pl',
  offers: [
    {
      productName: 'Biurko w coworkingu przy Rondzie ONZ',
      description:
        'Stałe biurko w cichej strefie na 14. piętrze, z monitorem 27", szafką i dostępem 24/7. Kawa, herbata i sale spotkań (4 godziny w miesiącu) w cenie.',
      price: '990',
      pricing: 'per_month',
      duration: 'miesiąc',
      location: 'Warszawa, Wola',
      photos: 3,
    },
    {
      productName: 'Hot desk na jeden dzień',
      description:
        'Wybierz dowolne wolne miejsce w otwartej przestrzeni od 8:00 do 20:00. Szybkie Wi-Fi, drukarka, kuchnia i taras z widokiem na Wawel.',
      price: '69',
      pricing: 'per_day',
      duration: '8:00–20:00',
      location: 'Kraków, Stare Miasto',
      photos: 1,
    },
    {
      productName: 'Stolik dla dwojga w bistro nad Odrą',
      description:
        'Rezerwacja stolika przy oknie z widokiem na Ostrów Tumski. Kuchnia sezonowa, wina z małych winnic. Opłata rezerwacyjna odliczana od rachunku.',
      price: '50',
      pricing: 'fixed',
      duration: '2 godziny',
      location: 'Wrocław, Ołbin',
      photos: 2,
    },
    {
      productName: 'Sala spotkań dla 8 osób',
      description:
        'Jasna sala z ekranem 65", kamerą do wideokonferencji i tablicą. Woda i kawa w cenie, catering na zamówienie.',
      price: '120',
      pricing: 'per_hour',
      duration: 'minimum 2 godziny',
      location: 'Poznań, Stare Miasto',
      photos: 1,
    },
    {
      productName: 'Prywatny gabinet dla zespołu do 4 osób',
      description:
        'Zamykany gabinet z czterema biurkami i oknem na park. Adres do rejestracji firmy i obsługa korespondencji w cenie.',
      price: '3400',
      pricing: 'per_month',
      duration: 'umowa od 3 miesięcy',
      location: 'Gdańsk, Oliwa',
      photos: 1,
    },
    {
      productName: 'Kolacja degustacyjna przy stole szefa kuchni',
      description:
        'Sześć dań serwowanych przez szefa kuchni przy stole z widokiem na kuchnię, dla grup od 4 do 8 osób. Menu dopasowujemy do diet gości.',
      price: '290',
      pricing: 'fixed',
      duration: 'ok. 3 godziny',
      location: 'Łódź, Księży Młyn',
      photos: 1,
    },
    {
      productName: 'Karnet 10 dni w coworkingu',
      description:
        'Dziesięć dowolnych dni w ciągu trzech miesięcy, bez rezerwacji z wyprzedzeniem. Dla osób, które pracują z biura kilka razy w miesiącu.',
      price: '540',
      pricing: 'fixed',
      duration: '10 dni w 3 miesiące',
      location: 'Katowice, Śródmieście',
      photos: 2,
    },
    {
      productName: 'Stolik na brunch w weekend',
      description:
        'Rezerwacja stolika na weekendowy brunch w kawiarni przy Łazienkach. Kącik dla dzieci, opcje wegańskie i najlepsze szakszuki w okolicy. Zadatek odliczamy od rachunku.',
      price: '40',
      pricing: 'fixed',
      duration: 'sobota i niedziela 9:00–14:00',
      location: 'Warszawa, Śródmieście',
      photos: 1,
    },
    {
      productName: 'Biurko w studiu kreatywnym',
      description:
        'Miejsce w studiu dzielonym z grafikami i fotografami. Do dyspozycji ploter, studio bezcieniowe i biblioteka albumów.',
      price: '650',
      pricing: 'per_month',
      duration: 'miesiąc',
      location: 'Lublin, Śródmieście',
      photos: 1,
    },
    {
      productName: 'Sala szkoleniowa na 30 osób',
      description:
        'Sala z projektorem, nagłośnieniem i ustawieniem teatralnym lub warsztatowym. Przerwa kawowa w cenie przy rezerwacji całodniowej.',
      price: '1400',
      pricing: 'per_day',
      duration: '9:00–17:00',
      location: 'Rzeszów, Śródmieście',
      photos: 1,
    },
    {
      productName: 'Miejsce w cichej strefie czytelni',
      description:
        'Biurko w strefie ciszy, bez rozmów telefonicznych i spotkań. Lampka, wygodne krzesło i dostęp do kuchni.',
      price: '45',
      pricing: 'per_day',
      duration: '8:00–18:00',
      location: 'Toruń, Starówka',
      photos: 2,
    },
    {
      productName: 'Stół na urodziny dla 12 osób',
      description:
        'Długi stół w osobnej części restauracji, dekoracje i tort na zamówienie. Menu zestawowe lub karta — do ustalenia.',
      price: '200',
      pricing: 'negotiable',
      duration: '4 godziny',
      location: 'Szczecin, Pogodno',
      photos: 1,
    },
  ],
  inquiries: [
    'Dzień dobry, czy „{offer}” jest wolne od 1. dnia przyszłego miesiąca?',
    'Czy w ofercie „{offer}” jest parking dla rowerów?',
    'Dzień dobry, chciałbym zarezerwować „{offer}” na piątek. Czy to możliwe?',
    'Czy przy „{offer}” można wystawić fakturę na firmę?',
  ],
};
