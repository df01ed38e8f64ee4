import type { CourseLevel } from '@/lib/academy/course-rules';
import type { SiteId } from '@/sites';
import type { DemoLanguage } from '../demo-types';

export interface DemoLesson {
  title: string;
  body: string;
  minutes: number;
}

export interface DemoCourse {
  title: string;
  description: string;
  level: CourseLevel;
  lessons: readonly DemoLesson[];
}

/**
 * The lessons of a course that is one of the site's offers (docs/apps.md "Academy"): an opening,
 * some of the middle lessons and a closing one; `{offer}` is the offer's name.
 */
export interface OfferLessonPlan {
  opening: DemoLesson;
  middle: readonly DemoLesson[];
  closing: DemoLesson;
}

export const OFFER_LESSONS: Record<DemoLanguage, OfferLessonPlan> = {
  en: {
    opening: {
      title: 'Welcome: what this course covers',
      body: 'Welcome to “{offer}”. In this first lesson we agree on what you want to get out of the course and look at how the lessons build on each other.\n\nTake five minutes to write down one concrete task you would like to handle better by the end. We will come back to it in the last lesson.',
      minutes: 8,
    },
    middle: [
      {
        title: 'The core ideas, step by step',
        body: 'Here we go through the ideas everything else rests on, with short examples you can try straight away.\n\nDo not aim for perfect answers: the point is to see the pattern. Keep your notes from this lesson at hand, the exercises later refer to them.',
        minutes: 20,
      },
      {
        title: 'Guided practice on a real example',
        body: 'We work through a complete example together, from a blank page to a result you could use tomorrow.\n\nPause after each step and try it on your own material before you look at the suggested version.',
        minutes: 25,
      },
      {
        title: 'Common mistakes and how to avoid them',
        body: 'Most people stumble over the same few things. This lesson shows them side by side with a better version and explains why the difference matters.\n\nA short checklist at the end helps you review your own work.',
        minutes: 15,
      },
      {
        title: 'Exercise: your own project',
        body: 'Now it is your turn: apply what you learnt to the task you wrote down in the first lesson.\n\nShare the result with your instructor through the messages if you would like feedback before the last lesson.',
        minutes: 30,
      },
    ],
    closing: {
      title: 'Review and next steps',
      body: 'We look back at the task you set yourself at the start and at how far you have come.\n\nYou also get a short plan for the next weeks, so that what you practised in “{offer}” becomes a habit.',
      minutes: 10,
    },
  },
  pl: {
    opening: {
      title: 'Na początek: czego się nauczysz',
      body: 'Witaj w kursie „{offer}”. Na tej lekcji ustalamy, co chcesz osiągnąć, i pokazuję, jak kolejne lekcje łączą się ze sobą.\n\nZapisz jedno konkretne zadanie, z którym chcesz sobie lepiej radzić po kursie. Wrócimy do niego na ostatniej lekcji.',
      minutes: 8,
    },
    middle: [
      {
        title: 'Najważniejsze zagadnienia krok po kroku',
        body: 'Omawiamy podstawy, na których opiera się cała reszta, na krótkich przykładach do samodzielnego sprawdzenia.\n\nNie chodzi o idealne odpowiedzi, tylko o zauważenie schematu. Zachowaj notatki z tej lekcji — przydadzą się w ćwiczeniach.',
        minutes: 20,
      },
      {
        title: 'Ćwiczenia z omówieniem',
        body: 'Rozwiązujemy razem pełny przykład, od pustej kartki do gotowego wyniku.\n\nPo każdym kroku zatrzymaj nagranie i spróbuj samodzielnie, zanim zobaczysz proponowane rozwiązanie.',
        minutes: 25,
      },
      {
        title: 'Typowe błędy i jak ich unikać',
        body: 'Większość osób potyka się o te same kilka rzeczy. Zestawiam je z lepszą wersją i tłumaczę, dlaczego ta różnica ma znaczenie.\n\nNa końcu znajdziesz krótką listę kontrolną do sprawdzania własnej pracy.',
        minutes: 15,
      },
      {
        title: 'Zadanie: Twój własny projekt',
        body: 'Teraz Twoja kolej: zastosuj to, czego się nauczyłeś, do zadania zapisanego na pierwszej lekcji.\n\nJeśli chcesz uwag przed ostatnią lekcją, wyślij wynik prowadzącemu przez wiadomości.',
        minutes: 30,
      },
    ],
    closing: {
      title: 'Podsumowanie i dalsze kroki',
      body: 'Wracamy do zadania z początku kursu i sprawdzamy, ile udało się osiągnąć.\n\nDostajesz też krótki plan na kolejne tygodnie, żeby to, co ćwiczyłeś w kursie „{offer}”, weszło w nawyk.',
      minutes: 10,
    },
  },
};

