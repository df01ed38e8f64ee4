import { DASHBOARD2, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

export const bible: SiteConfig = {
  id: 'bible',
  appName: 'Lectio',
  appDomain: 'lectio.pl',
  aliases: ['lectio-groups.com'],
  appTitle: 'Lectio',
  defaultLandingAdminPage: DASHBOARD2,
  defaultLang: 'pl',
  brandColor: '0.52 0.14 52',
  icon: 'book-open',
  currency: 'PLN',
  redirects: { '/grupy': '/search', '/spotkania': '/search' },
  nav: siteNav([homeTo(DASHBOARD2)]),
  copy: {
    en: {
      tagline: 'Bible-reading groups near you and online',
      heroTitle: 'Read the Bible together',
      heroSubtitle:
        'Find a local or online Bible-reading group, see when it meets and join a community that reads and reflects on Scripture together.',
      heroCta: 'Start your free trial',
      searchPlaceholder: 'City, church or book of the Bible…',
      features: [
        { icon: 'map-pin', title: 'Groups near you', text: 'Discover parish, home and student groups that meet in your area.' },
        { icon: 'calendar', title: 'Clear schedules', text: 'See the reading plan, day and time of every meeting before you join.' },
        { icon: 'message', title: 'A warm welcome', text: 'Write to the group leader with any question before your first meeting.' },
      ],
      addNew: 'Add a group',
      myItems: 'My groups',
    },
    pl: {
      tagline: 'Grupy czytania Biblii w Twojej okolicy i online',
      heroTitle: 'Czytajmy razem Pismo Święte',
      heroSubtitle:
        'Znajdź grupę czytania Biblii na miejscu lub online, sprawdź, kiedy się spotyka, i dołącz do wspólnoty, która razem czyta i rozważa Słowo Boże.',
      heroCta: 'Rozpocznij darmowy okres próbny',
      searchPlaceholder: 'Miasto, parafia lub księga Biblii…',
      features: [
        { icon: 'map-pin', title: 'Grupy w pobliżu', text: 'Odkryj grupy parafialne, domowe i studenckie, które spotykają się w Twojej okolicy.' },
        { icon: 'calendar', title: 'Przejrzyste terminy', text: 'Sprawdź plan czytań, dzień i godzinę każdego spotkania, zanim dołączysz.' },
        { icon: 'message', title: 'Serdeczne przyjęcie', text: 'Napisz do prowadzącego grupę z każdym pytaniem jeszcze przed pierwszym spotkaniem.' },
      ],
      addNew: 'Dodaj grupę',
      myItems: 'Moje grupy',
    },
    ar: {
      tagline: 'مجموعات لقراءة الكتاب المقدس بالقرب منك وعبر الإنترنت',
      heroTitle: 'لنقرأ الكتاب المقدس معًا',
      heroSubtitle:
        'اعثر على مجموعة لقراءة الكتاب المقدس في منطقتك أو عبر الإنترنت، واطّلع على مواعيد لقاءاتها، وانضم إلى جماعة تقرأ الكلمة وتتأمل فيها معًا.',
      heroCta: 'ابدأ تجربتك المجانية',
      searchPlaceholder: 'المدينة أو الكنيسة أو سفر من الكتاب المقدس…',
      features: [
        { icon: 'map-pin', title: 'مجموعات بالقرب منك', text: 'اكتشف مجموعات الرعايا والبيوت والطلاب التي تلتقي في منطقتك.' },
        { icon: 'calendar', title: 'مواعيد واضحة', text: 'اطّلع على خطة القراءة ويوم كل لقاء وساعته قبل أن تنضم.' },
        { icon: 'message', title: 'ترحيب دافئ', text: 'راسل قائد المجموعة بأي سؤال قبل لقائك الأول.' },
      ],
      addNew: 'أضف مجموعة',
      myItems: 'مجموعاتي',
    },
    br: {
      tagline: 'Grupos de leitura bíblica perto de você e online',
      heroTitle: 'Vamos ler a Bíblia juntos',
      heroSubtitle:
        'Encontre um grupo de leitura bíblica presencial ou online, veja quando ele se reúne e participe de uma comunidade que lê e medita a Palavra em conjunto.',
      heroCta: 'Comece seu teste grátis',
      searchPlaceholder: 'Cidade, igreja ou livro da Bíblia…',
      features: [
        { icon: 'map-pin', title: 'Grupos perto de você', text: 'Descubra grupos de igrejas, lares e universitários que se reúnem na sua região.' },
        { icon: 'calendar', title: 'Horários claros', text: 'Confira o plano de leitura, o dia e o horário de cada encontro antes de participar.' },
        { icon: 'message', title: 'Acolhida calorosa', text: 'Fale com o líder do grupo e tire suas dúvidas antes do primeiro encontro.' },
      ],
      addNew: 'Cadastrar grupo',
      myItems: 'Meus grupos',
    },
    cn: {
      tagline: '身边与线上的读经小组',
      heroTitle: '一起读圣经',
      heroSubtitle: '寻找线下或线上的读经小组，了解聚会时间，加入一个共同阅读、默想圣经的团契。',
      heroCta: '开始免费试用',
      searchPlaceholder: '城市、教会或圣经书卷…',
      features: [
        { icon: 'map-pin', title: '附近的小组', text: '发现在你附近聚会的教会、家庭和学生读经小组。' },
        { icon: 'calendar', title: '清晰的聚会安排', text: '加入之前即可查看读经计划以及每次聚会的日期和时间。' },
        { icon: 'message', title: '温暖的接待', text: '第一次聚会前，可随时给小组带领人发消息提问。' },
      ],
      addNew: '创建小组',
      myItems: '我的小组',
    },
    de: {
      tagline: 'Bibelkreise in Ihrer Nähe und online',
      heroTitle: 'Gemeinsam die Bibel lesen',
      heroSubtitle:
        'Finden Sie einen Bibelkreis vor Ort oder online, sehen Sie, wann er sich trifft, und werden Sie Teil einer Gemeinschaft, die die Heilige Schrift gemeinsam liest und bedenkt.',
      heroCta: 'Kostenlos testen',
      searchPlaceholder: 'Stadt, Gemeinde oder biblisches Buch…',
      features: [
        { icon: 'map-pin', title: 'Kreise in Ihrer Nähe', text: 'Entdecken Sie Gemeinde-, Haus- und Studentenkreise, die sich in Ihrer Umgebung treffen.' },
        { icon: 'calendar', title: 'Klare Termine', text: 'Sehen Sie Leseplan, Wochentag und Uhrzeit jedes Treffens, bevor Sie dazukommen.' },
        { icon: 'message', title: 'Herzlich willkommen', text: 'Schreiben Sie der Kreisleitung Ihre Fragen schon vor dem ersten Treffen.' },
      ],
      addNew: 'Bibelkreis eintragen',
      myItems: 'Meine Bibelkreise',
    },
    es: {
      tagline: 'Grupos de lectura bíblica cerca de ti y en línea',
      heroTitle: 'Leamos juntos la Biblia',
      heroSubtitle:
        'Encuentra un grupo de lectura bíblica presencial o en línea, consulta cuándo se reúne y únete a una comunidad que lee y medita la Palabra en compañía.',
      heroCta: 'Empieza tu prueba gratuita',
      searchPlaceholder: 'Ciudad, parroquia o libro de la Biblia…',
      features: [
        { icon: 'map-pin', title: 'Grupos cerca de ti', text: 'Descubre grupos parroquiales, de hogar y universitarios que se reúnen en tu zona.' },
        { icon: 'calendar', title: 'Horarios claros', text: 'Consulta el plan de lectura, el día y la hora de cada encuentro antes de unirte.' },
        { icon: 'message', title: 'Una acogida cálida', text: 'Escribe al responsable del grupo con cualquier duda antes del primer encuentro.' },
      ],
      addNew: 'Añadir un grupo',
      myItems: 'Mis grupos',
    },
    fr: {
      tagline: 'Groupes de lecture biblique près de chez vous et en ligne',
      heroTitle: 'Lisons la Bible ensemble',
      heroSubtitle:
        'Trouvez un groupe de lecture biblique près de chez vous ou en ligne, consultez ses horaires et rejoignez une communauté qui lit et médite la Parole ensemble.',
      heroCta: 'Commencer l’essai gratuit',
      searchPlaceholder: 'Ville, paroisse ou livre de la Bible…',
      features: [
        { icon: 'map-pin', title: 'Des groupes près de chez vous', text: 'Découvrez les groupes paroissiaux, de maison et étudiants qui se réunissent dans votre quartier.' },
        { icon: 'calendar', title: 'Des horaires clairs', text: 'Consultez le plan de lecture, le jour et l’heure de chaque rencontre avant de rejoindre le groupe.' },
        { icon: 'message', title: 'Un accueil chaleureux', text: 'Écrivez à l’animateur du groupe pour toute question avant votre première rencontre.' },
      ],
      addNew: 'Ajouter un groupe',
      myItems: 'Mes groupes',
    },
    it: {
      tagline: 'Gruppi di lettura biblica vicino a te e online',
      heroTitle: 'Leggiamo insieme la Bibbia',
      heroSubtitle:
        'Trova un gruppo di lettura biblica in presenza o online, scopri quando si riunisce e unisciti a una comunità che legge e medita insieme la Parola.',
      heroCta: 'Inizia la prova gratuita',
      searchPlaceholder: 'Città, parrocchia o libro della Bibbia…',
      features: [
        { icon: 'map-pin', title: 'Gruppi vicino a te', text: 'Scopri gruppi parrocchiali, familiari e universitari che si incontrano nella tua zona.' },
        { icon: 'calendar', title: 'Orari chiari', text: 'Consulta il piano di lettura, il giorno e l’ora di ogni incontro prima di unirti.' },
        { icon: 'message', title: 'Un’accoglienza calorosa', text: 'Scrivi al responsabile del gruppo per qualsiasi domanda prima del primo incontro.' },
      ],
      addNew: 'Aggiungi un gruppo',
      myItems: 'I miei gruppi',
    },
    pt: {
      tagline: 'Grupos de leitura bíblica perto de si e online',
      heroTitle: 'Vamos ler a Bíblia juntos',
      heroSubtitle:
        'Encontre um grupo de leitura bíblica presencial ou online, veja quando se reúne e junte-se a uma comunidade que lê e medita a Palavra em conjunto.',
      heroCta: 'Comece o teste gratuito',
      searchPlaceholder: 'Cidade, paróquia ou livro da Bíblia…',
      features: [
        { icon: 'map-pin', title: 'Grupos perto de si', text: 'Descubra grupos paroquiais, de casa e de estudantes que se reúnem na sua zona.' },
        { icon: 'calendar', title: 'Horários claros', text: 'Consulte o plano de leitura, o dia e a hora de cada encontro antes de se juntar.' },
        { icon: 'message', title: 'Um acolhimento caloroso', text: 'Escreva ao responsável do grupo com qualquer dúvida antes do primeiro encontro.' },
      ],
      addNew: 'Adicionar grupo',
      myItems: 'Os meus grupos',
    },
  },
};
