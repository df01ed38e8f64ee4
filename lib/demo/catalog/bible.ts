import type { DemoCatalog } from '../demo-types';

/** Lectio: Bible-reading groups and courses, in Polish. */
export const bibleDemo: DemoCatalog = {
  language: 'pl',
  offers: [
    {
      productName: 'Wspólne czytanie Ewangelii Marka',
      description:
        'Cotygodniowe spotkania przy herbacie w salce parafialnej: czytamy fragment, dzielimy się tym, co nas poruszyło, i modlimy się krótko na zakończenie. Nie trzeba niczego wiedzieć wcześniej. Składka pokrywa herbatę i materiały.',
      price: '10',
      pricing: 'fixed',
      duration: 'czwartki 19:00–20:30',
      location: 'Kraków, Kazimierz',
      photos: 3,
    },
    {
      productName: 'Kurs biblijny online: Stary Testament w pigułce',
      description:
        'Osiem wykładów wideo o historii, gatunkach i najważniejszych postaciach Starego Testamentu, z materiałami do samodzielnej lektury i spotkaniem na żywo co dwa tygodnie.',
      price: '120',
      pricing: 'per_month',
      duration: '2 miesiące',
      location: 'online',
      photos: 1,
    },
    {
      productName: 'Krąg biblijny dla młodych małżeństw',
      description:
        'Spotkania dla par w domach uczestników, raz w miesiącu. Rozważamy teksty o relacjach, przebaczeniu i codzienności rodziny. Opieka nad dziećmi na miejscu, składka dobrowolna.',
      price: '20',
      pricing: 'negotiable',
      duration: 'pierwsza sobota miesiąca',
      location: 'Warszawa, Bielany',
      photos: 2,
    },
    {
      productName: 'Rekolekcje weekendowe z Psalmami',
      description:
        'Dwa dni ciszy, lectio divina i spacerów w Beskidzie Niskim. Nocleg w pokojach dwuosobowych i pełne wyżywienie w cenie.',
      price: '390',
      pricing: 'fixed',
      duration: 'piątek–niedziela',
      location: 'Krynica-Zdrój',
      photos: 1,
    },
    {
      productName: 'Grupa czytelnicza: Listy świętego Pawła',
      description:
        'Czytamy po kolei listy Pawła z komentarzem i mapą jego podróży. Spotkania w bibliotece osiedlowej, dla wszystkich zainteresowanych. Składka na kopie tekstów.',
      price: '5',
      pricing: 'fixed',
      duration: 'wtorki 18:30',
      location: 'Wrocław, Biskupin',
      photos: 1,
    },
    {
      productName: 'Greka biblijna dla początkujących',
      description:
        'Alfabet, podstawy gramatyki i czytanie prostych fragmentów Nowego Testamentu w oryginale. Zajęcia w małej grupie, podręcznik w cenie.',
      price: '260',
      pricing: 'per_month',
      duration: '4 spotkania w miesiącu',
      location: 'Lublin, Śródmieście lub online',
      photos: 1,
    },
    {
      productName: 'Spotkania biblijne dla seniorów',
      description:
        'Duży druk, spokojne tempo i dużo czasu na rozmowę. Czytamy Księgę Rut i Księgę Tobiasza. Kawa i ciasto po spotkaniu.',
      price: '8',
      pricing: 'fixed',
      duration: 'środy 10:00',
      location: 'Poznań, Łazarz',
      photos: 2,
    },
    {
      productName: 'Warsztaty: jak prowadzić grupę biblijną',
      description:
        'Praktyczny dzień dla animatorów: przygotowanie spotkania, zadawanie pytań, trudne sytuacje w grupie. Materiały i obiad w cenie.',
      price: '150',
      pricing: 'fixed',
      duration: 'sobota 9:00–16:00',
      location: 'Gdańsk, Oliwa',
      photos: 1,
    },
    {
      productName: 'Wieczory z Księgą Rodzaju dla studentów',
      description:
        'Spotkania w duszpasterstwie akademickim: pytania o stworzenie, naukę i wiarę, bez gotowych odpowiedzi. Po spotkaniu pizza, na którą się składamy.',
      price: '15',
      pricing: 'fixed',
      duration: 'poniedziałki 20:00',
      location: 'Łódź, Politechnika',
      photos: 1,
    },
  ],
  inquiries: [
    'Szczęść Boże, czy do grupy „{offer}” można dołączyć w trakcie roku?',
    'Czy na spotkania „{offer}” trzeba przynieść własną Biblię?',
    'Dzień dobry, czy „{offer}” jest odpowiednie dla osoby, która dopiero zaczyna czytać Pismo Święte?',
    'Czy przy „{offer}” jest możliwość udziału przez internet?',
  ],
};
