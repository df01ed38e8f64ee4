import type { DemoCatalog } from '../demo-types';

/** Domovia (also the local site): flats and houses from their owners, in Polish. */
export const realEstateDemo: DemoCatalog = {
  language: 'pl',
  offers: [
    {
      productName: 'Dwupokojowe mieszkanie z balkonem na Mokotowie',
      description:
        'Jasne mieszkanie 48 m² na 3. piętrze zadbanej kamienicy przy Puławskiej. Salon z aneksem kuchennym, osobna sypialnia, łazienka z oknem i balkon od strony zielonego podwórka.\n\nDo metra Racławicka 6 minut pieszo. Mieszkanie umeblowane, dostępne od przyszłego miesiąca. Kaucja w wysokości jednego czynszu.',
      price: '3900',
      pricing: 'per_month',
      duration: 'umowa na 12 miesięcy',
      location: 'Warszawa, Mokotów',
      photos: 3,
    },
    {
      productName: 'Kawalerka przy Rynku Podgórskim',
      description:
        'Przytulna kawalerka 27 m² po remoncie, z antresolą do spania i w pełni wyposażoną kuchnią. Wysokie sufity, drewniana podłoga, cicha okolica mimo bliskości centrum.\n\nIdealna dla studenta lub osoby pracującej zdalnie: szybki światłowód w cenie.',
      price: '2300',
      pricing: 'per_month',
      duration: 'od 6 miesięcy',
      location: 'Kraków, Podgórze',
      photos: 1,
    },
    {
      productName: 'Dom z ogrodem pod Wrocławiem',
      description:
        'Wolnostojący dom 142 m² na działce 900 m², wybudowany w 2016 roku. Cztery pokoje, dwie łazienki, garaż na dwa auta i ogród z dojrzałymi drzewami owocowymi.\n\nOgrzewanie pompą ciepła, fotowoltaika 6 kW. Do centrum Wrocławia 20 minut samochodem, szkoła i sklep w zasięgu spaceru.',
      price: '1190000',
      pricing: 'fixed',
      location: 'Kiełczów, powiat wrocławski',
      photos: 2,
    },
    {
      productName: 'Trzy pokoje z widokiem na Motławę',
      description:
        'Mieszkanie 64 m² w nowym budynku na Wyspie Spichrzów: salon z oknami na rzekę, dwie sypialnie, garderoba. Miejsce w hali garażowej i komórka lokatorska w cenie.\n\nSprzedaż bezpośrednio od właściciela, bez prowizji.',
      price: '1249000',
      pricing: 'fixed',
      location: 'Gdańsk, Śródmieście',
      photos: 1,
    },
    {
      productName: 'Pokój dla studentki blisko Politechniki',
      description:
        'Umeblowany pokój 14 m² w czteropokojowym mieszkaniu współdzielonym z trzema studentkami. Wspólna kuchnia i salon, dwie łazienki. Rachunki i internet wliczone w cenę.',
      price: '1250',
      pricing: 'per_month',
      duration: 'rok akademicki',
      location: 'Łódź, Polesie',
      photos: 1,
    },
    {
      productName: 'Loft w dawnej fabryce na Jeżycach',
      description:
        'Industrialny loft 86 m² z cegłą na ścianach i oknami do samej podłogi. Otwarta przestrzeń dzienna, sypialnia na antresoli, duża łazienka z wanną wolnostojącą.\n\nW budynku siłownia i rowerownia. Cena do negocjacji przy szybkiej decyzji.',
      price: '899000',
      pricing: 'negotiable',
      location: 'Poznań, Jeżyce',
      photos: 1,
    },
    {
      productName: 'Apartament na doby przy plaży',
      description:
        'Dwupokojowy apartament dla czterech osób, 300 m od plaży w Jelitkowie. Balkon, parking podziemny, pościel i ręczniki w cenie. Minimalny pobyt dwie doby.',
      price: '420',
      pricing: 'per_day',
      duration: 'minimum 2 doby',
      location: 'Sopot, Karlikowo',
      photos: 2,
    },
    {
      productName: 'Lokal usługowy na parterze kamienicy',
      description:
        'Lokal 55 m² z witryną od ulicy, zapleczem i toaletą. Obecnie kawiarnia, nadaje się też na pracownię lub biuro. Duży ruch pieszy przez cały dzień.',
      price: '6500',
      pricing: 'per_month',
      duration: 'umowa na 3 lata',
      location: 'Wrocław, Nadodrze',
      photos: 1,
    },
    {
      productName: 'Mieszkanie rodzinne w Lublinie, 4 pokoje',
      description:
        'Ustawne mieszkanie 78 m² na 2. piętrze bloku z windą, po generalnym remoncie w 2023 roku. Cztery pokoje, kuchnia z oknem, dwa balkony. W pobliżu przedszkole, szkoła i park.',
      price: '689000',
      pricing: 'fixed',
      location: 'Lublin, Czechów',
      photos: 1,
    },
    {
      productName: 'Działka budowlana z warunkami zabudowy',
      description:
        'Płaska działka 1200 m² z wydanymi warunkami zabudowy pod dom jednorodzinny. Prąd i woda w drodze, kanalizacja planowana. Cicha okolica na skraju lasu.',
      price: '289000',
      pricing: 'negotiable',
      location: 'Wieliczka, Grabówki',
      photos: 1,
    },
    {
      productName: 'Studio z tarasem dla osoby pracującej zdalnie',
      description:
        'Nowoczesne studio 34 m² z tarasem 20 m² na ostatnim piętrze. Biurko przy oknie, szybki internet, klimatyzacja. Blisko tramwaju i kawiarni.',
      price: '2950',
      pricing: 'per_month',
      duration: 'od 3 miesięcy',
      location: 'Katowice, Koszutka',
      photos: 2,
    },
  ],
  inquiries: [
    'Dzień dobry, czy mieszkanie „{offer}” jest jeszcze dostępne? Chętnie obejrzę je w tym tygodniu.',
    'Czy przy ofercie „{offer}” można mieć zwierzę? Mam małego, spokojnego psa.',
    'Dzień dobry, jakie są opłaty administracyjne przy ofercie „{offer}”?',
    'Czy możliwy jest wirtualny spacer po „{offer}” przez rozmowę wideo? Mieszkam obecnie za granicą.',
  ],
};
