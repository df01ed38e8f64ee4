import { DASHBOARD0, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

export const realEstate: SiteConfig = {
  id: 'real-estate',
  appName: 'Domovia',
  appDomain: 'domovia.pl',
  aliases: ['domovia.com'],
  appTitle: 'Domovia',
  defaultLandingAdminPage: '/my-items',
  defaultLang: 'pl',
  brandColor: '0.55 0.15 162',
  icon: 'house',
  currency: 'PLN',
  redirects: { '/offers': '/search', '/oferty': '/search' },
  nav: siteNav([homeTo(DASHBOARD0)]),
  copy: {
    en: {
      tagline: 'Homes and apartments from owners you can talk to',
      heroTitle: 'Find the place you will call home',
      heroSubtitle:
        'Browse apartments, houses and rooms listed by their owners, compare prices and arrange a viewing by message or video call.',
      heroCta: 'Start your free trial',
      searchPlaceholder: 'City, district or street…',
      features: [
        { icon: 'map-pin', title: 'Listings near you', text: 'Search by location, price and size across thousands of verified offers.' },
        { icon: 'message', title: 'Talk to the owner', text: 'Ask questions and agree on a viewing without sharing your phone number.' },
        { icon: 'shield', title: 'Verified members', text: 'Every publisher signs in with a confirmed account before listing.' },
      ],
      addNew: 'Add a property',
      myItems: 'My properties',
    },
    pl: {
      tagline: 'Domy i mieszkania od właścicieli, z którymi porozmawiasz',
      heroTitle: 'Znajdź miejsce, które nazwiesz domem',
      heroSubtitle:
        'Przeglądaj mieszkania, domy i pokoje wystawione przez właścicieli, porównuj ceny i umawiaj oglądanie przez wiadomość lub rozmowę wideo.',
      heroCta: 'Rozpocznij darmowy okres próbny',
      searchPlaceholder: 'Miasto, dzielnica lub ulica…',
      features: [
        { icon: 'map-pin', title: 'Oferty w okolicy', text: 'Szukaj po lokalizacji, cenie i metrażu wśród tysięcy sprawdzonych ofert.' },
        { icon: 'message', title: 'Rozmawiaj z właścicielem', text: 'Zadawaj pytania i umawiaj oglądanie bez podawania numeru telefonu.' },
        { icon: 'shield', title: 'Zweryfikowani członkowie', text: 'Każdy wystawiający loguje się na potwierdzone konto przed publikacją.' },
      ],
      addNew: 'Dodaj nieruchomość',
      myItems: 'Moje nieruchomości',
    },
    ar: {
      tagline: 'منازل وشقق من ملاك يمكنك التحدث إليهم',
      heroTitle: 'اعثر على المكان الذي ستسميه بيتك',
      heroSubtitle:
        'تصفح الشقق والمنازل والغرف التي يعرضها أصحابها، وقارن الأسعار، ورتّب موعد المعاينة عبر رسالة أو مكالمة فيديو.',
      heroCta: 'ابدأ تجربتك المجانية',
      searchPlaceholder: 'المدينة أو الحي أو الشارع…',
      features: [
        { icon: 'map-pin', title: 'عروض بالقرب منك', text: 'ابحث حسب الموقع والسعر والمساحة بين آلاف العروض الموثقة.' },
        { icon: 'message', title: 'تحدث مع المالك', text: 'اطرح أسئلتك واتفق على موعد المعاينة دون مشاركة رقم هاتفك.' },
        { icon: 'shield', title: 'أعضاء موثقون', text: 'يسجل كل ناشر الدخول بحساب مؤكد قبل نشر أي عرض.' },
      ],
      addNew: 'أضف عقارًا',
      myItems: 'عقاراتي',
    },
    br: {
      tagline: 'Casas e apartamentos de proprietários com quem você pode conversar',
      heroTitle: 'Encontre o lugar que você vai chamar de lar',
      heroSubtitle:
        'Veja apartamentos, casas e quartos anunciados pelos donos, compare preços e combine uma visita por mensagem ou chamada de vídeo.',
      heroCta: 'Comece seu teste grátis',
      searchPlaceholder: 'Cidade, bairro ou rua…',
      features: [
        { icon: 'map-pin', title: 'Anúncios perto de você', text: 'Busque por localização, preço e tamanho entre milhares de ofertas verificadas.' },
        { icon: 'message', title: 'Fale com o proprietário', text: 'Tire dúvidas e marque uma visita sem compartilhar seu telefone.' },
        { icon: 'shield', title: 'Membros verificados', text: 'Todo anunciante entra com uma conta confirmada antes de publicar.' },
      ],
      addNew: 'Anunciar imóvel',
      myItems: 'Meus imóveis',
    },
    cn: {
      tagline: '直接与房东沟通的住宅和公寓',
      heroTitle: '找到你称之为家的地方',
      heroSubtitle: '浏览房东发布的公寓、住宅和房间，比较价格，并通过消息或视频通话预约看房。',
      heroCta: '开始免费试用',
      searchPlaceholder: '城市、区域或街道…',
      features: [
        { icon: 'map-pin', title: '附近的房源', text: '在数千条经过核实的房源中按位置、价格和面积搜索。' },
        { icon: 'message', title: '与房东沟通', text: '无需透露电话号码即可提问并预约看房。' },
        { icon: 'shield', title: '认证会员', text: '每位发布者在发布前都需使用已确认的账户登录。' },
      ],
      addNew: '发布房源',
      myItems: '我的房源',
    },
    de: {
      tagline: 'Häuser und Wohnungen von Eigentümern, mit denen Sie sprechen können',
      heroTitle: 'Finden Sie den Ort, den Sie Zuhause nennen',
      heroSubtitle:
        'Durchsuchen Sie Wohnungen, Häuser und Zimmer direkt von Eigentümern, vergleichen Sie Preise und vereinbaren Sie eine Besichtigung per Nachricht oder Videoanruf.',
      heroCta: 'Kostenlos testen',
      searchPlaceholder: 'Stadt, Viertel oder Straße…',
      features: [
        { icon: 'map-pin', title: 'Angebote in Ihrer Nähe', text: 'Suchen Sie nach Lage, Preis und Größe in tausenden geprüften Angeboten.' },
        { icon: 'message', title: 'Mit dem Eigentümer sprechen', text: 'Stellen Sie Fragen und vereinbaren Sie Besichtigungen, ohne Ihre Nummer preiszugeben.' },
        { icon: 'shield', title: 'Geprüfte Mitglieder', text: 'Wer inseriert, meldet sich vorher mit einem bestätigten Konto an.' },
      ],
      addNew: 'Immobilie inserieren',
      myItems: 'Meine Immobilien',
    },
    es: {
      tagline: 'Casas y pisos de propietarios con los que puedes hablar',
      heroTitle: 'Encuentra el lugar al que llamarás hogar',
      heroSubtitle:
        'Explora pisos, casas y habitaciones publicados por sus dueños, compara precios y concierta una visita por mensaje o videollamada.',
      heroCta: 'Empieza tu prueba gratuita',
      searchPlaceholder: 'Ciudad, barrio o calle…',
      features: [
        { icon: 'map-pin', title: 'Anuncios cerca de ti', text: 'Busca por ubicación, precio y tamaño entre miles de ofertas verificadas.' },
        { icon: 'message', title: 'Habla con el propietario', text: 'Pregunta y acuerda una visita sin compartir tu número de teléfono.' },
        { icon: 'shield', title: 'Miembros verificados', text: 'Cada anunciante inicia sesión con una cuenta confirmada antes de publicar.' },
      ],
      addNew: 'Publicar inmueble',
      myItems: 'Mis inmuebles',
    },
    fr: {
      tagline: 'Maisons et appartements de propriétaires à qui parler',
      heroTitle: 'Trouvez le lieu que vous appellerez chez vous',
      heroSubtitle:
        'Parcourez appartements, maisons et chambres publiés par leurs propriétaires, comparez les prix et organisez une visite par message ou appel vidéo.',
      heroCta: 'Commencer l’essai gratuit',
      searchPlaceholder: 'Ville, quartier ou rue…',
      features: [
        { icon: 'map-pin', title: 'Annonces près de chez vous', text: 'Cherchez par lieu, prix et surface parmi des milliers d’offres vérifiées.' },
        { icon: 'message', title: 'Parlez au propriétaire', text: 'Posez vos questions et fixez une visite sans donner votre numéro.' },
        { icon: 'shield', title: 'Membres vérifiés', text: 'Chaque annonceur se connecte avec un compte confirmé avant de publier.' },
      ],
      addNew: 'Publier un bien',
      myItems: 'Mes biens',
    },
    it: {
      tagline: 'Case e appartamenti da proprietari con cui parlare',
      heroTitle: 'Trova il posto che chiamerai casa',
      heroSubtitle:
        'Sfoglia appartamenti, case e stanze pubblicati dai proprietari, confronta i prezzi e fissa una visita via messaggio o videochiamata.',
      heroCta: 'Inizia la prova gratuita',
      searchPlaceholder: 'Città, quartiere o via…',
      features: [
        { icon: 'map-pin', title: 'Annunci vicino a te', text: 'Cerca per zona, prezzo e metratura tra migliaia di offerte verificate.' },
        { icon: 'message', title: 'Parla con il proprietario', text: 'Fai domande e fissa una visita senza condividere il tuo numero.' },
        { icon: 'shield', title: 'Membri verificati', text: 'Ogni inserzionista accede con un account confermato prima di pubblicare.' },
      ],
      addNew: 'Pubblica un immobile',
      myItems: 'I miei immobili',
    },
    pt: {
      tagline: 'Casas e apartamentos de proprietários com quem pode falar',
      heroTitle: 'Encontre o lugar a que vai chamar casa',
      heroSubtitle:
        'Explore apartamentos, moradias e quartos anunciados pelos donos, compare preços e marque uma visita por mensagem ou videochamada.',
      heroCta: 'Comece o teste gratuito',
      searchPlaceholder: 'Cidade, bairro ou rua…',
      features: [
        { icon: 'map-pin', title: 'Anúncios perto de si', text: 'Pesquise por localização, preço e área entre milhares de ofertas verificadas.' },
        { icon: 'message', title: 'Fale com o proprietário', text: 'Esclareça dúvidas e marque uma visita sem partilhar o seu número.' },
        { icon: 'shield', title: 'Membros verificados', text: 'Cada anunciante inicia sessão com uma conta confirmada antes de publicar.' },
      ],
      addNew: 'Anunciar imóvel',
      myItems: 'Os meus imóveis',
    },
  },
};
