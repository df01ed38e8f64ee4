import { DEFAULT_ADMIN_LANDING, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

/** The network portal: its front page presents every brand of the network. */
export const allSites: SiteConfig = {
  id: 'all',
  appName: 'Pleiad',
  appDomain: 'pleiad.net',
  aliases: ['pleiad.eu'],
  appTitle: 'Pleiad',
  defaultLandingAdminPage: DEFAULT_ADMIN_LANDING,
  defaultLang: 'en',
  brandColor: '0.5 0.14 128',
  icon: 'globe',
  currency: 'EUR',
  redirects: { '/sites': '/search', '/marketplaces': '/search' },
  nav: siteNav([homeTo(DEFAULT_ADMIN_LANDING)]),
  copy: {
    en: {
      tagline: 'One network of marketplaces for everything you do',
      heroTitle: 'Every marketplace, one account',
      heroSubtitle:
        'Homes, tutors, app studios, game coaches, bond offers and more: explore every marketplace in our network and use them all with a single sign-in.',
      heroCta: 'Start your free trial',
      searchPlaceholder: 'Marketplace, service or listing…',
      features: [
        { icon: 'globe', title: 'A network of sites', text: 'Move between specialised marketplaces without learning a new interface each time.' },
        { icon: 'users', title: 'One account', text: 'Sign in once to publish, message and manage listings across the whole network.' },
        { icon: 'shield', title: 'Shared standards', text: 'Every site follows the same rules for verified members and safe messaging.' },
      ],
      addNew: 'Add a listing',
      myItems: 'My listings',
    },
    pl: {
      tagline: 'Jedna sieć platform na wszystko, czym się zajmujesz',
      heroTitle: 'Wszystkie platformy, jedno konto',
      heroSubtitle:
        'Mieszkania, korepetycje, studia aplikacji, trenerzy gier, oferty obligacji i wiele więcej: odkryj każdą platformę naszej sieci i korzystaj ze wszystkich po jednym logowaniu.',
      heroCta: 'Rozpocznij darmowy okres próbny',
      searchPlaceholder: 'Platforma, usługa lub ogłoszenie…',
      features: [
        { icon: 'globe', title: 'Sieć serwisów', text: 'Przechodź między wyspecjalizowanymi platformami bez uczenia się za każdym razem nowego interfejsu.' },
        { icon: 'users', title: 'Jedno konto', text: 'Zaloguj się raz, by publikować, pisać wiadomości i zarządzać ogłoszeniami w całej sieci.' },
        { icon: 'shield', title: 'Wspólne standardy', text: 'Każdy serwis stosuje te same zasady weryfikacji członków i bezpiecznej komunikacji.' },
      ],
      addNew: 'Dodaj ogłoszenie',
      myItems: 'Moje ogłoszenia',
    },
    ar: {
      tagline: 'شبكة واحدة من الأسواق لكل ما تفعله',
      heroTitle: 'كل الأسواق بحساب واحد',
      heroSubtitle:
        'منازل ومدرّسون واستوديوهات تطبيقات ومدربو ألعاب وعروض سندات وغير ذلك: استكشف كل سوق في شبكتنا واستخدمها جميعًا بتسجيل دخول واحد.',
      heroCta: 'ابدأ تجربتك المجانية',
      searchPlaceholder: 'سوق أو خدمة أو إعلان…',
      features: [
        { icon: 'globe', title: 'شبكة من المواقع', text: 'تنقّل بين أسواق متخصصة دون أن تتعلم واجهة جديدة في كل مرة.' },
        { icon: 'users', title: 'حساب واحد', text: 'سجّل الدخول مرة واحدة لتنشر وتراسل وتدير إعلاناتك في الشبكة كلها.' },
        { icon: 'shield', title: 'معايير مشتركة', text: 'يلتزم كل موقع بالقواعد نفسها للتحقق من الأعضاء وأمان المراسلة.' },
      ],
      addNew: 'أضف إعلانًا',
      myItems: 'إعلاناتي',
    },
    br: {
      tagline: 'Uma rede de marketplaces para tudo o que você faz',
      heroTitle: 'Todos os marketplaces, uma só conta',
      heroSubtitle:
        'Imóveis, professores, estúdios de apps, coaches de games, ofertas de títulos e muito mais: explore cada marketplace da nossa rede e use todos com um único login.',
      heroCta: 'Comece seu teste grátis',
      searchPlaceholder: 'Marketplace, serviço ou anúncio…',
      features: [
        { icon: 'globe', title: 'Uma rede de sites', text: 'Navegue entre marketplaces especializados sem precisar aprender uma nova interface a cada vez.' },
        { icon: 'users', title: 'Uma só conta', text: 'Entre uma vez para publicar, trocar mensagens e gerenciar anúncios em toda a rede.' },
        { icon: 'shield', title: 'Padrões compartilhados', text: 'Todos os sites seguem as mesmas regras de membros verificados e mensagens seguras.' },
      ],
      addNew: 'Criar anúncio',
      myItems: 'Meus anúncios',
    },
    cn: {
      tagline: '一个平台网络，满足你的方方面面',
      heroTitle: '所有平台，一个账户',
      heroSubtitle:
        '房产、家教、应用开发工作室、游戏教练、债券产品等等：探索我们网络中的每一个交易平台，一次登录即可全部使用。',
      heroCta: '开始免费试用',
      searchPlaceholder: '平台、服务或信息…',
      features: [
        { icon: 'globe', title: '站点网络', text: '在各个专业平台之间自由切换，无需每次重新熟悉界面。' },
        { icon: 'users', title: '一个账户', text: '登录一次，即可在整个网络中发布信息、收发消息和管理内容。' },
        { icon: 'shield', title: '统一标准', text: '每个站点都遵循相同的会员认证和安全沟通规则。' },
      ],
      addNew: '发布信息',
      myItems: '我的发布',
    },
    de: {
      tagline: 'Ein Netzwerk von Marktplätzen für alles, was Sie vorhaben',
      heroTitle: 'Alle Marktplätze, ein Konto',
      heroSubtitle:
        'Immobilien, Nachhilfe, App-Studios, Gaming-Coaches, Anleiheangebote und mehr: Entdecken Sie jeden Marktplatz unseres Netzwerks und nutzen Sie alle mit einer einzigen Anmeldung.',
      heroCta: 'Kostenlos testen',
      searchPlaceholder: 'Marktplatz, Dienstleistung oder Anzeige…',
      features: [
        { icon: 'globe', title: 'Ein Netzwerk von Seiten', text: 'Wechseln Sie zwischen spezialisierten Marktplätzen, ohne jedes Mal eine neue Oberfläche zu lernen.' },
        { icon: 'users', title: 'Ein Konto', text: 'Melden Sie sich einmal an, um im ganzen Netzwerk zu inserieren, zu schreiben und Anzeigen zu verwalten.' },
        { icon: 'shield', title: 'Gemeinsame Standards', text: 'Jede Seite folgt denselben Regeln für geprüfte Mitglieder und sichere Nachrichten.' },
      ],
      addNew: 'Anzeige aufgeben',
      myItems: 'Meine Anzeigen',
    },
    es: {
      tagline: 'Una red de marketplaces para todo lo que haces',
      heroTitle: 'Todos los marketplaces, una sola cuenta',
      heroSubtitle:
        'Viviendas, profesores, estudios de apps, coaches de videojuegos, ofertas de bonos y mucho más: explora cada marketplace de nuestra red y úsalos todos con un único inicio de sesión.',
      heroCta: 'Empieza tu prueba gratuita',
      searchPlaceholder: 'Marketplace, servicio o anuncio…',
      features: [
        { icon: 'globe', title: 'Una red de sitios', text: 'Pasa de un marketplace especializado a otro sin aprender una interfaz nueva cada vez.' },
        { icon: 'users', title: 'Una sola cuenta', text: 'Inicia sesión una vez para publicar, enviar mensajes y gestionar anuncios en toda la red.' },
        { icon: 'shield', title: 'Normas comunes', text: 'Todos los sitios siguen las mismas reglas de miembros verificados y mensajería segura.' },
      ],
      addNew: 'Publicar anuncio',
      myItems: 'Mis anuncios',
    },
    fr: {
      tagline: 'Un réseau de places de marché pour tout ce que vous faites',
      heroTitle: 'Toutes les places de marché, un seul compte',
      heroSubtitle:
        'Logements, professeurs, studios d’apps, coachs de jeux vidéo, offres obligataires et bien plus encore. Explorez chaque place de marché de notre réseau et utilisez-les toutes avec une seule connexion.',
      heroCta: 'Commencer l’essai gratuit',
      searchPlaceholder: 'Place de marché, service ou annonce…',
      features: [
        { icon: 'globe', title: 'Un réseau de sites', text: 'Passez d’une place de marché spécialisée à l’autre sans réapprendre une interface à chaque fois.' },
        { icon: 'users', title: 'Un seul compte', text: 'Connectez-vous une fois pour publier, échanger des messages et gérer vos annonces sur tout le réseau.' },
        { icon: 'shield', title: 'Des règles communes', text: 'Chaque site applique les mêmes règles de vérification des membres et de messagerie sécurisée.' },
      ],
      addNew: 'Publier une annonce',
      myItems: 'Mes annonces',
    },
    it: {
      tagline: 'Una rete di marketplace per tutto ciò che fai',
      heroTitle: 'Tutti i marketplace, un solo account',
      heroSubtitle:
        'Case, insegnanti, studi di app, coach di videogiochi, offerte obbligazionarie e molto altro: esplora ogni marketplace della nostra rete e usali tutti con un unico accesso.',
      heroCta: 'Inizia la prova gratuita',
      searchPlaceholder: 'Marketplace, servizio o annuncio…',
      features: [
        { icon: 'globe', title: 'Una rete di siti', text: 'Passa da un marketplace specializzato all’altro senza dover imparare ogni volta una nuova interfaccia.' },
        { icon: 'users', title: 'Un solo account', text: 'Accedi una volta per pubblicare, scrivere messaggi e gestire gli annunci in tutta la rete.' },
        { icon: 'shield', title: 'Regole comuni', text: 'Ogni sito segue le stesse regole per membri verificati e messaggi sicuri.' },
      ],
      addNew: 'Pubblica un annuncio',
      myItems: 'I miei annunci',
    },
    pt: {
      tagline: 'Uma rede de marketplaces para tudo o que faz',
      heroTitle: 'Todos os marketplaces, uma só conta',
      heroSubtitle:
        'Casas, explicadores, estúdios de apps, coaches de videojogos, ofertas de obrigações e muito mais: explore cada marketplace da nossa rede e utilize-os todos com um único início de sessão.',
      heroCta: 'Comece o teste gratuito',
      searchPlaceholder: 'Marketplace, serviço ou anúncio…',
      features: [
        { icon: 'globe', title: 'Uma rede de sites', text: 'Passe de um marketplace especializado para outro sem ter de aprender uma nova interface de cada vez.' },
        { icon: 'users', title: 'Uma só conta', text: 'Inicie sessão uma vez para publicar, trocar mensagens e gerir anúncios em toda a rede.' },
        { icon: 'shield', title: 'Regras comuns', text: 'Todos os sites seguem as mesmas regras de membros verificados e mensagens seguras.' },
      ],
      addNew: 'Publicar anúncio',
      myItems: 'Os meus anúncios',
    },
  },
};
