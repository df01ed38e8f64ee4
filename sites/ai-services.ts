import { DASHBOARD2, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

export const aiServices: SiteConfig = {
  id: 'ai-services',
  appName: 'Cognivo',
  appDomain: 'cognivo.io',
  aliases: ['cognivo.ai'],
  appTitle: 'Cognivo',
  defaultLandingAdminPage: DASHBOARD2,
  defaultLang: 'en',
  brandColor: '0.52 0.18 292',
  icon: 'bot',
  currency: 'USD',
  redirects: { '/services': '/search', '/providers': '/search' },
  nav: siteNav([homeTo(DASHBOARD2)], { academy: true }),
  copy: {
    en: {
      tagline: 'AI solutions built by vetted specialists',
      heroTitle: 'Put AI to work for your business',
      heroSubtitle:
        'Hire vetted providers for custom chatbots, workflow automation and data analysis, compare proposals and launch your project in days, not months.',
      heroCta: 'Start your free trial',
      searchPlaceholder: 'Chatbot, automation or data analysis…',
      features: [
        { icon: 'bot', title: 'Custom chatbots', text: 'Support and sales assistants trained on your own documents and tone of voice.' },
        { icon: 'trending-up', title: 'Automation and analytics', text: 'Hand repetitive tasks to AI workflows and turn raw data into clear insights.' },
        { icon: 'shield', title: 'Vetted providers', text: 'Every specialist passes a portfolio and skills review before taking on projects.' },
      ],
      addNew: 'Add an AI service',
      myItems: 'My AI services',
    },
    pl: {
      tagline: 'Rozwiązania AI od sprawdzonych specjalistów',
      heroTitle: 'Zaprzęgnij AI do pracy w swojej firmie',
      heroSubtitle:
        'Zlecaj sprawdzonym wykonawcom chatboty szyte na miarę, automatyzację procesów i analizę danych, porównuj oferty i uruchom projekt w kilka dni, a nie miesięcy.',
      heroCta: 'Rozpocznij darmowy okres próbny',
      searchPlaceholder: 'Chatbot, automatyzacja lub analiza danych…',
      features: [
        { icon: 'bot', title: 'Chatboty szyte na miarę', text: 'Asystenci obsługi i sprzedaży wytrenowani na Twoich dokumentach i mówiący Twoim językiem.' },
        { icon: 'trending-up', title: 'Automatyzacja i analityka', text: 'Przekaż powtarzalne zadania procesom AI i zamień surowe dane w czytelne wnioski.' },
        { icon: 'shield', title: 'Sprawdzeni wykonawcy', text: 'Każdy specjalista przechodzi weryfikację portfolio i umiejętności, zanim przyjmie zlecenie.' },
      ],
      addNew: 'Dodaj usługę AI',
      myItems: 'Moje usługi AI',
    },
    ar: {
      tagline: 'حلول ذكاء اصطناعي يقدمها متخصصون موثوقون',
      heroTitle: 'اجعل الذكاء الاصطناعي يعمل لصالح أعمالك',
      heroSubtitle:
        'استعن بمزودين موثوقين لبناء روبوتات محادثة مخصصة وأتمتة سير العمل وتحليل البيانات، وقارن العروض وأطلق مشروعك خلال أيام لا أشهر.',
      heroCta: 'ابدأ تجربتك المجانية',
      searchPlaceholder: 'روبوت محادثة أو أتمتة أو تحليل بيانات…',
      features: [
        { icon: 'bot', title: 'روبوتات محادثة مخصصة', text: 'مساعدون للدعم والمبيعات مدرَّبون على مستنداتك ويتحدثون بأسلوب علامتك التجارية.' },
        { icon: 'trending-up', title: 'الأتمتة والتحليلات', text: 'أوكل المهام المتكررة إلى مسارات عمل ذكية وحوّل البيانات الخام إلى رؤى واضحة.' },
        { icon: 'shield', title: 'مزودون موثوقون', text: 'يخضع كل متخصص لمراجعة أعماله ومهاراته قبل قبول أي مشروع.' },
      ],
      addNew: 'أضف خدمة ذكاء اصطناعي',
      myItems: 'خدماتي',
    },
    br: {
      tagline: 'Soluções de IA feitas por especialistas verificados',
      heroTitle: 'Coloque a IA para trabalhar no seu negócio',
      heroSubtitle:
        'Contrate fornecedores verificados para chatbots sob medida, automação de processos e análise de dados, compare propostas e tire seu projeto do papel em dias, não em meses.',
      heroCta: 'Comece seu teste grátis',
      searchPlaceholder: 'Chatbot, automação ou análise de dados…',
      features: [
        { icon: 'bot', title: 'Chatbots sob medida', text: 'Assistentes de atendimento e vendas treinados com seus documentos e no tom da sua marca.' },
        { icon: 'trending-up', title: 'Automação e análise de dados', text: 'Passe as tarefas repetitivas para fluxos de IA e transforme dados brutos em insights claros.' },
        { icon: 'shield', title: 'Fornecedores verificados', text: 'Todo especialista passa por uma análise de portfólio e habilidades antes de aceitar projetos.' },
      ],
      addNew: 'Anunciar serviço de IA',
      myItems: 'Meus serviços de IA',
    },
    cn: {
      tagline: '由认证专家打造的 AI 解决方案',
      heroTitle: '让 AI 为你的业务效力',
      heroSubtitle: '聘请经过审核的服务商，定制聊天机器人、实现流程自动化和数据分析，比较方案，几天内即可启动项目。',
      heroCta: '开始免费试用',
      searchPlaceholder: '聊天机器人、自动化或数据分析…',
      features: [
        { icon: 'bot', title: '定制聊天机器人', text: '基于你的文档和品牌语气训练的客服与销售助手。' },
        { icon: 'trending-up', title: '自动化与数据分析', text: '把重复性工作交给 AI 工作流，把原始数据变成清晰的洞察。' },
        { icon: 'shield', title: '认证服务商', text: '每位专家在承接项目前都要通过作品集和技能审核。' },
      ],
      addNew: '发布 AI 服务',
      myItems: '我的 AI 服务',
    },
    de: {
      tagline: 'KI-Lösungen von geprüften Spezialisten',
      heroTitle: 'Lassen Sie KI für Ihr Unternehmen arbeiten',
      heroSubtitle:
        'Beauftragen Sie geprüfte Anbieter mit maßgeschneiderten Chatbots, Prozessautomatisierung und Datenanalyse, vergleichen Sie Angebote und starten Sie Ihr Projekt in Tagen statt Monaten.',
      heroCta: 'Kostenlos testen',
      searchPlaceholder: 'Chatbot, Automatisierung oder Datenanalyse…',
      features: [
        { icon: 'bot', title: 'Chatbots nach Maß', text: 'Support- und Vertriebsassistenten, trainiert mit Ihren Dokumenten und in Ihrer Tonalität.' },
        { icon: 'trending-up', title: 'Automatisierung und Analytik', text: 'Überlassen Sie Routineaufgaben KI-Workflows und machen Sie aus Rohdaten klare Erkenntnisse.' },
        { icon: 'shield', title: 'Geprüfte Anbieter', text: 'Jeder Spezialist durchläuft eine Portfolio- und Kompetenzprüfung, bevor er Projekte übernimmt.' },
      ],
      addNew: 'KI-Leistung anbieten',
      myItems: 'Meine KI-Leistungen',
    },
    es: {
      tagline: 'Soluciones de IA creadas por especialistas verificados',
      heroTitle: 'Pon la IA a trabajar para tu negocio',
      heroSubtitle:
        'Contrata a proveedores verificados para chatbots a medida, automatización de procesos y análisis de datos, compara propuestas y lanza tu proyecto en días, no en meses.',
      heroCta: 'Empieza tu prueba gratuita',
      searchPlaceholder: 'Chatbot, automatización o análisis de datos…',
      features: [
        { icon: 'bot', title: 'Chatbots a medida', text: 'Asistentes de atención y ventas entrenados con tus documentos y con el tono de tu marca.' },
        { icon: 'trending-up', title: 'Automatización y analítica', text: 'Deja las tareas repetitivas en manos de flujos de IA y convierte tus datos en conclusiones claras.' },
        { icon: 'shield', title: 'Proveedores verificados', text: 'Cada especialista supera una revisión de portafolio y habilidades antes de aceptar proyectos.' },
      ],
      addNew: 'Publicar servicio de IA',
      myItems: 'Mis servicios de IA',
    },
    fr: {
      tagline: 'Des solutions d’IA conçues par des experts vérifiés',
      heroTitle: 'Mettez l’IA au service de votre entreprise',
      heroSubtitle:
        'Confiez à des prestataires vérifiés vos chatbots sur mesure, l’automatisation de vos processus et l’analyse de vos données, comparez les propositions et lancez votre projet en quelques jours.',
      heroCta: 'Commencer l’essai gratuit',
      searchPlaceholder: 'Chatbot, automatisation ou analyse de données…',
      features: [
        { icon: 'bot', title: 'Chatbots sur mesure', text: 'Des assistants support et vente entraînés sur vos documents et fidèles à votre ton.' },
        { icon: 'trending-up', title: 'Automatisation et analyse', text: 'Confiez les tâches répétitives à des workflows d’IA et transformez vos données brutes en enseignements clairs.' },
        { icon: 'shield', title: 'Prestataires vérifiés', text: 'Chaque expert fait examiner son portfolio et ses compétences avant d’accepter un projet.' },
      ],
      addNew: 'Proposer un service d’IA',
      myItems: 'Mes services d’IA',
    },
    it: {
      tagline: 'Soluzioni di IA realizzate da specialisti verificati',
      heroTitle: 'Metti l’IA al lavoro per la tua azienda',
      heroSubtitle:
        'Affida a fornitori verificati chatbot su misura, automazione dei processi e analisi dei dati, confronta le proposte e avvia il tuo progetto in pochi giorni, non in mesi.',
      heroCta: 'Inizia la prova gratuita',
      searchPlaceholder: 'Chatbot, automazione o analisi dei dati…',
      features: [
        { icon: 'bot', title: 'Chatbot su misura', text: 'Assistenti per supporto e vendite addestrati sui tuoi documenti e sul tono del tuo brand.' },
        { icon: 'trending-up', title: 'Automazione e analisi', text: 'Affida le attività ripetitive a flussi di IA e trasforma i dati grezzi in informazioni chiare.' },
        { icon: 'shield', title: 'Fornitori verificati', text: 'Ogni specialista supera una verifica di portfolio e competenze prima di accettare progetti.' },
      ],
      addNew: 'Pubblica un servizio di IA',
      myItems: 'I miei servizi di IA',
    },
    pt: {
      tagline: 'Soluções de IA criadas por especialistas verificados',
      heroTitle: 'Ponha a IA a trabalhar para o seu negócio',
      heroSubtitle:
        'Contrate fornecedores verificados para chatbots à medida, automatização de processos e análise de dados, compare propostas e arranque com o seu projeto em dias, não em meses.',
      heroCta: 'Comece o teste gratuito',
      searchPlaceholder: 'Chatbot, automatização ou análise de dados…',
      features: [
        { icon: 'bot', title: 'Chatbots à medida', text: 'Assistentes de apoio ao cliente e vendas treinados com os seus documentos e o tom da sua marca.' },
        { icon: 'trending-up', title: 'Automatização e análise', text: 'Entregue as tarefas repetitivas a fluxos de IA e transforme dados em bruto em conclusões claras.' },
        { icon: 'shield', title: 'Fornecedores verificados', text: 'Cada especialista passa por uma avaliação de portefólio e competências antes de aceitar projetos.' },
      ],
      addNew: 'Anunciar serviço de IA',
      myItems: 'Os meus serviços de IA',
    },
  },
};
