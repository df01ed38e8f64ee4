import { DASHBOARD0, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

export const gameGuide: SiteConfig = {
  id: 'game-guide',
  appName: 'Questline',
  appDomain: 'questline.gg',
  appTitle: 'Questline',
  defaultLandingAdminPage: DASHBOARD0,
  defaultLang: 'en',
  brandColor: '0.56 0.19 332',
  icon: 'gamepad',
  currency: 'USD',
  redirects: { '/guides': '/search', '/coaching': '/search' },
  nav: siteNav([homeTo(DASHBOARD0)]),
  copy: {
    en: {
      tagline: 'Guides and coaching from players who have been there',
      heroTitle: 'Level up with players who know the game',
      heroSubtitle:
        'Book coaching sessions, follow step-by-step walkthroughs and pick up strategies from experienced players in the games you love.',
      heroCta: 'Start your free trial',
      searchPlaceholder: 'Game, boss, rank or role…',
      features: [
        { icon: 'book-open', title: 'Step-by-step walkthroughs', text: 'Clear every quest and boss with guides written and updated by veterans.' },
        { icon: 'users', title: 'One-on-one coaching', text: 'Review your replays live with a coach who plays at the rank you want to reach.' },
        { icon: 'star', title: 'Rated by players', text: 'Choose guides and coaches by their reviews, games and results.' },
      ],
      addNew: 'Add a guide',
      myItems: 'My guides',
    },
    pl: {
      tagline: 'Poradniki i coaching od graczy, którzy to już przeszli',
      heroTitle: 'Awansuj z graczami, którzy znają grę',
      heroSubtitle:
        'Umawiaj sesje coachingowe, korzystaj z solucji krok po kroku i ucz się strategii od doświadczonych graczy w tytułach, które kochasz.',
      heroCta: 'Rozpocznij darmowy okres próbny',
      searchPlaceholder: 'Gra, boss, ranga lub rola…',
      features: [
        { icon: 'book-open', title: 'Solucje krok po kroku', text: 'Zaliczaj każdy quest i pokonuj każdego bossa z poradnikami pisanymi i aktualizowanymi przez weteranów.' },
        { icon: 'users', title: 'Coaching jeden na jeden', text: 'Analizuj swoje powtórki na żywo z trenerem, który gra na randze, do której dążysz.' },
        { icon: 'star', title: 'Oceniane przez graczy', text: 'Wybieraj poradniki i trenerów według opinii, gier i wyników.' },
      ],
      addNew: 'Dodaj poradnik',
      myItems: 'Moje poradniki',
    },
    ar: {
      tagline: 'أدلة وتدريب من لاعبين خاضوا التجربة',
      heroTitle: 'ارتقِ بمستواك مع لاعبين يعرفون اللعبة',
      heroSubtitle:
        'احجز جلسات تدريب، واتبع شروحات مفصلة خطوة بخطوة، وتعلّم الاستراتيجيات من لاعبين متمرسين في الألعاب التي تحبها.',
      heroCta: 'ابدأ تجربتك المجانية',
      searchPlaceholder: 'اللعبة أو الزعيم أو الرتبة أو الدور…',
      features: [
        { icon: 'book-open', title: 'شروحات خطوة بخطوة', text: 'أنجز كل مهمة واهزم كل زعيم بأدلة يكتبها ويحدّثها لاعبون مخضرمون.' },
        { icon: 'users', title: 'تدريب فردي', text: 'راجع تسجيلات مبارياتك مباشرة مع مدرب يلعب في الرتبة التي تطمح إليها.' },
        { icon: 'star', title: 'بتقييم اللاعبين', text: 'اختر الأدلة والمدربين بناءً على التقييمات والألعاب والنتائج.' },
      ],
      addNew: 'أضف دليلًا',
      myItems: 'أدلتي',
    },
    br: {
      tagline: 'Guias e coaching de jogadores que já passaram por isso',
      heroTitle: 'Suba de nível com quem conhece o jogo',
      heroSubtitle:
        'Agende sessões de coaching, siga detonados passo a passo e aprenda estratégias com jogadores experientes nos jogos que você ama.',
      heroCta: 'Comece seu teste grátis',
      searchPlaceholder: 'Jogo, chefão, elo ou função…',
      features: [
        { icon: 'book-open', title: 'Detonados passo a passo', text: 'Conclua cada missão e derrote cada chefão com guias escritos e atualizados por veteranos.' },
        { icon: 'users', title: 'Coaching individual', text: 'Analise seus replays ao vivo com um coach que joga no elo que você quer alcançar.' },
        { icon: 'star', title: 'Avaliados por jogadores', text: 'Escolha guias e coaches pelas avaliações, jogos e resultados.' },
      ],
      addNew: 'Publicar guia',
      myItems: 'Meus guias',
    },
    cn: {
      tagline: '来自过来人的游戏攻略与指导',
      heroTitle: '跟懂游戏的玩家一起升级',
      heroSubtitle: '预约一对一指导课程，跟随分步通关攻略，向资深玩家学习你所热爱游戏的战术与技巧。',
      heroCta: '开始免费试用',
      searchPlaceholder: '游戏、Boss、段位或位置…',
      features: [
        { icon: 'book-open', title: '分步通关攻略', text: '借助老玩家撰写并持续更新的攻略，完成每个任务、击败每个 Boss。' },
        { icon: 'users', title: '一对一指导', text: '与已达到你目标段位的教练一起实时复盘你的对局录像。' },
        { icon: 'star', title: '玩家评分', text: '根据评价、擅长的游戏和战绩挑选攻略与教练。' },
      ],
      addNew: '发布攻略',
      myItems: '我的攻略',
    },
    de: {
      tagline: 'Guides und Coaching von Spielern, die es schon geschafft haben',
      heroTitle: 'Werde besser mit Spielern, die das Spiel kennen',
      heroSubtitle:
        'Buche Coaching-Sessions, folge Komplettlösungen Schritt für Schritt und lerne Strategien von erfahrenen Spielern in den Games, die du liebst.',
      heroCta: 'Kostenlos testen',
      searchPlaceholder: 'Spiel, Boss, Rang oder Rolle…',
      features: [
        { icon: 'book-open', title: 'Komplettlösungen', text: 'Meistere jede Quest und jeden Boss mit Guides, die Veteranen schreiben und aktuell halten.' },
        { icon: 'users', title: 'Coaching eins zu eins', text: 'Analysiere deine Replays live mit einem Coach, der auf deinem Wunschrang spielt.' },
        { icon: 'star', title: 'Von Spielern bewertet', text: 'Wähle Guides und Coaches nach Bewertungen, Spielen und Erfolgen.' },
      ],
      addNew: 'Guide erstellen',
      myItems: 'Meine Guides',
    },
    es: {
      tagline: 'Guías y coaching de jugadores que ya han pasado por ahí',
      heroTitle: 'Sube de nivel con quien conoce el juego',
      heroSubtitle:
        'Reserva sesiones de coaching, sigue guías paso a paso y aprende estrategias de jugadores expertos en los juegos que te encantan.',
      heroCta: 'Empieza tu prueba gratuita',
      searchPlaceholder: 'Juego, jefe, rango o rol…',
      features: [
        { icon: 'book-open', title: 'Guías paso a paso', text: 'Supera cada misión y cada jefe con guías escritas y actualizadas por veteranos.' },
        { icon: 'users', title: 'Coaching individual', text: 'Analiza tus repeticiones en directo con un coach que juega en el rango al que aspiras.' },
        { icon: 'star', title: 'Valorado por jugadores', text: 'Elige guías y coaches según sus reseñas, juegos y resultados.' },
      ],
      addNew: 'Publicar guía',
      myItems: 'Mis guías',
    },
    fr: {
      tagline: 'Guides et coaching par des joueurs qui sont passés par là',
      heroTitle: 'Progressez avec des joueurs qui connaissent le jeu',
      heroSubtitle:
        'Réservez des séances de coaching, suivez des soluces pas à pas et apprenez les stratégies de joueurs expérimentés sur vos jeux préférés.',
      heroCta: 'Commencer l’essai gratuit',
      searchPlaceholder: 'Jeu, boss, rang ou rôle…',
      features: [
        { icon: 'book-open', title: 'Soluces pas à pas', text: 'Terminez chaque quête et battez chaque boss grâce à des guides rédigés et tenus à jour par des vétérans.' },
        { icon: 'users', title: 'Coaching individuel', text: 'Analysez vos replays en direct avec un coach qui joue au rang que vous visez.' },
        { icon: 'star', title: 'Noté par les joueurs', text: 'Choisissez guides et coachs selon leurs avis, leurs jeux et leurs résultats.' },
      ],
      addNew: 'Publier un guide',
      myItems: 'Mes guides',
    },
    it: {
      tagline: 'Guide e coaching da giocatori che ci sono già passati',
      heroTitle: 'Sali di livello con chi conosce il gioco',
      heroSubtitle:
        'Prenota sessioni di coaching, segui walkthrough passo passo e impara le strategie di giocatori esperti nei giochi che ami.',
      heroCta: 'Inizia la prova gratuita',
      searchPlaceholder: 'Gioco, boss, rango o ruolo…',
      features: [
        { icon: 'book-open', title: 'Walkthrough passo passo', text: 'Completa ogni missione e sconfiggi ogni boss con guide scritte e aggiornate da veterani.' },
        { icon: 'users', title: 'Coaching individuale', text: 'Analizza i tuoi replay in diretta con un coach che gioca al rango che vuoi raggiungere.' },
        { icon: 'star', title: 'Valutati dai giocatori', text: 'Scegli guide e coach in base a recensioni, giochi e risultati.' },
      ],
      addNew: 'Pubblica una guida',
      myItems: 'Le mie guide',
    },
    pt: {
      tagline: 'Guias e coaching de jogadores que já lá estiveram',
      heroTitle: 'Suba de nível com quem conhece o jogo',
      heroSubtitle:
        'Marque sessões de coaching, siga guias passo a passo e aprenda estratégias com jogadores experientes nos jogos de que mais gosta.',
      heroCta: 'Comece o teste gratuito',
      searchPlaceholder: 'Jogo, boss, rank ou função…',
      features: [
        { icon: 'book-open', title: 'Guias passo a passo', text: 'Conclua cada missão e derrote cada boss com guias escritos e atualizados por veteranos.' },
        { icon: 'users', title: 'Coaching individual', text: 'Analise as suas repetições em direto com um coach que joga no rank que quer alcançar.' },
        { icon: 'star', title: 'Avaliado pelos jogadores', text: 'Escolha guias e coaches pelas opiniões, jogos e resultados.' },
      ],
      addNew: 'Publicar guia',
      myItems: 'Os meus guias',
    },
  },
};
