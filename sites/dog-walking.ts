import { CRM_DASHBOARD, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

export const dogWalking: SiteConfig = {
  id: 'dog-walking',
  appName: 'Psiacer',
  appDomain: 'psiacer.pl',
  appTitle: 'Psiacer',
  defaultLandingAdminPage: CRM_DASHBOARD,
  defaultLang: 'pl',
  brandColor: '0.6 0.14 72',
  icon: 'dog',
  currency: 'PLN',
  redirects: { '/spacery': '/search', '/walks': '/search' },
  nav: siteNav([homeTo(CRM_DASHBOARD)]),
  copy: {
    en: {
      tagline: 'Trusted dog walkers and pet sitters in your neighborhood',
      heroTitle: 'Happy dogs, relaxed owners',
      heroSubtitle:
        'Book a walk, a home visit or overnight pet sitting with caring people nearby, and get photos and updates while you are away.',
      heroCta: 'Start your free trial',
      searchPlaceholder: 'Neighborhood, walker or type of care…',
      features: [
        { icon: 'map-pin', title: 'Walkers around the corner', text: 'Find experienced walkers and sitters who live close to you and your dog.' },
        { icon: 'shield', title: 'Checked and reviewed', text: 'Every walker confirms their identity and is rated by other owners.' },
        { icon: 'message', title: 'Updates from every walk', text: 'Receive photos, the route and a short note after each outing.' },
      ],
      addNew: 'Add a walk',
      myItems: 'My walks',
    },
    pl: {
      tagline: 'Zaufani wyprowadzacze i opiekunowie psów w Twojej okolicy',
      heroTitle: 'Szczęśliwy pies, spokojny właściciel',
      heroSubtitle:
        'Zamów spacer, wizytę domową lub opiekę z noclegiem u troskliwych osób z sąsiedztwa i otrzymuj zdjęcia oraz relacje, gdy jesteś poza domem.',
      heroCta: 'Rozpocznij darmowy okres próbny',
      searchPlaceholder: 'Osiedle, opiekun lub rodzaj opieki…',
      features: [
        { icon: 'map-pin', title: 'Opiekunowie tuż za rogiem', text: 'Znajdź doświadczonych wyprowadzaczy i petsitterów, którzy mieszkają blisko Ciebie i Twojego psa.' },
        { icon: 'shield', title: 'Sprawdzeni i oceniani', text: 'Każdy opiekun potwierdza swoją tożsamość i zbiera oceny od innych właścicieli.' },
        { icon: 'message', title: 'Relacja z każdego spaceru', text: 'Po każdym wyjściu dostajesz zdjęcia, trasę i krótką notkę.' },
      ],
      addNew: 'Dodaj spacer',
      myItems: 'Moje spacery',
    },
    ar: {
      tagline: 'مرافقو كلاب وجليسو حيوانات موثوقون في حيّك',
      heroTitle: 'كلاب سعيدة وأصحاب مطمئنون',
      heroSubtitle:
        'احجز نزهة أو زيارة منزلية أو رعاية ليلية لدى أشخاص محبين للحيوانات بالقرب منك، واحصل على صور وأخبار أثناء غيابك.',
      heroCta: 'ابدأ تجربتك المجانية',
      searchPlaceholder: 'الحي أو اسم المرافق أو نوع الرعاية…',
      features: [
        { icon: 'map-pin', title: 'مرافقون على بُعد خطوات', text: 'اعثر على مرافقي كلاب وجليسي حيوانات ذوي خبرة يسكنون بالقرب منك ومن كلبك.' },
        { icon: 'shield', title: 'موثقون ومُقيَّمون', text: 'يؤكد كل مرافق هويته ويقيّمه أصحاب الكلاب الآخرون.' },
        { icon: 'message', title: 'أخبار بعد كل نزهة', text: 'تصلك الصور ومسار النزهة وملاحظة قصيرة بعد كل خروج.' },
      ],
      addNew: 'أضف نزهة',
      myItems: 'نزهاتي',
    },
    br: {
      tagline: 'Passeadores e pet sitters de confiança no seu bairro',
      heroTitle: 'Cachorro feliz, tutor tranquilo',
      heroSubtitle:
        'Agende um passeio, uma visita em casa ou uma hospedagem com pessoas carinhosas perto de você e receba fotos e notícias enquanto estiver fora.',
      heroCta: 'Comece seu teste grátis',
      searchPlaceholder: 'Bairro, passeador ou tipo de cuidado…',
      features: [
        { icon: 'map-pin', title: 'Passeadores pertinho de você', text: 'Encontre passeadores e pet sitters experientes que moram perto de você e do seu cachorro.' },
        { icon: 'shield', title: 'Verificados e avaliados', text: 'Todo passeador confirma a identidade e recebe avaliações de outros tutores.' },
        { icon: 'message', title: 'Notícias de cada passeio', text: 'Receba fotos, o trajeto e um recadinho depois de cada saída.' },
      ],
      addNew: 'Anunciar passeio',
      myItems: 'Meus passeios',
    },
    cn: {
      tagline: '身边值得信赖的遛狗师和宠物看护',
      heroTitle: '狗狗开心，主人安心',
      heroSubtitle: '向附近有爱心的人预约遛狗、上门喂养或过夜寄养，出门在外也能收到照片和动态。',
      heroCta: '开始免费试用',
      searchPlaceholder: '小区、遛狗师或看护类型…',
      features: [
        { icon: 'map-pin', title: '就在家门口', text: '找到住在你和狗狗附近、经验丰富的遛狗师和宠物看护。' },
        { icon: 'shield', title: '实名认证，真实评价', text: '每位遛狗师都经过身份确认，并由其他主人评分。' },
        { icon: 'message', title: '每次遛狗都有反馈', text: '每次外出后都会收到照片、路线和简短留言。' },
      ],
      addNew: '发布遛狗服务',
      myItems: '我的遛狗服务',
    },
    de: {
      tagline: 'Vertrauenswürdige Gassigeher und Tiersitter in Ihrer Nachbarschaft',
      heroTitle: 'Glückliche Hunde, entspannte Halter',
      heroSubtitle:
        'Buchen Sie Gassirunden, Hausbesuche oder Betreuung über Nacht bei tierlieben Menschen in der Nähe und erhalten Sie Fotos und Neuigkeiten, während Sie unterwegs sind.',
      heroCta: 'Kostenlos testen',
      searchPlaceholder: 'Viertel, Gassigeher oder Art der Betreuung…',
      features: [
        { icon: 'map-pin', title: 'Gassigeher um die Ecke', text: 'Finden Sie erfahrene Gassigeher und Tiersitter, die ganz in Ihrer Nähe wohnen.' },
        { icon: 'shield', title: 'Geprüft und bewertet', text: 'Jeder Gassigeher bestätigt seine Identität und wird von anderen Haltern bewertet.' },
        { icon: 'message', title: 'Neuigkeiten von jeder Runde', text: 'Nach jedem Ausflug erhalten Sie Fotos, die Route und eine kurze Nachricht.' },
      ],
      addNew: 'Gassirunde anbieten',
      myItems: 'Meine Gassirunden',
    },
    es: {
      tagline: 'Paseadores y cuidadores de mascotas de confianza en tu barrio',
      heroTitle: 'Perros felices, dueños tranquilos',
      heroSubtitle:
        'Reserva un paseo, una visita a domicilio o un cuidado nocturno con personas cariñosas de tu zona y recibe fotos y novedades mientras estás fuera.',
      heroCta: 'Empieza tu prueba gratuita',
      searchPlaceholder: 'Barrio, paseador o tipo de cuidado…',
      features: [
        { icon: 'map-pin', title: 'Paseadores a la vuelta de la esquina', text: 'Encuentra paseadores y cuidadores con experiencia que viven cerca de ti y de tu perro.' },
        { icon: 'shield', title: 'Verificados y valorados', text: 'Cada paseador confirma su identidad y recibe valoraciones de otros dueños.' },
        { icon: 'message', title: 'Noticias de cada paseo', text: 'Recibe fotos, la ruta y una nota breve después de cada salida.' },
      ],
      addNew: 'Publicar paseo',
      myItems: 'Mis paseos',
    },
    fr: {
      tagline: 'Promeneurs de chiens et pet-sitters de confiance près de chez vous',
      heroTitle: 'Chiens heureux, maîtres sereins',
      heroSubtitle:
        'Réservez une promenade, une visite à domicile ou une garde de nuit auprès d’amoureux des animaux du quartier, et recevez photos et nouvelles pendant votre absence.',
      heroCta: 'Commencer l’essai gratuit',
      searchPlaceholder: 'Quartier, promeneur ou type de garde…',
      features: [
        { icon: 'map-pin', title: 'Des promeneurs au coin de la rue', text: 'Trouvez des promeneurs et pet-sitters expérimentés qui habitent tout près de vous et de votre chien.' },
        { icon: 'shield', title: 'Vérifiés et notés', text: 'Chaque promeneur confirme son identité et reçoit les avis d’autres maîtres.' },
        { icon: 'message', title: 'Des nouvelles à chaque sortie', text: 'Recevez photos, itinéraire et petit mot après chaque balade.' },
      ],
      addNew: 'Proposer une promenade',
      myItems: 'Mes promenades',
    },
    it: {
      tagline: 'Dog walker e pet sitter di fiducia nel tuo quartiere',
      heroTitle: 'Cani felici, padroni tranquilli',
      heroSubtitle:
        'Prenota una passeggiata, una visita a domicilio o un pernottamento con persone amanti degli animali della tua zona e ricevi foto e aggiornamenti mentre sei via.',
      heroCta: 'Inizia la prova gratuita',
      searchPlaceholder: 'Quartiere, dog walker o tipo di servizio…',
      features: [
        { icon: 'map-pin', title: 'Dog walker dietro l’angolo', text: 'Trova dog walker e pet sitter esperti che abitano vicino a te e al tuo cane.' },
        { icon: 'shield', title: 'Verificati e recensiti', text: 'Ogni dog walker conferma la propria identità e viene valutato da altri padroni.' },
        { icon: 'message', title: 'Aggiornamenti da ogni uscita', text: 'Ricevi foto, percorso e un breve messaggio dopo ogni passeggiata.' },
      ],
      addNew: 'Pubblica una passeggiata',
      myItems: 'Le mie passeggiate',
    },
    pt: {
      tagline: 'Passeadores de cães e pet sitters de confiança no seu bairro',
      heroTitle: 'Cães felizes, donos descansados',
      heroSubtitle:
        'Marque um passeio, uma visita a casa ou uma estadia noturna com pessoas dedicadas da sua zona e receba fotos e novidades enquanto está fora.',
      heroCta: 'Comece o teste gratuito',
      searchPlaceholder: 'Bairro, passeador ou tipo de cuidado…',
      features: [
        { icon: 'map-pin', title: 'Passeadores mesmo ao lado', text: 'Encontre passeadores e pet sitters experientes que moram perto de si e do seu cão.' },
        { icon: 'shield', title: 'Verificados e avaliados', text: 'Cada passeador confirma a sua identidade e é avaliado por outros donos.' },
        { icon: 'message', title: 'Novidades de cada passeio', text: 'Receba fotos, o percurso e uma nota curta depois de cada saída.' },
      ],
      addNew: 'Anunciar passeio',
      myItems: 'Os meus passeios',
    },
  },
};
