import { CRM_DASHBOARD, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

export const aiTeaching: SiteConfig = {
  id: 'ai-teaching',
  appName: 'PromptDojo',
  appDomain: 'promptdojo.io',
  appTitle: 'PromptDojo',
  defaultLandingAdminPage: CRM_DASHBOARD,
  defaultLang: 'en',
  brandColor: '0.54 0.13 205',
  icon: 'brain',
  currency: 'USD',
  redirects: { '/courses': '/search', '/mentors': '/search' },
  nav: siteNav([homeTo(CRM_DASHBOARD)]),
  copy: {
    en: {
      tagline: 'Courses and mentoring that make AI part of your everyday work',
      heroTitle: 'Master AI, one skill at a time',
      heroSubtitle:
        'Learn to write better prompts, automate routine tasks and build your own assistants with hands-on courses and one-on-one sessions with experienced mentors.',
      heroCta: 'Start your free trial',
      searchPlaceholder: 'Course, tool or mentor…',
      features: [
        { icon: 'graduation-cap', title: 'Hands-on courses', text: 'Short practical lessons with real exercises, from first prompts to advanced workflows.' },
        { icon: 'users', title: 'Personal mentoring', text: 'Book one-on-one sessions and get feedback on your own projects.' },
        { icon: 'trending-up', title: 'Skills you can prove', text: 'Track your progress and earn certificates to share with your team or employer.' },
      ],
      addNew: 'Add a course',
      myItems: 'My courses',
    },
    pl: {
      tagline: 'Kursy i mentoring, dzięki którym AI stanie się częścią Twojej pracy',
      heroTitle: 'Opanuj AI krok po kroku',
      heroSubtitle:
        'Naucz się pisać lepsze prompty, automatyzować rutynowe zadania i budować własnych asystentów dzięki praktycznym kursom i indywidualnym sesjom z doświadczonymi mentorami.',
      heroCta: 'Rozpocznij darmowy okres próbny',
      searchPlaceholder: 'Kurs, narzędzie lub mentor…',
      features: [
        { icon: 'graduation-cap', title: 'Praktyczne kursy', text: 'Krótkie lekcje z prawdziwymi ćwiczeniami – od pierwszych promptów po zaawansowane automatyzacje.' },
        { icon: 'users', title: 'Indywidualny mentoring', text: 'Umawiaj sesje jeden na jeden i otrzymuj konkretne uwagi do własnych projektów.' },
        { icon: 'trending-up', title: 'Umiejętności z certyfikatem', text: 'Śledź postępy i zdobywaj certyfikaty, którymi pochwalisz się przed zespołem lub pracodawcą.' },
      ],
      addNew: 'Dodaj kurs',
      myItems: 'Moje kursy',
    },
    ar: {
      tagline: 'دورات وإرشاد تجعل الذكاء الاصطناعي جزءًا من عملك اليومي',
      heroTitle: 'أتقن الذكاء الاصطناعي مهارةً تلو الأخرى',
      heroSubtitle:
        'تعلّم كتابة أوامر أفضل وأتمتة المهام الروتينية وبناء مساعديك الخاصين من خلال دورات تطبيقية وجلسات فردية مع مرشدين ذوي خبرة.',
      heroCta: 'ابدأ تجربتك المجانية',
      searchPlaceholder: 'دورة أو أداة أو مرشد…',
      features: [
        { icon: 'graduation-cap', title: 'دورات تطبيقية', text: 'دروس قصيرة وعملية بتمارين حقيقية، من أول أمر تكتبه إلى سير العمل المتقدم.' },
        { icon: 'users', title: 'إرشاد شخصي', text: 'احجز جلسات فردية واحصل على ملاحظات حول مشاريعك الخاصة.' },
        { icon: 'trending-up', title: 'مهارات يمكنك إثباتها', text: 'تابع تقدمك واحصل على شهادات تشاركها مع فريقك أو جهة عملك.' },
      ],
      addNew: 'أضف دورة',
      myItems: 'دوراتي',
    },
    br: {
      tagline: 'Cursos e mentorias para usar IA no seu dia a dia de trabalho',
      heroTitle: 'Domine a IA, uma habilidade por vez',
      heroSubtitle:
        'Aprenda a escrever prompts melhores, automatizar tarefas repetitivas e criar seus próprios assistentes com cursos práticos e sessões individuais com mentores experientes.',
      heroCta: 'Comece seu teste grátis',
      searchPlaceholder: 'Curso, ferramenta ou mentor…',
      features: [
        { icon: 'graduation-cap', title: 'Cursos práticos', text: 'Aulas curtas com exercícios reais, dos primeiros prompts aos fluxos mais avançados.' },
        { icon: 'users', title: 'Mentoria individual', text: 'Agende sessões individuais e receba feedback sobre seus próprios projetos.' },
        { icon: 'trending-up', title: 'Habilidades comprovadas', text: 'Acompanhe sua evolução e ganhe certificados para mostrar à sua equipe ou empresa.' },
      ],
      addNew: 'Cadastrar curso',
      myItems: 'Meus cursos',
    },
    cn: {
      tagline: '让 AI 融入日常工作的课程与导师辅导',
      heroTitle: '一步步掌握 AI',
      heroSubtitle: '通过实战课程和资深导师的一对一辅导，学会写出更好的提示词、自动化日常任务，并打造属于自己的 AI 助手。',
      heroCta: '开始免费试用',
      searchPlaceholder: '课程、工具或导师…',
      features: [
        { icon: 'graduation-cap', title: '实战课程', text: '简短实用的课程配有真实练习，从第一条提示词到进阶工作流。' },
        { icon: 'users', title: '一对一导师', text: '预约一对一辅导，获得针对你自己项目的反馈。' },
        { icon: 'trending-up', title: '可证明的技能', text: '跟踪学习进度，获取可与团队或雇主分享的证书。' },
      ],
      addNew: '发布课程',
      myItems: '我的课程',
    },
    de: {
      tagline: 'Kurse und Mentoring, die KI zum Teil Ihres Arbeitsalltags machen',
      heroTitle: 'KI meistern, Schritt für Schritt',
      heroSubtitle:
        'Lernen Sie, bessere Prompts zu schreiben, Routineaufgaben zu automatisieren und eigene Assistenten zu bauen – mit praxisnahen Kursen und Einzelsessions bei erfahrenen Mentoren.',
      heroCta: 'Kostenlos testen',
      searchPlaceholder: 'Kurs, Tool oder Mentor…',
      features: [
        { icon: 'graduation-cap', title: 'Praxisnahe Kurse', text: 'Kurze Lektionen mit echten Übungen, vom ersten Prompt bis zu fortgeschrittenen Workflows.' },
        { icon: 'users', title: 'Persönliches Mentoring', text: 'Buchen Sie Einzelsessions und erhalten Sie Feedback zu Ihren eigenen Projekten.' },
        { icon: 'trending-up', title: 'Nachweisbare Kompetenzen', text: 'Verfolgen Sie Ihren Fortschritt und erwerben Sie Zertifikate für Ihr Team oder Ihren Arbeitgeber.' },
      ],
      addNew: 'Kurs hinzufügen',
      myItems: 'Meine Kurse',
    },
    es: {
      tagline: 'Cursos y mentorías para que la IA forme parte de tu trabajo diario',
      heroTitle: 'Domina la IA paso a paso',
      heroSubtitle:
        'Aprende a escribir mejores prompts, automatizar tareas rutinarias y crear tus propios asistentes con cursos prácticos y sesiones individuales con mentores experimentados.',
      heroCta: 'Empieza tu prueba gratuita',
      searchPlaceholder: 'Curso, herramienta o mentor…',
      features: [
        { icon: 'graduation-cap', title: 'Cursos prácticos', text: 'Lecciones breves con ejercicios reales, desde los primeros prompts hasta flujos de trabajo avanzados.' },
        { icon: 'users', title: 'Mentoría personal', text: 'Reserva sesiones individuales y recibe comentarios sobre tus propios proyectos.' },
        { icon: 'trending-up', title: 'Habilidades demostrables', text: 'Sigue tu progreso y obtén certificados para compartir con tu equipo o tu empresa.' },
      ],
      addNew: 'Publicar curso',
      myItems: 'Mis cursos',
    },
    fr: {
      tagline: 'Formations et mentorat pour intégrer l’IA à votre quotidien professionnel',
      heroTitle: 'Maîtrisez l’IA, étape par étape',
      heroSubtitle:
        'Apprenez à rédiger de meilleurs prompts, à automatiser les tâches répétitives et à créer vos propres assistants grâce à des formations pratiques et à des séances individuelles avec des mentors expérimentés.',
      heroCta: 'Commencer l’essai gratuit',
      searchPlaceholder: 'Formation, outil ou mentor…',
      features: [
        { icon: 'graduation-cap', title: 'Formations pratiques', text: 'Des leçons courtes avec de vrais exercices, des premiers prompts aux workflows avancés.' },
        { icon: 'users', title: 'Mentorat personnalisé', text: 'Réservez des séances individuelles et obtenez des retours sur vos propres projets.' },
        { icon: 'trending-up', title: 'Des compétences reconnues', text: 'Suivez vos progrès et obtenez des certificats à partager avec votre équipe ou votre employeur.' },
      ],
      addNew: 'Ajouter une formation',
      myItems: 'Mes formations',
    },
    it: {
      tagline: 'Corsi e mentoring per portare l’IA nel tuo lavoro di ogni giorno',
      heroTitle: 'Padroneggia l’IA, un passo alla volta',
      heroSubtitle:
        'Impara a scrivere prompt migliori, automatizzare le attività ripetitive e creare i tuoi assistenti con corsi pratici e sessioni individuali con mentor esperti.',
      heroCta: 'Inizia la prova gratuita',
      searchPlaceholder: 'Corso, strumento o mentor…',
      features: [
        { icon: 'graduation-cap', title: 'Corsi pratici', text: 'Lezioni brevi con esercizi concreti, dai primi prompt ai flussi di lavoro avanzati.' },
        { icon: 'users', title: 'Mentoring personale', text: 'Prenota sessioni individuali e ricevi feedback sui tuoi progetti.' },
        { icon: 'trending-up', title: 'Competenze dimostrabili', text: 'Monitora i tuoi progressi e ottieni certificati da condividere con il team o con l’azienda.' },
      ],
      addNew: 'Aggiungi un corso',
      myItems: 'I miei corsi',
    },
    pt: {
      tagline: 'Cursos e mentoria para pôr a IA a trabalhar no seu dia a dia',
      heroTitle: 'Domine a IA, passo a passo',
      heroSubtitle:
        'Aprenda a escrever melhores prompts, automatizar tarefas rotineiras e criar os seus próprios assistentes com cursos práticos e sessões individuais com mentores experientes.',
      heroCta: 'Comece o teste gratuito',
      searchPlaceholder: 'Curso, ferramenta ou mentor…',
      features: [
        { icon: 'graduation-cap', title: 'Cursos práticos', text: 'Aulas curtas com exercícios reais, dos primeiros prompts aos fluxos de trabalho avançados.' },
        { icon: 'users', title: 'Mentoria personalizada', text: 'Marque sessões individuais e receba feedback sobre os seus próprios projetos.' },
        { icon: 'trending-up', title: 'Competências comprovadas', text: 'Acompanhe o seu progresso e obtenha certificados para partilhar com a equipa ou a empresa.' },
      ],
      addNew: 'Adicionar curso',
      myItems: 'Os meus cursos',
    },
  },
};
