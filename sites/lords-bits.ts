import { DASHBOARD0, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

export const lordsBits: SiteConfig = {
  id: 'lords-bits',
  appName: 'LordsBits',
  appDomain: 'lordsbits.com',
  aliases: ['lordsbits.eu'],
  appTitle: 'LordsBits',
  defaultLandingAdminPage: DASHBOARD0,
  defaultLang: 'en',
  brandColor: '0.6 0.14 95',
  icon: 'crown',
  currency: 'EUR',
  redirects: { '/auctions': '/search', '/collectibles': '/search' },
  nav: siteNav([homeTo(DASHBOARD0)]),
  copy: {
    en: {
      tagline: 'Rare bits, tokens and memorabilia worth bidding on',
      heroTitle: 'Collect the rarest bits',
      heroSubtitle:
        'Bid on rare items, tokens and memorabilia from fellow collectors, follow auctions live and find the missing piece of your collection.',
      heroCta: 'Start your free trial',
      searchPlaceholder: 'Item, series or collector…',
      features: [
        { icon: 'clock', title: 'Live auctions', text: 'Follow every bid in real time and get a reminder before an auction closes.' },
        { icon: 'shield', title: 'Checked provenance', text: 'Sellers document each bit’s origin and condition before it goes under the hammer.' },
        { icon: 'star', title: 'Rare finds', text: 'Discover limited editions and one-of-a-kind pieces picked by the community.' },
      ],
      addNew: 'List a bit',
      myItems: 'My bits',
    },
    pl: {
      tagline: 'Rzadkie przedmioty, tokeny i pamiątki warte licytacji',
      heroTitle: 'Kolekcjonuj to, co najrzadsze',
      heroSubtitle:
        'Licytuj rzadkie przedmioty, tokeny i pamiątki od innych kolekcjonerów, śledź aukcje na żywo i znajdź brakujący element swojej kolekcji.',
      heroCta: 'Rozpocznij darmowy okres próbny',
      searchPlaceholder: 'Przedmiot, seria lub kolekcjoner…',
      features: [
        { icon: 'clock', title: 'Aukcje na żywo', text: 'Śledź każdą ofertę w czasie rzeczywistym i dostań przypomnienie, zanim aukcja się zakończy.' },
        { icon: 'shield', title: 'Sprawdzone pochodzenie', text: 'Sprzedający dokumentują pochodzenie i stan każdego przedmiotu, zanim trafi pod młotek.' },
        { icon: 'star', title: 'Rzadkie perełki', text: 'Odkrywaj limitowane edycje i unikatowe egzemplarze wybrane przez społeczność.' },
      ],
      addNew: 'Wystaw przedmiot',
      myItems: 'Moje przedmioty',
    },
    ar: {
      tagline: 'قطع نادرة ورموز وتذكارات تستحق المزايدة',
      heroTitle: 'اقتنِ أندر القطع',
      heroSubtitle:
        'زايد على قطع نادرة ورموز وتذكارات يعرضها هواة جمع آخرون، وتابع المزادات مباشرة، واعثر على القطعة الناقصة في مجموعتك.',
      heroCta: 'ابدأ تجربتك المجانية',
      searchPlaceholder: 'القطعة أو السلسلة أو الجامع…',
      features: [
        { icon: 'clock', title: 'مزادات مباشرة', text: 'تابع كل مزايدة لحظة بلحظة وتلقَّ تذكيرًا قبل إغلاق المزاد.' },
        { icon: 'shield', title: 'مصدر موثّق', text: 'يوثّق البائعون مصدر كل قطعة وحالتها قبل طرحها في المزاد.' },
        { icon: 'star', title: 'اكتشافات نادرة', text: 'اكتشف الإصدارات المحدودة والقطع الفريدة التي يختارها المجتمع.' },
      ],
      addNew: 'اعرض قطعة',
      myItems: 'قطعي',
    },
    br: {
      tagline: 'Itens raros, tokens e memorabilia que valem o lance',
      heroTitle: 'Colecione o que há de mais raro',
      heroSubtitle:
        'Dê lances em itens raros, tokens e memorabilia de outros colecionadores, acompanhe leilões ao vivo e encontre a peça que falta na sua coleção.',
      heroCta: 'Comece seu teste grátis',
      searchPlaceholder: 'Item, série ou colecionador…',
      features: [
        { icon: 'clock', title: 'Leilões ao vivo', text: 'Acompanhe cada lance em tempo real e receba um aviso antes que o leilão termine.' },
        { icon: 'shield', title: 'Procedência verificada', text: 'Os vendedores documentam a origem e o estado de cada item antes de ele ir a leilão.' },
        { icon: 'star', title: 'Achados raros', text: 'Descubra edições limitadas e peças únicas selecionadas pela comunidade.' },
      ],
      addNew: 'Anunciar item',
      myItems: 'Meus itens',
    },
    cn: {
      tagline: '值得出价的稀有藏品、代币和纪念品',
      heroTitle: '收藏稀世珍品',
      heroSubtitle: '竞拍其他藏家出售的稀有物品、代币和纪念品，实时关注拍卖，为你的收藏补上缺失的那一件。',
      heroCta: '开始免费试用',
      searchPlaceholder: '藏品、系列或藏家…',
      features: [
        { icon: 'clock', title: '实时拍卖', text: '实时关注每一次出价，并在拍卖结束前收到提醒。' },
        { icon: 'shield', title: '来源可查', text: '每件藏品上拍前，卖家都会记录其来源和品相。' },
        { icon: 'star', title: '稀有发现', text: '发现社区精选的限量版和独一无二的藏品。' },
      ],
      addNew: '上架藏品',
      myItems: '我的藏品',
    },
    de: {
      tagline: 'Seltene Stücke, Token und Memorabilia, die ein Gebot wert sind',
      heroTitle: 'Sammeln Sie das Seltene',
      heroSubtitle:
        'Bieten Sie auf seltene Stücke, Token und Memorabilia anderer Sammler, verfolgen Sie Auktionen live und finden Sie das fehlende Teil Ihrer Sammlung.',
      heroCta: 'Kostenlos testen',
      searchPlaceholder: 'Stück, Serie oder Sammler…',
      features: [
        { icon: 'clock', title: 'Live-Auktionen', text: 'Verfolgen Sie jedes Gebot in Echtzeit und werden Sie erinnert, bevor eine Auktion endet.' },
        { icon: 'shield', title: 'Geprüfte Herkunft', text: 'Verkäufer dokumentieren Herkunft und Zustand jedes Stücks, bevor es unter den Hammer kommt.' },
        { icon: 'star', title: 'Seltene Fundstücke', text: 'Entdecken Sie limitierte Editionen und Unikate, ausgewählt von der Community.' },
      ],
      addNew: 'Stück einstellen',
      myItems: 'Meine Stücke',
    },
    es: {
      tagline: 'Piezas raras, tokens y objetos de colección por los que pujar',
      heroTitle: 'Colecciona lo excepcional',
      heroSubtitle:
        'Puja por objetos raros, tokens y recuerdos de otros coleccionistas, sigue las subastas en directo y encuentra la pieza que le falta a tu colección.',
      heroCta: 'Empieza tu prueba gratuita',
      searchPlaceholder: 'Objeto, serie o coleccionista…',
      features: [
        { icon: 'clock', title: 'Subastas en directo', text: 'Sigue cada puja en tiempo real y recibe un aviso antes de que cierre la subasta.' },
        { icon: 'shield', title: 'Procedencia comprobada', text: 'Los vendedores documentan el origen y el estado de cada pieza antes de que salga a subasta.' },
        { icon: 'star', title: 'Hallazgos únicos', text: 'Descubre ediciones limitadas y piezas únicas seleccionadas por la comunidad.' },
      ],
      addNew: 'Subastar una pieza',
      myItems: 'Mis piezas',
    },
    fr: {
      tagline: 'Pièces rares, jetons et souvenirs qui valent l’enchère',
      heroTitle: 'Collectionnez l’exceptionnel',
      heroSubtitle:
        'Enchérissez sur des objets rares, des jetons et des souvenirs proposés par d’autres collectionneurs, suivez les ventes en direct et trouvez la pièce qui manque à votre collection.',
      heroCta: 'Commencer l’essai gratuit',
      searchPlaceholder: 'Objet, série ou collectionneur…',
      features: [
        { icon: 'clock', title: 'Enchères en direct', text: 'Suivez chaque offre en temps réel et recevez un rappel avant la clôture d’une vente.' },
        { icon: 'shield', title: 'Provenance vérifiée', text: 'Les vendeurs documentent l’origine et l’état de chaque pièce avant sa mise aux enchères.' },
        { icon: 'star', title: 'Trouvailles rares', text: 'Découvrez des éditions limitées et des pièces uniques sélectionnées par la communauté.' },
      ],
      addNew: 'Mettre une pièce en vente',
      myItems: 'Mes pièces',
    },
    it: {
      tagline: 'Pezzi rari, token e memorabilia per cui vale la pena fare un’offerta',
      heroTitle: 'Colleziona ciò che è raro',
      heroSubtitle:
        'Fai offerte su oggetti rari, token e memorabilia di altri collezionisti, segui le aste in diretta e trova il pezzo che manca alla tua collezione.',
      heroCta: 'Inizia la prova gratuita',
      searchPlaceholder: 'Oggetto, serie o collezionista…',
      features: [
        { icon: 'clock', title: 'Aste in diretta', text: 'Segui ogni offerta in tempo reale e ricevi un promemoria prima che l’asta si chiuda.' },
        { icon: 'shield', title: 'Provenienza verificata', text: 'I venditori documentano origine e condizioni di ogni pezzo prima che vada all’asta.' },
        { icon: 'star', title: 'Scoperte rare', text: 'Scopri edizioni limitate e pezzi unici selezionati dalla community.' },
      ],
      addNew: 'Metti all’asta un pezzo',
      myItems: 'I miei pezzi',
    },
    pt: {
      tagline: 'Peças raras, tokens e memorabilia que merecem a sua licitação',
      heroTitle: 'Colecione o que é raro',
      heroSubtitle:
        'Licite objetos raros, tokens e memorabilia de outros colecionadores, acompanhe leilões em direto e encontre a peça que falta na sua coleção.',
      heroCta: 'Comece o teste gratuito',
      searchPlaceholder: 'Objeto, série ou colecionador…',
      features: [
        { icon: 'clock', title: 'Leilões em direto', text: 'Acompanhe cada licitação em tempo real e receba um aviso antes de o leilão terminar.' },
        { icon: 'shield', title: 'Proveniência verificada', text: 'Os vendedores documentam a origem e o estado de cada peça antes de ir a leilão.' },
        { icon: 'star', title: 'Achados raros', text: 'Descubra edições limitadas e peças únicas selecionadas pela comunidade.' },
      ],
      addNew: 'Leiloar uma peça',
      myItems: 'As minhas peças',
    },
  },
};
