import { DASHBOARD0, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

export const appMaking: SiteConfig = {
  id: 'app-making',
  appName: 'Appwright',
  appDomain: 'appwright.dev',
  aliases: ['appwright.io'],
  appTitle: 'Appwright',
  defaultLandingAdminPage: DASHBOARD0,
  defaultLang: 'en',
  brandColor: '0.54 0.18 312',
  icon: 'smartphone',
  currency: 'USD',
  redirects: { '/studios': '/search', '/developers': '/search' },
  nav: siteNav([homeTo(DASHBOARD0)]),
  copy: {
    en: {
      tagline: 'Studios and freelancers who build your app',
      heroTitle: 'Turn your idea into an app',
      heroSubtitle:
        'Find studios and freelance developers for iOS, Android and web apps, compare portfolios and quotes, and kick off your project by message or video call.',
      heroCta: 'Start your free trial',
      searchPlaceholder: 'iOS, Android, React, Flutter…',
      features: [
        { icon: 'star', title: 'Proven portfolios', text: 'Browse shipped apps, client reviews and ratings before you choose a team.' },
        { icon: 'message', title: 'Brief in minutes', text: 'Present your project, discuss the scope and agree on milestones in one conversation.' },
        { icon: 'clock', title: 'Clear timelines', text: 'Compare estimates, milestones and hourly rates side by side.' },
      ],
      addNew: 'Add a dev service',
      myItems: 'My dev services',
    },
    pl: {
      tagline: 'Studia i freelancerzy, którzy zbudują Twoją aplikację',
      heroTitle: 'Zamień pomysł w aplikację',
      heroSubtitle:
        'Znajdź studia i niezależnych programistów aplikacji na iOS, Androida i web, porównaj portfolio i wyceny, a projekt rozpocznij wiadomością lub rozmową wideo.',
      heroCta: 'Rozpocznij darmowy okres próbny',
      searchPlaceholder: 'iOS, Android, React, Flutter…',
      features: [
        { icon: 'star', title: 'Sprawdzone portfolio', text: 'Przeglądaj opublikowane aplikacje, opinie i oceny klientów, zanim wybierzesz zespół.' },
        { icon: 'message', title: 'Brief w kilka minut', text: 'Przedstaw projekt, omów zakres i ustal kamienie milowe w jednej rozmowie.' },
        { icon: 'clock', title: 'Jasne terminy', text: 'Porównuj wyceny, harmonogramy i stawki godzinowe obok siebie.' },
      ],
      addNew: 'Dodaj usługę programistyczną',
      myItems: 'Moje usługi programistyczne',
    },
    ar: {
      tagline: 'استوديوهات ومستقلون يبنون تطبيقك',
      heroTitle: 'حوّل فكرتك إلى تطبيق',
      heroSubtitle:
        'اعثر على استوديوهات ومطورين مستقلين لتطبيقات iOS وAndroid والويب، وقارن أعمالهم وعروض أسعارهم، وابدأ مشروعك عبر رسالة أو مكالمة فيديو.',
      heroCta: 'ابدأ تجربتك المجانية',
      searchPlaceholder: 'iOS، Android، React، Flutter…',
      features: [
        { icon: 'star', title: 'أعمال مثبتة', text: 'تصفح التطبيقات المنشورة وآراء العملاء وتقييماتهم قبل أن تختار فريقك.' },
        { icon: 'message', title: 'موجز في دقائق', text: 'اعرض مشروعك وناقش نطاقه واتفق على مراحله في محادثة واحدة.' },
        { icon: 'clock', title: 'جداول زمنية واضحة', text: 'قارن التقديرات والمراحل والأسعار بالساعة جنبًا إلى جنب.' },
      ],
      addNew: 'أضف خدمة تطوير',
      myItems: 'خدمات التطوير الخاصة بي',
    },
    br: {
      tagline: 'Estúdios e freelancers que desenvolvem seu app',
      heroTitle: 'Transforme sua ideia em app',
      heroSubtitle:
        'Encontre estúdios e desenvolvedores freelancers para apps iOS, Android e web, compare portfólios e orçamentos e comece seu projeto por mensagem ou chamada de vídeo.',
      heroCta: 'Comece seu teste grátis',
      searchPlaceholder: 'iOS, Android, React, Flutter…',
      features: [
        { icon: 'star', title: 'Portfólios comprovados', text: 'Veja apps publicados, avaliações e notas de clientes antes de escolher a equipe.' },
        { icon: 'message', title: 'Briefing em minutos', text: 'Apresente o projeto, discuta o escopo e combine as entregas em uma só conversa.' },
        { icon: 'clock', title: 'Prazos claros', text: 'Compare estimativas, entregas e valores por hora lado a lado.' },
      ],
      addNew: 'Anunciar serviço',
      myItems: 'Meus serviços',
    },
    cn: {
      tagline: '为你打造应用的工作室和自由开发者',
      heroTitle: '把你的创意变成应用',
      heroSubtitle:
        '寻找擅长 iOS、Android 和网页应用的工作室与自由开发者，比较作品集和报价，并通过消息或视频通话启动项目。',
      heroCta: '开始免费试用',
      searchPlaceholder: 'iOS、Android、React、Flutter…',
      features: [
        { icon: 'star', title: '真实作品集', text: '选择团队之前，先查看已上线的应用、客户评价和评分。' },
        { icon: 'message', title: '几分钟理清需求', text: '在一次对话中介绍项目、讨论范围并商定里程碑。' },
        { icon: 'clock', title: '清晰的工期', text: '并排比较工时估算、里程碑和小时费率。' },
      ],
      addNew: '发布开发服务',
      myItems: '我的开发服务',
    },
    de: {
      tagline: 'Studios und Freelancer, die Ihre App bauen',
      heroTitle: 'Machen Sie aus Ihrer Idee eine App',
      heroSubtitle:
        'Finden Sie Studios und freie Entwickler für iOS-, Android- und Web-Apps, vergleichen Sie Portfolios und Angebote und starten Sie Ihr Projekt per Nachricht oder Videoanruf.',
      heroCta: 'Kostenlos testen',
      searchPlaceholder: 'iOS, Android, React, Flutter…',
      features: [
        { icon: 'star', title: 'Geprüfte Portfolios', text: 'Sehen Sie sich veröffentlichte Apps und Kundenbewertungen an, bevor Sie ein Team wählen.' },
        { icon: 'message', title: 'Briefing in Minuten', text: 'Stellen Sie Ihr Projekt vor, klären Sie den Umfang und legen Sie Meilensteine in einem Gespräch fest.' },
        { icon: 'clock', title: 'Klare Zeitpläne', text: 'Vergleichen Sie Schätzungen, Meilensteine und Stundensätze direkt nebeneinander.' },
      ],
      addNew: 'Entwicklerangebot einstellen',
      myItems: 'Meine Entwicklerangebote',
    },
    es: {
      tagline: 'Estudios y freelancers que crean tu app',
      heroTitle: 'Convierte tu idea en una app',
      heroSubtitle:
        'Encuentra estudios y desarrolladores freelance para apps iOS, Android y web, compara portfolios y presupuestos y arranca tu proyecto por mensaje o videollamada.',
      heroCta: 'Empieza tu prueba gratuita',
      searchPlaceholder: 'iOS, Android, React, Flutter…',
      features: [
        { icon: 'star', title: 'Portfolios contrastados', text: 'Revisa apps publicadas, opiniones y valoraciones de clientes antes de elegir equipo.' },
        { icon: 'message', title: 'Briefing en minutos', text: 'Presenta tu proyecto, define el alcance y acuerda los hitos en una sola conversación.' },
        { icon: 'clock', title: 'Plazos claros', text: 'Compara estimaciones, hitos y tarifas por hora de un vistazo.' },
      ],
      addNew: 'Publicar servicio',
      myItems: 'Mis servicios',
    },
    fr: {
      tagline: 'Studios et freelances qui développent votre app',
      heroTitle: 'Transformez votre idée en app',
      heroSubtitle:
        'Trouvez des studios et des développeurs freelances pour vos apps iOS, Android et web, comparez portfolios et devis, puis lancez votre projet par message ou appel vidéo.',
      heroCta: 'Commencer l’essai gratuit',
      searchPlaceholder: 'iOS, Android, React, Flutter…',
      features: [
        { icon: 'star', title: 'Des portfolios éprouvés', text: 'Consultez les apps publiées, les avis et les notes des clients avant de choisir une équipe.' },
        { icon: 'message', title: 'Un brief en quelques minutes', text: 'Présentez votre projet, cadrez le périmètre et fixez les jalons en une seule conversation.' },
        { icon: 'clock', title: 'Des délais clairs', text: 'Comparez estimations, jalons et tarifs horaires côte à côte.' },
      ],
      addNew: 'Publier un service',
      myItems: 'Mes services',
    },
    it: {
      tagline: 'Studi e freelance che sviluppano la tua app',
      heroTitle: 'Trasforma la tua idea in un’app',
      heroSubtitle:
        'Trova studi e sviluppatori freelance per app iOS, Android e web, confronta portfolio e preventivi e avvia il progetto via messaggio o videochiamata.',
      heroCta: 'Inizia la prova gratuita',
      searchPlaceholder: 'iOS, Android, React, Flutter…',
      features: [
        { icon: 'star', title: 'Portfolio verificati', text: 'Guarda app pubblicate, recensioni e valutazioni dei clienti prima di scegliere il team.' },
        { icon: 'message', title: 'Brief in pochi minuti', text: 'Presenta il progetto, definisci l’ambito e concorda le milestone in un’unica conversazione.' },
        { icon: 'clock', title: 'Tempi chiari', text: 'Confronta stime, milestone e tariffe orarie fianco a fianco.' },
      ],
      addNew: 'Pubblica un servizio',
      myItems: 'I miei servizi',
    },
    pt: {
      tagline: 'Estúdios e freelancers que desenvolvem a sua app',
      heroTitle: 'Transforme a sua ideia numa app',
      heroSubtitle:
        'Encontre estúdios e programadores freelancer para apps iOS, Android e web, compare portefólios e orçamentos e arranque o projeto por mensagem ou videochamada.',
      heroCta: 'Comece o teste gratuito',
      searchPlaceholder: 'iOS, Android, React, Flutter…',
      features: [
        { icon: 'star', title: 'Portefólios comprovados', text: 'Veja apps publicadas, opiniões e classificações de clientes antes de escolher a equipa.' },
        { icon: 'message', title: 'Briefing em minutos', text: 'Apresente o projeto, defina o âmbito e acorde as etapas numa só conversa.' },
        { icon: 'clock', title: 'Prazos claros', text: 'Compare estimativas, etapas e preços por hora lado a lado.' },
      ],
      addNew: 'Anunciar serviço',
      myItems: 'Os meus serviços',
    },
  },
};