const en = (title: string, body: string, minutes: number): DemoLesson => ({ title, body, minutes });
const pl = en;

/** Courses of their own on the sites with an Academy entry but no teaching offers (docs/product.md §2.4). */
export const STANDALONE_COURSES: Partial<Record<SiteId, Record<DemoLanguage, readonly DemoCourse[]>>> = {
  local: {
    en: [
      {
        title: 'Buying your first flat',
        description:
          'From the first viewing to the notary: what to check, what to ask and what it really costs.',
        level: 'beginner',
        lessons: [
          en(
            'Setting your budget',
            'Add up your savings, the mortgage you can get and the costs on top of the price: notary fees, taxes and the agent’s commission.\n\nA rule of thumb: keep 10% of the price aside for those costs.',
            12,
          ),
          en(
            'What to look at during a viewing',
            'Check the light at different times of day, the state of the windows and installations, and the noise from the street.\n\nAsk for the building’s repair fund and the last meeting’s minutes.',
            15,
          ),
          en(
            'Reading the land register',
            'The land register tells you who owns the flat and whether a mortgage or other rights burden it. Learn the four sections and what should worry you in each.',
            18,
          ),
          en(
            'From the offer to the notary',
            'The preliminary agreement, the deposit, the bank’s valuation and the final deed: the order of the steps and how long each one takes.',
            14,
          ),
        ],
      },
      {
        title: 'Preparing a home for viewings',
        description: 'Small changes that help a flat sell or rent faster, and photos that do it justice.',
        level: 'intermediate',
        lessons: [
          en(
            'Declutter and depersonalise',
            'Buyers need to imagine their own life in the flat. Clear surfaces, store personal photos and let each room show one purpose.',
            10,
          ),
          en(
            'Light, smell and small repairs',
            'Replace dead bulbs, fix dripping taps and air the rooms before every viewing. These details shape the first impression more than the furniture.',
            12,
          ),
          en(
            'Photos that sell',
            'Shoot in daylight from the corners of the room, at chest height, with every light on. Start the gallery with the brightest room.',
            15,
          ),
        ],
      },
    ],
    pl: [
      {
        title: 'Pierwsze mieszkanie — zakup krok po kroku',
        description:
          'Od pierwszego oglądania do aktu notarialnego: co sprawdzić, o co zapytać i ile to naprawdę kosztuje.',
        level: 'beginner',
        lessons: [
          pl(
            'Ustalamy budżet',
            'Zsumuj oszczędności, dostępny kredyt i koszty poza ceną: taksę notarialną, podatki i prowizję pośrednika.\n\nZasada praktyczna: odłóż na te koszty około 10% ceny mieszkania.',
            12,
          ),
          pl(
            'Na co patrzeć podczas oglądania',
            'Sprawdź nasłonecznienie o różnych porach dnia, stan okien i instalacji oraz hałas od ulicy.\n\nZapytaj o fundusz remontowy i protokół z ostatniego zebrania wspólnoty.',
            15,
          ),
          pl(
            'Jak czytać księgę wieczystą',
            'Księga wieczysta mówi, kto jest właścicielem i czy mieszkanie obciąża hipoteka lub inne prawa. Poznaj cztery działy i to, co w każdym powinno zaniepokoić.',
            18,
          ),
          pl(
            'Od oferty do notariusza',
            'Umowa przedwstępna, zadatek, wycena banku i akt końcowy: kolejność kroków i ile trwa każdy z nich.',
            14,
          ),
        ],
      },
      {
        title: 'Przygotowanie mieszkania do prezentacji',
        description:
          'Drobne zmiany, dzięki którym mieszkanie szybciej się sprzedaje lub wynajmuje, i zdjęcia, które je dobrze pokazują.',
        level: 'intermediate',
        lessons: [
          pl(
            'Porządek i neutralne wnętrze',
            'Kupujący muszą wyobrazić sobie w mieszkaniu własne życie. Opróżnij blaty, schowaj rodzinne zdjęcia i nadaj każdemu pokojowi jedną funkcję.',
            10,
          ),
          pl(
            'Światło, zapach i drobne naprawy',
            'Wymień przepalone żarówki, napraw cieknące krany i wywietrz pokoje przed każdą wizytą. Te szczegóły bardziej niż meble decydują o pierwszym wrażeniu.',
            12,
          ),
          pl(
            'Zdjęcia, które sprzedają',
            'Fotografuj w dziennym świetle z narożników pokoju, na wysokości klatki piersiowej, przy zapalonych lampach. Galerię zacznij od najjaśniejszego pokoju.',
            15,
          ),
        ],
      },
    ],
  },
  'ai-services': {
    en: [
      {
        title: 'AI for small business: the first month',
        description:
          'Where AI saves a small team real hours, and where it does not: a practical start without jargon.',
        level: 'beginner',
        lessons: [
          en(
            'Finding the right first task',
            'List the tasks your team repeats every week and mark those that are mostly text: replies, summaries, descriptions. Those are the best candidates.',
            12,
          ),
          en(
            'Writing instructions that work',
            'Say who the assistant is, what it gets, what it should produce and in what format. Give one good example; it is worth more than a paragraph of rules.',
            18,
          ),
          en(
            'Checking the results',
            'Decide in advance how you will check an answer: a second person, a source, a sample. Never send generated text to a customer unread.',
            14,
          ),
          en(
            'Data protection basics',
            'Know what you may paste into a tool and what not: personal data and contracts stay out unless your provider’s terms allow it.',
            16,
          ),
        ],
      },
      {
        title: 'Automating customer e-mail',
        description:
          'Sort, draft and follow up customer e-mail with an assistant, while a person stays in charge.',
        level: 'intermediate',
        lessons: [
          en(
            'Sorting the inbox',
            'Define four or five categories your messages fall into and let the assistant suggest one for each new message. Review the suggestions for a week before you trust them.',
            15,
          ),
          en(
            'Drafting replies',
            'Build a small library of approved answers and let the assistant adapt them to each message. The person sending always reads and edits.',
            20,
          ),
          en(
            'Measuring the effect',
            'Track the time to a first reply and the share of messages that needed no edits. Two numbers are enough to know whether it helps.',
            10,
          ),
        ],
      },
    ],
    pl: [
      {
        title: 'AI w małej firmie — pierwszy miesiąc',
        description:
          'Gdzie sztuczna inteligencja naprawdę oszczędza czas małego zespołu, a gdzie nie: praktyczny start bez żargonu.',
        level: 'beginner',
        lessons: [
          pl(
            'Wybór pierwszego zadania',
            'Wypisz zadania, które zespół powtarza co tydzień, i zaznacz te, które są głównie tekstem: odpowiedzi, streszczenia, opisy. To najlepsi kandydaci.',
            12,
          ),
          pl(
            'Polecenia, które działają',
            'Powiedz, kim jest asystent, co dostaje, co ma przygotować i w jakiej formie. Jeden dobry przykład jest wart więcej niż akapit zasad.',
            18,
          ),
          pl(
            'Sprawdzanie wyników',
            'Ustal z góry, jak sprawdzisz odpowiedź: druga osoba, źródło, próbka. Nigdy nie wysyłaj klientowi wygenerowanego tekstu bez przeczytania.',
            14,
          ),
          pl(
            'Podstawy ochrony danych',
            'Wiedz, co wolno wkleić do narzędzia, a czego nie: dane osobowe i umowy zostają poza nim, chyba że warunki dostawcy na to pozwalają.',
            16,
          ),
        ],
      },
      {
        title: 'Automatyzacja poczty od klientów',
        description:
          'Sortowanie, szkice odpowiedzi i przypomnienia z pomocą asystenta, a decyzja zawsze po stronie człowieka.',
        level: 'intermediate',
        lessons: [
          pl(
            'Porządkowanie skrzynki',
            'Określ cztery lub pięć kategorii wiadomości i pozwól asystentowi proponować kategorię dla każdej nowej. Przez tydzień sprawdzaj propozycje, zanim im zaufasz.',
            15,
          ),
          pl(
            'Szkice odpowiedzi',
            'Zbuduj małą bibliotekę zatwierdzonych odpowiedzi i pozwól asystentowi dopasowywać je do wiadomości. Osoba wysyłająca zawsze czyta i poprawia.',
            20,
          ),
          pl(
            'Mierzenie efektów',
            'Śledź czas do pierwszej odpowiedzi i odsetek wiadomości bez poprawek. Dwie liczby wystarczą, by wiedzieć, czy to pomaga.',
            10,
          ),
        ],
      },
    ],
  },
};
