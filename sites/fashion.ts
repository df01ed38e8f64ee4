import { CRM_DASHBOARD, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

export const fashion: SiteConfig = {
  id: 'fashion',
  appName: 'Looksmith',
  appDomain: 'looksmith.com',
  aliases: ['looksmith.eu'],
  appTitle: 'Looksmith',
  defaultLandingAdminPage: CRM_DASHBOARD,
  defaultLang: 'en',
  brandColor: '0.56 0.18 352',
  icon: 'shirt',
  currency: 'EUR',
  redirects: { '/looks': '/search', '/outfits': '/search' },
  nav: siteNav([homeTo(CRM_DASHBOARD)]),
  copy: {
    en: {
      tagline: 'Styled looks from independent stylists, ready to buy or rent',
      heroTitle: 'Wear the whole look',
      heroSubtitle:
        'Discover complete outfits put together by stylists for work, weddings and weekends, then buy every piece or rent the look for your big day.',
      heroCta: 'Start your free trial',
      searchPlaceholder: 'Occasion, style or stylist…',
      features: [
        { icon: 'sparkles', title: 'Looks by real stylists', text: 'Every outfit is styled head to toe by a professional with a clear point of view.' },
        { icon: 'shirt', title: 'Buy or rent', text: 'Keep the pieces you love or rent the full look for a single event.' },
        { icon: 'trending-up', title: 'Fresh every week', text: 'New looks every week, following the season and what people actually wear.' },
      ],
      addNew: 'Add a look',
      myItems: 'My looks',
    },
    pl: {
      tagline: 'Stylizacje od niezależnych stylistów do kupienia lub wypożyczenia',
      heroTitle: 'Cały look na wyciągnięcie ręki',
      heroSubtitle:
        'Odkrywaj kompletne stylizacje przygotowane przez stylistów do pracy, na wesele i na weekend, a potem kup każdy element albo wypożycz cały zestaw na wielki dzień.',
      heroCta: 'Rozpocznij darmowy okres próbny',
      searchPlaceholder: 'Okazja, styl lub stylista…',
      features: [
        { icon: 'sparkles', title: 'Stylizacje od prawdziwych stylistów', text: 'Każdy zestaw dopracowuje od stóp do głów profesjonalista z wyrazistym gustem.' },
        { icon: 'shirt', title: 'Kup lub wypożycz', text: 'Zatrzymaj ulubione rzeczy albo wypożycz cały zestaw na jedno wyjście.' },
        { icon: 'trending-up', title: 'Nowości co tydzień', text: 'Co tydzień nowe stylizacje zgodne z sezonem i z tym, co naprawdę się nosi.' },
      ],
      addNew: 'Dodaj stylizację',
      myItems: 'Moje stylizacje',
    },
    ar: {
      tagline: 'إطلالات من منسقي أزياء مستقلين جاهزة للشراء أو الاستئجار',
      heroTitle: 'ارتدِ الإطلالة كاملة',
      heroSubtitle:
        'اكتشف إطلالات متكاملة نسّقها خبراء الأزياء للعمل والأعراس وعطلة نهاية الأسبوع، ثم اشترِ كل قطعة أو استأجر الإطلالة ليومك المميز.',
      heroCta: 'ابدأ تجربتك المجانية',
      searchPlaceholder: 'المناسبة أو الأسلوب أو منسق الأزياء…',
      features: [
        { icon: 'sparkles', title: 'إطلالات من منسقين محترفين', text: 'كل إطلالة منسقة من الرأس حتى القدمين على يد محترف صاحب ذوق واضح.' },
        { icon: 'shirt', title: 'اشترِ أو استأجر', text: 'احتفظ بالقطع التي تحبها أو استأجر الإطلالة كاملة لمناسبة واحدة.' },
        { icon: 'trending-up', title: 'جديد كل أسبوع', text: 'إطلالات جديدة أسبوعيًا تواكب الموسم وما يرتديه الناس فعلًا.' },
      ],
      addNew: 'أضف إطلالة',
      myItems: 'إطلالاتي',
    },
    br: {
      tagline: 'Looks montados por stylists independentes, prontos para comprar ou alugar',
      heroTitle: 'Vista o look completo',
      heroSubtitle:
        'Descubra produções completas criadas por stylists para o trabalho, casamentos e o fim de semana, e compre cada peça ou alugue o look para o seu grande dia.',
      heroCta: 'Comece seu teste grátis',
      searchPlaceholder: 'Ocasião, estilo ou stylist…',
      features: [
        { icon: 'sparkles', title: 'Looks de stylists de verdade', text: 'Cada produção é pensada da cabeça aos pés por um profissional com estilo próprio.' },
        { icon: 'shirt', title: 'Compre ou alugue', text: 'Fique com as peças que você amar ou alugue o look inteiro para um único evento.' },
        { icon: 'trending-up', title: 'Novidades toda semana', text: 'Looks novos toda semana, acompanhando a estação e o que as pessoas realmente usam.' },
      ],
      addNew: 'Publicar look',
      myItems: 'Meus looks',
    },
    cn: {
      tagline: '独立造型师打造的整套穿搭，可买可租',
      heroTitle: '整套造型，一键拥有',
      heroSubtitle: '发现造型师为通勤、婚礼和周末精心搭配的整套造型，单品随心买，也可以为重要的日子租下整套穿搭。',
      heroCta: '开始免费试用',
      searchPlaceholder: '场合、风格或造型师…',
      features: [
        { icon: 'sparkles', title: '专业造型师出品', text: '每套穿搭都由眼光独到的专业造型师从头到脚精心搭配。' },
        { icon: 'shirt', title: '可买可租', text: '留下心爱的单品，或为一次活动租下整套造型。' },
        { icon: 'trending-up', title: '每周上新', text: '每周推出新造型，紧跟季节和大家真正在穿的潮流。' },
      ],
      addNew: '发布造型',
      myItems: '我的造型',
    },
    de: {
      tagline: 'Gestylte Looks unabhängiger Stylisten zum Kaufen oder Mieten',
      heroTitle: 'Den ganzen Look tragen',
      heroSubtitle:
        'Entdecken Sie komplette Outfits, die Stylisten für Büro, Hochzeit und Wochenende zusammengestellt haben, und kaufen Sie jedes Teil oder mieten Sie den Look für Ihren großen Tag.',
      heroCta: 'Kostenlos testen',
      searchPlaceholder: 'Anlass, Stil oder Stylist…',
      features: [
        { icon: 'sparkles', title: 'Looks von echten Stylisten', text: 'Jedes Outfit ist von Kopf bis Fuß von Profis mit klarer Handschrift gestylt.' },
        { icon: 'shirt', title: 'Kaufen oder mieten', text: 'Behalten Sie Ihre Lieblingsteile oder mieten Sie den kompletten Look für einen Anlass.' },
        { icon: 'trending-up', title: 'Jede Woche neu', text: 'Wöchentlich neue Looks, passend zur Saison und zu dem, was wirklich getragen wird.' },
      ],
      addNew: 'Look hinzufügen',
      myItems: 'Meine Looks',
    },
    es: {
      tagline: 'Looks de estilistas independientes listos para comprar o alquilar',
      heroTitle: 'Llévate el look completo',
      heroSubtitle:
        'Descubre conjuntos completos creados por estilistas para el trabajo, las bodas y el fin de semana, y compra cada prenda o alquila el look para tu gran día.',
      heroCta: 'Empieza tu prueba gratuita',
      searchPlaceholder: 'Ocasión, estilo o estilista…',
      features: [
        { icon: 'sparkles', title: 'Looks de estilistas de verdad', text: 'Cada conjunto está pensado de pies a cabeza por un profesional con criterio propio.' },
        { icon: 'shirt', title: 'Compra o alquila', text: 'Quédate con las prendas que te encanten o alquila el look entero para un solo evento.' },
        { icon: 'trending-up', title: 'Novedades cada semana', text: 'Nuevos looks cada semana, al ritmo de la temporada y de lo que de verdad se lleva.' },
      ],
      addNew: 'Publicar look',
      myItems: 'Mis looks',
    },
    fr: {
      tagline: 'Des looks signés par des stylistes indépendants, à acheter ou à louer',
      heroTitle: 'Adoptez le look complet',
      heroSubtitle:
        'Découvrez des tenues complètes composées par des stylistes pour le bureau, les mariages et le week-end, puis achetez chaque pièce ou louez le look pour votre grand jour.',
      heroCta: 'Commencer l’essai gratuit',
      searchPlaceholder: 'Occasion, style ou styliste…',
      features: [
        { icon: 'sparkles', title: 'Des looks de vrais stylistes', text: 'Chaque tenue est pensée de la tête aux pieds par un professionnel au regard affirmé.' },
        { icon: 'shirt', title: 'Achetez ou louez', text: 'Gardez les pièces que vous aimez ou louez le look entier le temps d’un événement.' },
        { icon: 'trending-up', title: 'Du nouveau chaque semaine', text: 'De nouveaux looks chaque semaine, au rythme de la saison et de ce qui se porte vraiment.' },
      ],
      addNew: 'Publier un look',
      myItems: 'Mes looks',
    },
    it: {
      tagline: 'Look firmati da stylist indipendenti, da comprare o noleggiare',
      heroTitle: 'Indossa il look completo',
      heroSubtitle:
        'Scopri outfit completi creati dagli stylist per l’ufficio, i matrimoni e il weekend, poi acquista ogni capo o noleggia il look per il tuo giorno speciale.',
      heroCta: 'Inizia la prova gratuita',
      searchPlaceholder: 'Occasione, stile o stylist…',
      features: [
        { icon: 'sparkles', title: 'Look di veri stylist', text: 'Ogni outfit è curato dalla testa ai piedi da un professionista con uno stile ben preciso.' },
        { icon: 'shirt', title: 'Compra o noleggia', text: 'Tieni i capi che ami o noleggia l’intero look per una sola occasione.' },
        { icon: 'trending-up', title: 'Novità ogni settimana', text: 'Nuovi look ogni settimana, al passo con la stagione e con ciò che si indossa davvero.' },
      ],
      addNew: 'Pubblica un look',
      myItems: 'I miei look',
    },
    pt: {
      tagline: 'Looks criados por stylists independentes, prontos a comprar ou alugar',
      heroTitle: 'Vista o look completo',
      heroSubtitle:
        'Descubra coordenados completos criados por stylists para o trabalho, casamentos e o fim de semana, e compre cada peça ou alugue o look para o seu grande dia.',
      heroCta: 'Comece o teste gratuito',
      searchPlaceholder: 'Ocasião, estilo ou stylist…',
      features: [
        { icon: 'sparkles', title: 'Looks de stylists a sério', text: 'Cada coordenado é pensado da cabeça aos pés por um profissional com estilo próprio.' },
        { icon: 'shirt', title: 'Compre ou alugue', text: 'Fique com as peças de que mais gosta ou alugue o look inteiro para um único evento.' },
        { icon: 'trending-up', title: 'Novidades todas as semanas', text: 'Looks novos todas as semanas, ao ritmo da estação e do que realmente se usa.' },
      ],
      addNew: 'Publicar look',
      myItems: 'Os meus looks',
    },
  },
};
