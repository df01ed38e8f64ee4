import type { DemoCatalog } from '../demo-types';

/** Korkownia: private lessons and exam preparation, in Polish. */
export const tutoringDemo: DemoCatalog = {
  language: 'pl',
  offers: [
    {
      productName: 'Matematyka do matury rozszerzonej',
      description:
        'Przygotowanie do matury z matematyki na poziomie rozszerzonym: analiza arkuszy z ostatnich lat, zadania optymalizacyjne, rachunek prawdopodobieństwa i dowody.\n\nPracuję z uczniami od 9 lat, średni wynik moich maturzystów to 82%. Po każdej lekcji dostajesz zestaw zadań i notatki.',
      price: '120',
      pricing: 'per_hour',
      duration: '60 minut',
      location: 'Kraków, Krowodrza lub online',
      photos: 3,
    },
    {
      productName: 'Angielski konwersacyjny dla dorosłych',
      description:
        'Zajęcia dla osób, które rozumieją, ale boją się mówić. Rozmawiamy o pracy, podróżach i codziennych sprawach, a ja poprawiam błędy i podsuwam naturalne zwroty.\n\nPoziom od B1. Lekcje przez wideo, materiały w cenie.',
      price: '95',
      pricing: 'per_hour',
      duration: '45 minut',
      location: 'online',
      photos: 1,
    },
    {
      productName: 'Fizyka dla licealistów — od podstaw',
      description:
        'Tłumaczę fizykę na przykładach z życia: kinematyka, dynamika, elektryczność i optyka. Pomagam nadrobić zaległości i przygotować się do sprawdzianów.',
      price: '100',
      pricing: 'per_hour',
      duration: '60 minut',
      location: 'Warszawa, Ursynów',
      photos: 2,
    },
    {
      productName: 'Kurs przygotowawczy do egzaminu ósmoklasisty',
      description:
        'Dziesięć spotkań w małej grupie (maks. 5 osób): matematyka i język polski. Próbny egzamin na początku i na końcu kursu, z omówieniem wyników dla rodziców.',
      price: '890',
      pricing: 'fixed',
      duration: '10 spotkań po 90 minut',
      location: 'Wrocław, Krzyki',
      photos: 1,
    },
    {
      productName: 'Niemiecki w pracy — korepetycje biznesowe',
      description:
        'Język niemiecki dla osób pracujących z klientami z Niemiec i Austrii: e-maile, rozmowy telefoniczne, prezentacje i negocjacje. Program dopasowany do branży.',
      price: '130',
      pricing: 'per_hour',
      duration: '60 minut',
      location: 'online',
      photos: 1,
    },
    {
      productName: 'Chemia do matury — zadania obliczeniowe',
      description:
        'Stechiometria, stężenia, równowagi i elektrochemia krok po kroku. Uczę schematów rozwiązywania, dzięki którym zadania obliczeniowe przestają straszyć.',
      price: '110',
      pricing: 'per_hour',
      duration: '60 minut',
      location: 'Poznań, Grunwald',
      photos: 1,
    },
    {
      productName: 'Programowanie w Pythonie dla nastolatków',
      description:
        'Pierwsze kroki w programowaniu: zmienne, pętle, funkcje, a potem własna gra w Pygame. Zajęcia dla uczniów od 12 lat, bez wcześniejszego doświadczenia.',
      price: '480',
      pricing: 'per_month',
      duration: '4 lekcje w miesiącu',
      location: 'Gdańsk, Wrzeszcz lub online',
      photos: 2,
    },
    {
      productName: 'Język polski — wypracowania i lektury',
      description:
        'Pomoc w pisaniu rozprawek, interpretacji wierszy i analizie lektur. Pracujemy na tekstach ucznia, uczę planowania wypowiedzi i poprawnej argumentacji.',
      price: '90',
      pricing: 'per_hour',
      duration: '60 minut',
      location: 'Łódź, Śródmieście',
      photos: 1,
    },
    {
      productName: 'Statystyka dla studentów — zaliczenie bez stresu',
      description:
        'Testy statystyczne, regresja i analiza wariancji z przykładami w Excelu i R. Pomagam zrozumieć, co liczymy i dlaczego, a nie tylko podstawić do wzoru.',
      price: '140',
      pricing: 'per_hour',
      duration: '90 minut',
      location: 'online',
      photos: 1,
    },
    {
      productName: 'Gitara dla początkujących',
      description:
        'Nauka gry na gitarze akustycznej od pierwszych akordów do ulubionych piosenek. Pierwsza lekcja próbna za pół ceny, gitara do ćwiczeń na miejscu.',
      price: '80',
      pricing: 'negotiable',
      duration: '45 minut',
      location: 'Lublin, Wieniawa',
      photos: 1,
    },
  ],
  inquiries: [
    'Dzień dobry, czy w ofercie „{offer}” są jeszcze wolne terminy we wtorki po 16:00?',
    'Czy przy „{offer}” jest możliwa lekcja próbna? Chciałabym sprawdzić, czy to dla mnie.',
    'Dzień dobry, mój syn jest w drugiej klasie liceum. Czy „{offer}” będzie dla niego odpowiednie?',
    'Czy zajęcia „{offer}” mogą odbywać się w weekendy?',
  ],
};
