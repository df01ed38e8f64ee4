import { CRM_DASHBOARD, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

export const tutoring: SiteConfig = {
  id: 'tutoring',
  appName: 'Korkownia',
  appDomain: 'korkownia.pl',
  appTitle: 'Korkownia',
  defaultLandingAdminPage: CRM_DASHBOARD,
  defaultLang: 'pl',
  brandColor: '0.5 0.16 258',
  icon: 'graduation-cap',
  currency: 'PLN',
  redirects: { '/korepetycje': '/search', '/lessons': '/search' },
  nav: siteNav([homeTo(CRM_DASHBOARD)]),
  copy: {
    en: {
      tagline: 'Private lessons and exam prep with tutors you choose',
      heroTitle: 'Learn faster with the right tutor',
      heroSubtitle:
        'Find private tutors for school subjects, languages and exam preparation, compare rates and reviews, and book a first lesson online or in person.',
      heroCta: 'Start your free trial',
      searchPlaceholder: 'Subject, exam or tutor’s name…',
      features: [
        { icon: 'graduation-cap', title: 'Exam preparation', text: 'Focused lessons for final exams, entrance tests and language certificates.' },
        { icon: 'star', title: 'Honest reviews', text: 'Read ratings from students and parents before you book a lesson.' },
        { icon: 'calendar', title: 'Flexible scheduling', text: 'Pick a time that suits you and learn online or face to face.' },
      ],
      addNew: 'Add a lesson offer',
      myItems: 'My lesson offers',
    },
    pl: {
      tagline: 'Korepetycje i przygotowanie do egzaminów z nauczycielami, których sam wybierasz',
      heroTitle: 'Ucz się szybciej z właściwym korepetytorem',
      heroSubtitle:
        'Znajdź korepetytora z przedmiotów szkolnych, języków obcych lub do egzaminów, porównaj stawki oraz opinie i umów pierwszą lekcję online albo stacjonarnie.',
      heroCta: 'Rozpocznij darmowy okres próbny',
      searchPlaceholder: 'Przedmiot, egzamin lub imię korepetytora…',
      features: [
        { icon: 'graduation-cap', title: 'Przygotowanie do egzaminów', text: 'Zajęcia nastawione na maturę, egzamin ósmoklasisty i certyfikaty językowe.' },
        { icon: 'star', title: 'Szczere opinie', text: 'Przed rezerwacją przeczytaj oceny wystawione przez uczniów i rodziców.' },
        { icon: 'calendar', title: 'Elastyczny grafik', text: 'Wybierz dogodny termin i ucz się online lub twarzą w twarz.' },
      ],
      addNew: 'Dodaj ofertę korepetycji',
      myItems: 'Moje oferty korepetycji',
    },
    ar: {
      tagline: 'دروس خصوصية وتحضير للامتحانات مع مدرسين تختارهم بنفسك',
      heroTitle: 'تعلّم أسرع مع المدرس المناسب',
      heroSubtitle:
        'اعثر على مدرسين خصوصيين للمواد الدراسية واللغات والتحضير للامتحانات، وقارن الأسعار والتقييمات، واحجز درسك الأول عبر الإنترنت أو حضوريًا.',
      heroCta: 'ابدأ تجربتك المجانية',
      searchPlaceholder: 'المادة أو الامتحان أو اسم المدرس…',
      features: [
        { icon: 'graduation-cap', title: 'التحضير للامتحانات', text: 'دروس مركّزة للامتحانات النهائية واختبارات القبول وشهادات اللغة.' },
        { icon: 'star', title: 'تقييمات صادقة', text: 'اطّلع على تقييمات الطلاب وأولياء الأمور قبل حجز أي درس.' },
        { icon: 'calendar', title: 'مواعيد مرنة', text: 'اختر الوقت الذي يناسبك وتعلّم عبر الإنترنت أو وجهًا لوجه.' },
      ],
      addNew: 'أضف عرض دروس',
      myItems: 'عروض دروسي',
    },
    br: {
      tagline: 'Aulas particulares e preparação para provas com professores que você escolhe',
      heroTitle: 'Aprenda mais rápido com o professor certo',
      heroSubtitle:
        'Encontre professores particulares de matérias escolares, idiomas e preparação para o ENEM, compare preços e avaliações e marque a primeira aula online ou presencial.',
      heroCta: 'Comece seu teste grátis',
      searchPlaceholder: 'Matéria, prova ou nome do professor…',
      features: [
        { icon: 'graduation-cap', title: 'Preparação para provas', text: 'Aulas focadas no ENEM, nos vestibulares e em certificados de idiomas.' },
        { icon: 'star', title: 'Avaliações sinceras', text: 'Veja as notas dadas por alunos e pais antes de marcar uma aula.' },
        { icon: 'calendar', title: 'Horários flexíveis', text: 'Escolha o horário que combina com você e estude online ou presencialmente.' },
      ],
      addNew: 'Anunciar aulas',
      myItems: 'Minhas aulas',
    },
    cn: {
      tagline: '自主挑选老师的私教课和考试辅导',
      heroTitle: '找对老师，学得更快',
      heroSubtitle: '寻找学科、语言和备考方面的私人家教，比较收费和评价，在线或线下预约第一节课。',
      heroCta: '开始免费试用',
      searchPlaceholder: '科目、考试或老师姓名…',
      features: [
        { icon: 'graduation-cap', title: '考试辅导', text: '针对高考、升学考试和语言证书的专项课程。' },
        { icon: 'star', title: '真实评价', text: '预约前先看看学生和家长给出的评分。' },
        { icon: 'calendar', title: '灵活排课', text: '选择适合你的时间，线上或面对面上课。' },
      ],
      addNew: '发布课程',
      myItems: '我的课程',
    },
    de: {
      tagline: 'Nachhilfe und Prüfungsvorbereitung mit Lehrkräften Ihrer Wahl',
      heroTitle: 'Schneller lernen mit der richtigen Nachhilfe',
      heroSubtitle:
        'Finden Sie Nachhilfelehrer für Schulfächer, Sprachen und Prüfungsvorbereitung, vergleichen Sie Preise und Bewertungen und buchen Sie die erste Stunde online oder vor Ort.',
      heroCta: 'Kostenlos testen',
      searchPlaceholder: 'Fach, Prüfung oder Name der Lehrkraft…',
      features: [
        { icon: 'graduation-cap', title: 'Prüfungsvorbereitung', text: 'Gezielter Unterricht für Abitur, Aufnahmeprüfungen und Sprachzertifikate.' },
        { icon: 'star', title: 'Ehrliche Bewertungen', text: 'Lesen Sie die Bewertungen von Schülern und Eltern, bevor Sie eine Stunde buchen.' },
        { icon: 'calendar', title: 'Flexible Termine', text: 'Wählen Sie eine passende Zeit und lernen Sie online oder persönlich.' },
      ],
      addNew: 'Nachhilfe anbieten',
      myItems: 'Meine Nachhilfeangebote',
    },
    es: {
      tagline: 'Clases particulares y preparación de exámenes con el profesor que elijas',
      heroTitle: 'Aprende más rápido con el profesor adecuado',
      heroSubtitle:
        'Encuentra profesores particulares de asignaturas escolares, idiomas y preparación de exámenes, compara tarifas y opiniones y reserva tu primera clase online o presencial.',
      heroCta: 'Empieza tu prueba gratuita',
      searchPlaceholder: 'Asignatura, examen o nombre del profesor…',
      features: [
        { icon: 'graduation-cap', title: 'Preparación de exámenes', text: 'Clases enfocadas en la selectividad, las pruebas de acceso y los certificados de idiomas.' },
        { icon: 'star', title: 'Opiniones sinceras', text: 'Lee las valoraciones de alumnos y padres antes de reservar una clase.' },
        { icon: 'calendar', title: 'Horarios flexibles', text: 'Elige la hora que mejor te venga y aprende online o en persona.' },
      ],
      addNew: 'Publicar clases',
      myItems: 'Mis clases',
    },
    fr: {
      tagline: 'Cours particuliers et préparation aux examens avec le prof de votre choix',
      heroTitle: 'Progressez plus vite avec le bon prof',
      heroSubtitle:
        'Trouvez des professeurs particuliers pour les matières scolaires, les langues et la préparation aux examens, comparez tarifs et avis, puis réservez un premier cours en ligne ou en présentiel.',
      heroCta: 'Commencer l’essai gratuit',
      searchPlaceholder: 'Matière, examen ou nom du professeur…',
      features: [
        { icon: 'graduation-cap', title: 'Préparation aux examens', text: 'Des cours ciblés pour le bac, les concours et les certifications en langues.' },
        { icon: 'star', title: 'Avis authentiques', text: 'Consultez les notes des élèves et des parents avant de réserver un cours.' },
        { icon: 'calendar', title: 'Horaires flexibles', text: 'Choisissez le créneau qui vous convient et apprenez en ligne ou en face à face.' },
      ],
      addNew: 'Proposer des cours',
      myItems: 'Mes offres de cours',
    },
    it: {
      tagline: 'Ripetizioni e preparazione agli esami con l’insegnante che scegli tu',
      heroTitle: 'Impara più in fretta con l’insegnante giusto',
      heroSubtitle:
        'Trova insegnanti privati per materie scolastiche, lingue e preparazione agli esami, confronta tariffe e recensioni e prenota la prima lezione online o in presenza.',
      heroCta: 'Inizia la prova gratuita',
      searchPlaceholder: 'Materia, esame o nome dell’insegnante…',
      features: [
        { icon: 'graduation-cap', title: 'Preparazione agli esami', text: 'Lezioni mirate per la maturità, i test d’ingresso e le certificazioni linguistiche.' },
        { icon: 'star', title: 'Recensioni sincere', text: 'Leggi i giudizi di studenti e genitori prima di prenotare una lezione.' },
        { icon: 'calendar', title: 'Orari flessibili', text: 'Scegli l’orario che preferisci e studia online o di persona.' },
      ],
      addNew: 'Pubblica un’offerta di lezioni',
      myItems: 'Le mie offerte di lezioni',
    },
    pt: {
      tagline: 'Explicações e preparação para exames com o explicador que escolher',
      heroTitle: 'Aprenda mais depressa com o explicador certo',
      heroSubtitle:
        'Encontre explicadores de disciplinas escolares, línguas e preparação para exames nacionais, compare preços e avaliações e marque a primeira aula online ou presencial.',
      heroCta: 'Comece o teste gratuito',
      searchPlaceholder: 'Disciplina, exame ou nome do explicador…',
      features: [
        { icon: 'graduation-cap', title: 'Preparação para exames', text: 'Aulas focadas nos exames nacionais, nas provas de acesso e nos certificados de línguas.' },
        { icon: 'star', title: 'Avaliações honestas', text: 'Leia as classificações de alunos e pais antes de marcar uma aula.' },
        { icon: 'calendar', title: 'Horários flexíveis', text: 'Escolha a hora que lhe dá mais jeito e estude online ou presencialmente.' },
      ],
      addNew: 'Anunciar explicações',
      myItems: 'As minhas explicações',
    },
  },
};
