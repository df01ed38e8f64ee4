import { CRM_DASHBOARD, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

/** `{product}` is a placeholder for the configured product name; the registry substitutes it. */
export const product: SiteConfig = {
  id: 'product',
  appName: '{product}',
  appDomain: 'product.example.com',
  appTitle: '{product}',
  defaultLandingAdminPage: CRM_DASHBOARD,
  defaultLang: 'en',
  brandColor: '0.55 0.14 183',
  icon: 'package',
  currency: 'EUR',
  redirects: { '/plans': '/search', '/shop': '/search' },
  nav: siteNav([homeTo(CRM_DASHBOARD)]),
  copy: {
    en: {
      tagline: 'Plans, add-ons and services for {product} in one place',
      heroTitle: 'Everything you need from {product}',
      heroSubtitle:
        'Compare {product} plans, add the extras your team needs and book setup or support services from certified partners.',
      heroCta: 'Start your free trial',
      searchPlaceholder: 'Plan, add-on or service…',
      features: [
        { icon: 'package', title: 'Plans that fit', text: 'Compare every {product} plan side by side and switch whenever your needs change.' },
        { icon: 'sparkles', title: 'Add-ons on demand', text: 'Extend {product} with extra features and capacity, billed only while you use them.' },
        { icon: 'users', title: 'Expert services', text: 'Book onboarding, training or support from partners who know {product} inside out.' },
      ],
      addNew: 'Add an offer',
      myItems: 'My offers',
    },
    pl: {
      tagline: 'Plany, dodatki i usługi dla {product} w jednym miejscu',
      heroTitle: 'Wszystko, czego potrzebujesz od {product}',
      heroSubtitle:
        'Porównaj plany {product}, dodaj funkcje potrzebne Twojemu zespołowi i zamów wdrożenie lub wsparcie u certyfikowanych partnerów.',
      heroCta: 'Rozpocznij darmowy okres próbny',
      searchPlaceholder: 'Plan, dodatek lub usługa…',
      features: [
        { icon: 'package', title: 'Plany na miarę', text: 'Porównaj wszystkie plany {product} obok siebie i zmieniaj je, gdy zmienią się Twoje potrzeby.' },
        { icon: 'sparkles', title: 'Dodatki na żądanie', text: 'Rozszerz {product} o nowe funkcje i zasoby, płacąc tylko wtedy, gdy z nich korzystasz.' },
        { icon: 'users', title: 'Usługi ekspertów', text: 'Zamów wdrożenie, szkolenie lub wsparcie u partnerów, którzy znają {product} od podszewki.' },
      ],
      addNew: 'Dodaj ofertę',
      myItems: 'Moje oferty',
    },
    ar: {
      tagline: 'خطط وإضافات وخدمات {product} في مكان واحد',
      heroTitle: 'كل ما تحتاجه من {product}',
      heroSubtitle:
        'قارن خطط {product}، وأضف الميزات التي يحتاجها فريقك، واحجز خدمات الإعداد أو الدعم لدى شركاء معتمدين.',
      heroCta: 'ابدأ تجربتك المجانية',
      searchPlaceholder: 'خطة أو إضافة أو خدمة…',
      features: [
        { icon: 'package', title: 'خطط تناسبك', text: 'قارن جميع خطط {product} جنبًا إلى جنب وبدّل بينها متى تغيرت احتياجاتك.' },
        { icon: 'sparkles', title: 'إضافات عند الطلب', text: 'وسّع {product} بميزات وسعة إضافية، ولا تدفع إلا مقابل ما تستخدمه.' },
        { icon: 'users', title: 'خدمات الخبراء', text: 'احجز الإعداد أو التدريب أو الدعم لدى شركاء يعرفون {product} معرفة تامة.' },
      ],
      addNew: 'أضف عرضًا',
      myItems: 'عروضي',
    },
    br: {
      tagline: 'Planos, complementos e serviços para {product} em um só lugar',
      heroTitle: 'Tudo o que você precisa de {product}',
      heroSubtitle:
        'Compare os planos de {product}, adicione os recursos de que sua equipe precisa e contrate implantação ou suporte com parceiros certificados.',
      heroCta: 'Comece seu teste grátis',
      searchPlaceholder: 'Plano, complemento ou serviço…',
      features: [
        { icon: 'package', title: 'Planos sob medida', text: 'Compare todos os planos de {product} lado a lado e mude quando suas necessidades mudarem.' },
        { icon: 'sparkles', title: 'Complementos sob demanda', text: 'Amplie {product} com recursos e capacidade extras, pagando só enquanto usar.' },
        { icon: 'users', title: 'Serviços especializados', text: 'Contrate implantação, treinamento ou suporte com parceiros que conhecem {product} a fundo.' },
      ],
      addNew: 'Adicionar oferta',
      myItems: 'Minhas ofertas',
    },
    cn: {
      tagline: '{product} 的套餐、附加组件和服务，一站汇集',
      heroTitle: '{product} 所需，一应俱全',
      heroSubtitle: '比较 {product} 的各种套餐，添加团队所需的功能，并向认证合作伙伴预约部署或支持服务。',
      heroCta: '开始免费试用',
      searchPlaceholder: '套餐、附加组件或服务…',
      features: [
        { icon: 'package', title: '合适的套餐', text: '并排比较 {product} 的所有套餐，需求变化时随时切换。' },
        { icon: 'sparkles', title: '按需附加组件', text: '为 {product} 扩展更多功能和容量，仅在使用期间付费。' },
        { icon: 'users', title: '专家服务', text: '向深谙 {product} 的合作伙伴预约上手指导、培训或技术支持。' },
      ],
      addNew: '发布方案',
      myItems: '我的方案',
    },
    de: {
      tagline: 'Tarife, Add-ons und Services für {product} an einem Ort',
      heroTitle: 'Alles, was Sie von {product} brauchen',
      heroSubtitle:
        'Vergleichen Sie die Tarife von {product}, ergänzen Sie die Funktionen, die Ihr Team braucht, und buchen Sie Einrichtung oder Support bei zertifizierten Partnern.',
      heroCta: 'Kostenlos testen',
      searchPlaceholder: 'Tarif, Add-on oder Service…',
      features: [
        { icon: 'package', title: 'Tarife nach Maß', text: 'Vergleichen Sie alle Tarife von {product} nebeneinander und wechseln Sie, sobald sich Ihr Bedarf ändert.' },
        { icon: 'sparkles', title: 'Add-ons nach Bedarf', text: 'Erweitern Sie {product} um Funktionen und Kapazität und zahlen Sie nur, solange Sie sie nutzen.' },
        { icon: 'users', title: 'Services von Experten', text: 'Buchen Sie Onboarding, Schulung oder Support bei Partnern, die {product} in- und auswendig kennen.' },
      ],
      addNew: 'Angebot einstellen',
      myItems: 'Meine Angebote',
    },
    es: {
      tagline: 'Planes, complementos y servicios para {product} en un solo lugar',
      heroTitle: 'Todo lo que necesitas de {product}',
      heroSubtitle:
        'Compara los planes de {product}, añade las funciones que tu equipo necesita y contrata la puesta en marcha o el soporte con socios certificados.',
      heroCta: 'Empieza tu prueba gratuita',
      searchPlaceholder: 'Plan, complemento o servicio…',
      features: [
        { icon: 'package', title: 'Planes a tu medida', text: 'Compara todos los planes de {product} de un vistazo y cambia cuando cambien tus necesidades.' },
        { icon: 'sparkles', title: 'Complementos a demanda', text: 'Amplía {product} con funciones y capacidad extra, y paga solo mientras los uses.' },
        { icon: 'users', title: 'Servicios expertos', text: 'Contrata formación, soporte o puesta en marcha con socios que conocen {product} a fondo.' },
      ],
      addNew: 'Publicar oferta',
      myItems: 'Mis ofertas',
    },
    fr: {
      tagline: 'Offres, modules et services pour {product} au même endroit',
      heroTitle: 'Tout ce qu’il vous faut avec {product}',
      heroSubtitle:
        'Comparez les offres {product}, ajoutez les fonctionnalités dont votre équipe a besoin et réservez la mise en place ou l’assistance auprès de partenaires certifiés.',
      heroCta: 'Commencer l’essai gratuit',
      searchPlaceholder: 'Offre, module ou service…',
      features: [
        { icon: 'package', title: 'Des offres adaptées', text: 'Comparez toutes les offres {product} côte à côte et changez dès que vos besoins évoluent.' },
        { icon: 'sparkles', title: 'Modules à la demande', text: 'Enrichissez {product} de fonctionnalités et de capacité supplémentaires, facturées à l’usage.' },
        { icon: 'users', title: 'Services d’experts', text: 'Réservez formation, assistance ou prise en main auprès de partenaires qui maîtrisent {product}.' },
      ],
      addNew: 'Publier une offre',
      myItems: 'Mes offres',
    },
    it: {
      tagline: 'Piani, componenti aggiuntivi e servizi per {product} in un unico posto',
      heroTitle: 'Tutto ciò che ti serve da {product}',
      heroSubtitle:
        'Confronta i piani di {product}, aggiungi le funzioni che servono al tuo team e prenota configurazione o assistenza presso partner certificati.',
      heroCta: 'Inizia la prova gratuita',
      searchPlaceholder: 'Piano, componente aggiuntivo o servizio…',
      features: [
        { icon: 'package', title: 'Piani su misura', text: 'Confronta tutti i piani di {product} fianco a fianco e cambia quando cambiano le tue esigenze.' },
        { icon: 'sparkles', title: 'Componenti su richiesta', text: 'Estendi {product} con funzioni e capacità extra, pagando solo finché le usi.' },
        { icon: 'users', title: 'Servizi di esperti', text: 'Prenota onboarding, formazione o assistenza da partner che conoscono {product} a fondo.' },
      ],
      addNew: 'Pubblica un’offerta',
      myItems: 'Le mie offerte',
    },
    pt: {
      tagline: 'Planos, extras e serviços para {product} num só lugar',
      heroTitle: 'Tudo o que precisa de {product}',
      heroSubtitle:
        'Compare os planos de {product}, acrescente as funcionalidades de que a sua equipa precisa e contrate implementação ou apoio a parceiros certificados.',
      heroCta: 'Comece o teste gratuito',
      searchPlaceholder: 'Plano, extra ou serviço…',
      features: [
        { icon: 'package', title: 'Planos à medida', text: 'Compare todos os planos de {product} lado a lado e mude sempre que as suas necessidades mudarem.' },
        { icon: 'sparkles', title: 'Extras a pedido', text: 'Alargue {product} com funcionalidades e capacidade adicionais, pagando apenas enquanto as utilizar.' },
        { icon: 'users', title: 'Serviços especializados', text: 'Contrate implementação, formação ou apoio a parceiros que conhecem {product} a fundo.' },
      ],
      addNew: 'Adicionar oferta',
      myItems: 'As minhas ofertas',
    },
  },
};
