import { CRM_DASHBOARD, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

export const tableBooking: SiteConfig = {
  id: 'table-booking',
  appName: 'Miejscówka',
  appDomain: 'miejscowka.pl',
  aliases: ['miejscowka.com'],
  appTitle: 'Miejscówka',
  defaultLandingAdminPage: CRM_DASHBOARD,
  defaultLang: 'pl',
  brandColor: '0.58 0.17 32',
  icon: 'armchair',
  currency: 'PLN',
  redirects: { '/rezerwacje': '/search', '/bookings': '/search' },
  nav: siteNav([homeTo(CRM_DASHBOARD)]),
  copy: {
    en: {
      tagline: 'Coworking desks and restaurant tables, booked in seconds',
      heroTitle: 'Your seat is waiting',
      heroSubtitle:
        'Reserve a desk for the day or a table for tonight, check live availability and get instant confirmation, with no calls and no waiting.',
      heroCta: 'Start your free trial',
      searchPlaceholder: 'Coworking space, restaurant or city…',
      features: [
        { icon: 'calendar', title: 'Live availability', text: 'See free desks and tables in real time and book the exact time slot you need.' },
        { icon: 'map-pin', title: 'Close to you', text: 'Find coworking spaces and restaurants nearby, with photos, prices and opening hours.' },
        { icon: 'clock', title: 'Instant confirmation', text: 'Your booking is confirmed right away, with a reminder before you arrive.' },
      ],
      addNew: 'Add a venue',
      myItems: 'My venues',
    },
    pl: {
      tagline: 'Biurka w coworkingach i stoliki w restauracjach w kilka sekund',
      heroTitle: 'Twoje miejsce już czeka',
      heroSubtitle:
        'Zarezerwuj biurko na cały dzień lub stolik na dzisiejszy wieczór, sprawdź dostępność na bieżąco i od razu otrzymaj potwierdzenie – bez dzwonienia i czekania.',
      heroCta: 'Rozpocznij darmowy okres próbny',
      searchPlaceholder: 'Coworking, restauracja lub miasto…',
      features: [
        { icon: 'calendar', title: 'Dostępność na żywo', text: 'Sprawdzaj wolne biurka i stoliki w czasie rzeczywistym i rezerwuj dokładnie tę godzinę, której potrzebujesz.' },
        { icon: 'map-pin', title: 'Blisko Ciebie', text: 'Znajdź coworkingi i restauracje w okolicy wraz ze zdjęciami, cenami i godzinami otwarcia.' },
        { icon: 'clock', title: 'Natychmiastowe potwierdzenie', text: 'Rezerwacja jest potwierdzana od razu, a przed wizytą przypomnimy Ci o niej.' },
      ],
      addNew: 'Dodaj lokal',
      myItems: 'Moje lokale',
    },
    ar: {
      tagline: 'مكاتب في مساحات العمل المشتركة وطاولات في المطاعم تحجزها في ثوانٍ',
      heroTitle: 'مقعدك بانتظارك',
      heroSubtitle:
        'احجز مكتبًا ليوم كامل أو طاولة لهذا المساء، وتابع الأماكن المتاحة مباشرةً واحصل على تأكيد فوري دون اتصال أو انتظار.',
      heroCta: 'ابدأ تجربتك المجانية',
      searchPlaceholder: 'مساحة عمل مشتركة أو مطعم أو مدينة…',
      features: [
        { icon: 'calendar', title: 'التوفر لحظة بلحظة', text: 'شاهد المكاتب والطاولات الشاغرة في الوقت الفعلي واحجز الموعد الذي يناسبك تمامًا.' },
        { icon: 'map-pin', title: 'بالقرب منك', text: 'اعثر على مساحات العمل والمطاعم القريبة مع الصور والأسعار وساعات العمل.' },
        { icon: 'clock', title: 'تأكيد فوري', text: 'يُؤكَّد حجزك على الفور، مع تذكير قبل موعد وصولك.' },
      ],
      addNew: 'أضف مكانًا',
      myItems: 'أماكني',
    },
    br: {
      tagline: 'Estações em coworkings e mesas em restaurantes, reservadas em segundos',
      heroTitle: 'Seu lugar está esperando',
      heroSubtitle:
        'Reserve uma estação de trabalho para o dia ou uma mesa para hoje à noite, veja a disponibilidade em tempo real e receba a confirmação na hora, sem ligar e sem esperar.',
      heroCta: 'Comece seu teste grátis',
      searchPlaceholder: 'Coworking, restaurante ou cidade…',
      features: [
        { icon: 'calendar', title: 'Disponibilidade em tempo real', text: 'Veja as estações e mesas livres na hora e reserve exatamente o horário de que precisa.' },
        { icon: 'map-pin', title: 'Pertinho de você', text: 'Encontre coworkings e restaurantes próximos, com fotos, preços e horário de funcionamento.' },
        { icon: 'clock', title: 'Confirmação na hora', text: 'Sua reserva é confirmada imediatamente, com um lembrete antes de você chegar.' },
      ],
      addNew: 'Cadastrar espaço',
      myItems: 'Meus espaços',
    },
    cn: {
      tagline: '几秒钟预订联合办公工位和餐厅餐桌',
      heroTitle: '你的座位已备好',
      heroSubtitle: '预订一整天的工位或今晚的餐桌，实时查看空位并即刻获得确认，无需打电话，也无需等待。',
      heroCta: '开始免费试用',
      searchPlaceholder: '联合办公空间、餐厅或城市…',
      features: [
        { icon: 'calendar', title: '实时空位', text: '实时查看空闲的工位和餐桌，精确预订你需要的时段。' },
        { icon: 'map-pin', title: '就在附近', text: '查找附近的联合办公空间和餐厅，附有照片、价格和营业时间。' },
        { icon: 'clock', title: '即时确认', text: '预订立即确认，到店前还会收到提醒。' },
      ],
      addNew: '添加场所',
      myItems: '我的场所',
    },
    de: {
      tagline: 'Schreibtische im Coworking und Tische im Restaurant, in Sekunden gebucht',
      heroTitle: 'Ihr Platz wartet schon',
      heroSubtitle:
        'Buchen Sie einen Schreibtisch für den ganzen Tag oder einen Tisch für heute Abend, sehen Sie die Verfügbarkeit live und erhalten Sie sofort eine Bestätigung – ohne Anruf, ohne Warten.',
      heroCta: 'Kostenlos testen',
      searchPlaceholder: 'Coworking-Space, Restaurant oder Stadt…',
      features: [
        { icon: 'calendar', title: 'Live-Verfügbarkeit', text: 'Sehen Sie freie Schreibtische und Tische in Echtzeit und buchen Sie genau das Zeitfenster, das Sie brauchen.' },
        { icon: 'map-pin', title: 'Ganz in der Nähe', text: 'Finden Sie Coworking-Spaces und Restaurants in Ihrer Umgebung mit Fotos, Preisen und Öffnungszeiten.' },
        { icon: 'clock', title: 'Sofortige Bestätigung', text: 'Ihre Buchung wird sofort bestätigt, und vor Ihrem Besuch erinnern wir Sie daran.' },
      ],
      addNew: 'Location eintragen',
      myItems: 'Meine Locations',
    },
    es: {
      tagline: 'Puestos en coworkings y mesas en restaurantes, reservados en segundos',
      heroTitle: 'Tu sitio te está esperando',
      heroSubtitle:
        'Reserva un puesto para todo el día o una mesa para esta noche, consulta la disponibilidad en tiempo real y recibe la confirmación al instante, sin llamadas ni esperas.',
      heroCta: 'Empieza tu prueba gratuita',
      searchPlaceholder: 'Coworking, restaurante o ciudad…',
      features: [
        { icon: 'calendar', title: 'Disponibilidad en tiempo real', text: 'Consulta al momento los puestos y mesas libres y reserva justo la franja horaria que necesitas.' },
        { icon: 'map-pin', title: 'Cerca de ti', text: 'Encuentra coworkings y restaurantes cercanos con fotos, precios y horarios.' },
        { icon: 'clock', title: 'Confirmación al instante', text: 'Tu reserva se confirma enseguida y te la recordamos antes de que llegues.' },
      ],
      addNew: 'Añadir local',
      myItems: 'Mis locales',
    },
    fr: {
      tagline: 'Postes en coworking et tables au restaurant, réservés en quelques secondes',
      heroTitle: 'Votre place vous attend',
      heroSubtitle:
        'Réservez un poste pour la journée ou une table pour ce soir, consultez les disponibilités en direct et recevez une confirmation immédiate, sans appel ni attente.',
      heroCta: 'Commencer l’essai gratuit',
      searchPlaceholder: 'Coworking, restaurant ou ville…',
      features: [
        { icon: 'calendar', title: 'Disponibilités en direct', text: 'Voyez les postes et les tables libres en temps réel et réservez le créneau exact qu’il vous faut.' },
        { icon: 'map-pin', title: 'Près de chez vous', text: 'Trouvez des espaces de coworking et des restaurants à proximité, avec photos, tarifs et horaires.' },
        { icon: 'clock', title: 'Confirmation immédiate', text: 'Votre réservation est confirmée aussitôt, avec un rappel avant votre arrivée.' },
      ],
      addNew: 'Ajouter un établissement',
      myItems: 'Mes établissements',
    },
    it: {
      tagline: 'Postazioni in coworking e tavoli al ristorante, prenotati in pochi secondi',
      heroTitle: 'Il tuo posto ti aspetta',
      heroSubtitle:
        'Prenota una postazione per tutta la giornata o un tavolo per stasera, controlla la disponibilità in tempo reale e ricevi subito la conferma, senza telefonate né attese.',
      heroCta: 'Inizia la prova gratuita',
      searchPlaceholder: 'Coworking, ristorante o città…',
      features: [
        { icon: 'calendar', title: 'Disponibilità in tempo reale', text: 'Vedi subito postazioni e tavoli liberi e prenota esattamente la fascia oraria che ti serve.' },
        { icon: 'map-pin', title: 'Vicino a te', text: 'Trova coworking e ristoranti nei dintorni, con foto, prezzi e orari di apertura.' },
        { icon: 'clock', title: 'Conferma immediata', text: 'La prenotazione viene confermata subito e te la ricordiamo prima del tuo arrivo.' },
      ],
      addNew: 'Aggiungi un locale',
      myItems: 'I miei locali',
    },
    pt: {
      tagline: 'Secretárias em coworkings e mesas em restaurantes, reservadas em segundos',
      heroTitle: 'O seu lugar está à espera',
      heroSubtitle:
        'Reserve uma secretária para o dia inteiro ou uma mesa para esta noite, veja a disponibilidade em tempo real e receba a confirmação de imediato, sem telefonemas nem esperas.',
      heroCta: 'Comece o teste gratuito',
      searchPlaceholder: 'Coworking, restaurante ou cidade…',
      features: [
        { icon: 'calendar', title: 'Disponibilidade em tempo real', text: 'Veja as secretárias e mesas livres no momento e reserve exatamente o horário de que precisa.' },
        { icon: 'map-pin', title: 'Perto de si', text: 'Encontre coworkings e restaurantes nas redondezas, com fotos, preços e horários.' },
        { icon: 'clock', title: 'Confirmação imediata', text: 'A sua reserva fica confirmada de imediato, com um lembrete antes de chegar.' },
      ],
      addNew: 'Adicionar espaço',
      myItems: 'Os meus espaços',
    },
  },
};
