import { DASHBOARD2, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

export const bond: SiteConfig = {
  id: 'bond',
  appName: 'Maturis',
  appDomain: 'maturis.eu',
  appTitle: 'Maturis',
  defaultLandingAdminPage: DASHBOARD2,
  defaultLang: 'en',
  brandColor: '0.48 0.13 231',
  icon: 'landmark',
  currency: 'EUR',
  redirects: { '/bonds': '/search', '/issues': '/search' },
  nav: siteNav([homeTo(DASHBOARD2)]),
  copy: {
    en: {
      tagline: 'Corporate and municipal bond issues, clearly presented',
      heroTitle: 'Bond offers, side by side',
      heroSubtitle:
        'Browse corporate and municipal bond issues presented by issuers and brokers, and compare coupons, yields and maturities before you request the prospectus.',
      heroCta: 'Start your free trial',
      searchPlaceholder: 'Issuer, ISIN or maturity…',
      features: [
        { icon: 'trending-up', title: 'Yields at a glance', text: 'Compare coupon, yield to maturity and credit rating across current issues.' },
        { icon: 'calendar', title: 'Every maturity', text: 'Filter short, medium and long-term issues by redemption date and interest schedule.' },
        { icon: 'shield', title: 'Know the risk', text: 'Bonds can lose value or default; read the prospectus and issuer rating before you invest.' },
      ],
      addNew: 'Add a bond issue',
      myItems: 'My bond issues',
    },
    pl: {
      tagline: 'Emisje obligacji korporacyjnych i komunalnych w przejrzystej formie',
      heroTitle: 'Oferty obligacji obok siebie',
      heroSubtitle:
        'Przeglądaj emisje obligacji korporacyjnych i komunalnych przedstawiane przez emitentów i brokerów, a przed prośbą o prospekt porównaj kupony, rentowności i terminy wykupu.',
      heroCta: 'Rozpocznij darmowy okres próbny',
      searchPlaceholder: 'Emitent, ISIN lub termin wykupu…',
      features: [
        { icon: 'trending-up', title: 'Rentowność w skrócie', text: 'Porównuj kupon, rentowność do wykupu i rating kredytowy bieżących emisji.' },
        { icon: 'calendar', title: 'Każdy termin wykupu', text: 'Filtruj emisje krótko-, średnio- i długoterminowe według daty wykupu i harmonogramu odsetek.' },
        { icon: 'shield', title: 'Poznaj ryzyko', text: 'Obligacje mogą stracić na wartości, a emitent może nie spłacić długu; przed inwestycją przeczytaj prospekt i rating.' },
      ],
      addNew: 'Dodaj emisję obligacji',
      myItems: 'Moje emisje obligacji',
    },
    ar: {
      tagline: 'إصدارات سندات الشركات والبلديات بعرض واضح',
      heroTitle: 'عروض السندات جنبًا إلى جنب',
      heroSubtitle:
        'تصفح إصدارات سندات الشركات والبلديات التي يعرضها المُصدرون والوسطاء، وقارن القسائم والعوائد وتواريخ الاستحقاق قبل طلب نشرة الإصدار.',
      heroCta: 'ابدأ تجربتك المجانية',
      searchPlaceholder: 'الجهة المُصدرة أو رمز ISIN أو تاريخ الاستحقاق…',
      features: [
        { icon: 'trending-up', title: 'العوائد في لمحة', text: 'قارن القسيمة والعائد حتى الاستحقاق والتصنيف الائتماني بين الإصدارات الحالية.' },
        { icon: 'calendar', title: 'كل آجال الاستحقاق', text: 'صفِّ الإصدارات القصيرة والمتوسطة والطويلة الأجل حسب تاريخ الاسترداد وجدول الفوائد.' },
        { icon: 'shield', title: 'اعرف المخاطر', text: 'قد تفقد السندات قيمتها أو يتعثر مُصدرها؛ اقرأ نشرة الإصدار والتصنيف قبل أن تستثمر.' },
      ],
      addNew: 'أضف إصدار سندات',
      myItems: 'إصدارات سنداتي',
    },
    br: {
      tagline: 'Emissões de títulos corporativos e municipais com total clareza',
      heroTitle: 'Ofertas de títulos lado a lado',
      heroSubtitle:
        'Veja emissões de títulos corporativos e municipais apresentadas por emissores e corretoras e compare cupons, rentabilidades e vencimentos antes de pedir o prospecto.',
      heroCta: 'Comece seu teste grátis',
      searchPlaceholder: 'Emissor, ISIN ou vencimento…',
      features: [
        { icon: 'trending-up', title: 'Rentabilidade de relance', text: 'Compare cupom, taxa até o vencimento e rating de crédito das emissões atuais.' },
        { icon: 'calendar', title: 'Todos os vencimentos', text: 'Filtre emissões de curto, médio e longo prazo por data de resgate e calendário de juros.' },
        { icon: 'shield', title: 'Conheça o risco', text: 'Títulos podem perder valor ou sofrer calote; leia o prospecto e o rating do emissor antes de investir.' },
      ],
      addNew: 'Cadastrar emissão',
      myItems: 'Minhas emissões',
    },
    cn: {
      tagline: '清晰呈现的公司债与市政债发行信息',
      heroTitle: '债券产品，一目了然',
      heroSubtitle: '浏览由发行人和经纪商发布的公司债与市政债，在索取募集说明书之前比较票面利率、收益率和到期日。',
      heroCta: '开始免费试用',
      searchPlaceholder: '发行人、ISIN 或到期日…',
      features: [
        { icon: 'trending-up', title: '收益率一览', text: '比较当前各期债券的票面利率、到期收益率和信用评级。' },
        { icon: 'calendar', title: '各类期限', text: '按兑付日期和付息安排筛选短期、中期和长期债券。' },
        { icon: 'shield', title: '了解风险', text: '债券可能贬值或发生违约，投资前请阅读募集说明书和发行人评级。' },
      ],
      addNew: '发布债券发行',
      myItems: '我的债券发行',
    },
    de: {
      tagline: 'Unternehmens- und Kommunalanleihen übersichtlich präsentiert',
      heroTitle: 'Anleiheangebote im direkten Vergleich',
      heroSubtitle:
        'Durchsuchen Sie Unternehmens- und Kommunalanleihen, die Emittenten und Broker vorstellen, und vergleichen Sie Kupons, Renditen und Laufzeiten, bevor Sie den Prospekt anfordern.',
      heroCta: 'Kostenlos testen',
      searchPlaceholder: 'Emittent, ISIN oder Fälligkeit…',
      features: [
        { icon: 'trending-up', title: 'Renditen auf einen Blick', text: 'Vergleichen Sie Kupon, Rendite bis Fälligkeit und Rating aktueller Emissionen.' },
        { icon: 'calendar', title: 'Jede Laufzeit', text: 'Filtern Sie kurz-, mittel- und langfristige Emissionen nach Rückzahlungstermin und Zinsplan.' },
        { icon: 'shield', title: 'Risiken kennen', text: 'Anleihen können an Wert verlieren oder ausfallen; lesen Sie vor jeder Anlage Prospekt und Emittentenrating.' },
      ],
      addNew: 'Anleiheemission einstellen',
      myItems: 'Meine Anleiheemissionen',
    },
    es: {
      tagline: 'Emisiones de bonos corporativos y municipales, presentadas con claridad',
      heroTitle: 'Ofertas de bonos, frente a frente',
      heroSubtitle:
        'Explora emisiones de bonos corporativos y municipales presentadas por emisores y brókers, y compara cupones, rentabilidades y vencimientos antes de pedir el folleto.',
      heroCta: 'Empieza tu prueba gratuita',
      searchPlaceholder: 'Emisor, ISIN o vencimiento…',
      features: [
        { icon: 'trending-up', title: 'Rentabilidades de un vistazo', text: 'Compara cupón, rentabilidad al vencimiento y calificación crediticia de las emisiones vigentes.' },
        { icon: 'calendar', title: 'Todos los plazos', text: 'Filtra emisiones a corto, medio y largo plazo por fecha de amortización y calendario de intereses.' },
        { icon: 'shield', title: 'Conoce el riesgo', text: 'Los bonos pueden perder valor o sufrir impagos; lee el folleto y la calificación del emisor antes de invertir.' },
      ],
      addNew: 'Publicar una emisión',
      myItems: 'Mis emisiones',
    },
    fr: {
      tagline: 'Émissions obligataires d’entreprises et de collectivités, présentées clairement',
      heroTitle: 'Les offres obligataires côte à côte',
      heroSubtitle:
        'Parcourez les émissions obligataires d’entreprises et de collectivités présentées par les émetteurs et les courtiers, et comparez coupons, rendements et échéances avant de demander le prospectus.',
      heroCta: 'Commencer l’essai gratuit',
      searchPlaceholder: 'Émetteur, ISIN ou échéance…',
      features: [
        { icon: 'trending-up', title: 'Les rendements en un coup d’œil', text: 'Comparez coupon, rendement à l’échéance et notation des émissions en cours.' },
        { icon: 'calendar', title: 'Toutes les échéances', text: 'Filtrez les émissions à court, moyen et long terme par date de remboursement et calendrier des intérêts.' },
        { icon: 'shield', title: 'Connaître le risque', text: 'Avant d’investir, lisez le prospectus et la notation, car une obligation peut perdre de sa valeur ou faire défaut.' },
      ],
      addNew: 'Publier une émission',
      myItems: 'Mes émissions',
    },
    it: {
      tagline: 'Emissioni obbligazionarie societarie e comunali, presentate con chiarezza',
      heroTitle: 'Offerte obbligazionarie a confronto',
      heroSubtitle:
        'Sfoglia le emissioni di obbligazioni societarie e comunali presentate da emittenti e broker e confronta cedole, rendimenti e scadenze prima di richiedere il prospetto.',
      heroCta: 'Inizia la prova gratuita',
      searchPlaceholder: 'Emittente, ISIN o scadenza…',
      features: [
        { icon: 'trending-up', title: 'Rendimenti a colpo d’occhio', text: 'Confronta cedola, rendimento a scadenza e rating delle emissioni in corso.' },
        { icon: 'calendar', title: 'Ogni scadenza', text: 'Filtra le emissioni a breve, medio e lungo termine per data di rimborso e calendario delle cedole.' },
        { icon: 'shield', title: 'Conosci il rischio', text: 'Le obbligazioni possono perdere valore o andare in default: leggi prospetto e rating dell’emittente prima di investire.' },
      ],
      addNew: 'Pubblica un’emissione',
      myItems: 'Le mie emissioni',
    },
    pt: {
      tagline: 'Emissões de obrigações de empresas e municípios, apresentadas com clareza',
      heroTitle: 'Ofertas de obrigações lado a lado',
      heroSubtitle:
        'Explore emissões de obrigações de empresas e municípios apresentadas por emitentes e corretoras e compare cupões, rendibilidades e maturidades antes de pedir o prospeto.',
      heroCta: 'Comece o teste gratuito',
      searchPlaceholder: 'Emitente, ISIN ou maturidade…',
      features: [
        { icon: 'trending-up', title: 'Rendibilidades num relance', text: 'Compare cupão, rendibilidade até à maturidade e rating das emissões em curso.' },
        { icon: 'calendar', title: 'Todas as maturidades', text: 'Filtre emissões de curto, médio e longo prazo por data de reembolso e calendário de juros.' },
        { icon: 'shield', title: 'Conheça o risco', text: 'As obrigações podem perder valor ou entrar em incumprimento; leia o prospeto e o rating antes de investir.' },
      ],
      addNew: 'Adicionar emissão',
      myItems: 'As minhas emissões',
    },
  },
};
