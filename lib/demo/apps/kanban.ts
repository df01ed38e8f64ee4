import 'server-only';
import { kanbanBoard, kanbanCard, kanbanColumn } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import type { KanbanLabel } from '@/lib/kanban/kanban-schema';
import type { DemoPerson } from '../demo-accounts';
import type { DemoLanguage } from '../demo-types';
import type { AppDemoSeeder } from './app-demo';

/** A demo card: its column (0 to do, 1 in progress, 2 done), labels, due in days from now, and who it is for. */
interface DemoCard {
  column: 0 | 1 | 2;
  title: string;
  description: string;
  labels: KanbanLabel[];
  dueInDays?: number;
  assignee?: 'self' | 'colleague';
}

interface DemoBoardText {
  title: string;
  columns: [string, string, string];
  /** `{offer}` is one of the owner's demo offers. */
  cards: DemoCard[];
}

const BOARDS: Record<DemoLanguage, DemoBoardText> = {
  en: {
    title: 'This month',
    columns: ['To do', 'In progress', 'Done'],
    cards: [
      {
        column: 0,
        title: 'Reply to the questions about “{offer}”',
        description:
          'Three visitors asked about availability and the price for groups. Answer before Friday.',
        labels: ['urgent'],
        dueInDays: 2,
        assignee: 'self',
      },
      {
        column: 0,
        title: 'New photos for “{offer}”',
        description: 'Daylight shots, at least one showing the whole thing in use.',
        labels: ['design'],
        dueInDays: 9,
        assignee: 'colleague',
      },
      {
        column: 0,
        title: 'Compare prices with similar offers',
        description: 'Look at five comparable offers on the site and note their prices and terms.',
        labels: ['research'],
        dueInDays: 14,
      },
      { column: 0, title: 'Draft the autumn newsletter', description: '', labels: ['feature'] },
      {
        column: 1,
        title: 'Rewrite the description of “{offer}”',
        description: 'Shorter first paragraph, the key facts as a list, and what is included.',
        labels: ['feature'],
        dueInDays: 4,
        assignee: 'self',
      },
      {
        column: 1,
        title: 'Fix the wrong opening hours on the profile',
        description: 'Saturday says 9–17, it should be 10–14.',
        labels: ['bug', 'urgent'],
        dueInDays: 1,
        assignee: 'colleague',
      },
      {
        column: 2,
        title: 'Publish “{offer}”',
        description: 'Published with three photos and a clear price.',
        labels: ['feature'],
        assignee: 'self',
      },
      { column: 2, title: 'Set up two-factor sign-in', description: '', labels: [] },
    ],
  },
  pl: {
    title: 'Ten miesiąc',
    columns: ['Do zrobienia', 'W toku', 'Gotowe'],
    cards: [
      {
        column: 0,
        title: 'Odpowiedzieć na pytania o „{offer}”',
        description: 'Trzy osoby pytały o dostępność i cenę dla grup. Odpowiedzieć przed piątkiem.',
        labels: ['urgent'],
        dueInDays: 2,
        assignee: 'self',
      },
      {
        column: 0,
        title: 'Nowe zdjęcia do „{offer}”',
        description: 'Zdjęcia w świetle dziennym, co najmniej jedno pokazujące całość w użyciu.',
        labels: ['design'],
        dueInDays: 9,
        assignee: 'colleague',
      },
      {
        column: 0,
        title: 'Porównać ceny z podobnymi ofertami',
        description: 'Przejrzeć pięć podobnych ofert w serwisie i zapisać ich ceny i warunki.',
        labels: ['research'],
        dueInDays: 14,
      },
      { column: 0, title: 'Przygotować jesienny newsletter', description: '', labels: ['feature'] },
      {
        column: 1,
        title: 'Przepisać opis „{offer}”',
        description: 'Krótszy pierwszy akapit, najważniejsze fakty w punktach i co jest w cenie.',
        labels: ['feature'],
        dueInDays: 4,
        assignee: 'self',
      },
      {
        column: 1,
        title: 'Poprawić błędne godziny otwarcia w profilu',
        description: 'W sobotę jest 9–17, a powinno być 10–14.',
        labels: ['bug', 'urgent'],
        dueInDays: 1,
        assignee: 'colleague',
      },
      {
        column: 2,
        title: 'Opublikować „{offer}”',
        description: 'Opublikowane z trzema zdjęciami i jasną ceną.',
        labels: ['feature'],
        assignee: 'self',
      },
      { column: 2, title: 'Włączyć logowanie dwuetapowe', description: '', labels: [] },
    ],
  },
};

const DAY_MS = 86_400_000;

/** A board per demo admin and member of each site, with their own offers in the cards (docs/apps.md: Kanban). */
export const seedDemoKanban: AppDemoSeeder = async ({ db, catalog, groups, offers, now }) => {
  const text = BOARDS[catalog.language];
  for (const group of groups) {
    const pairs: [DemoPerson, DemoPerson][] = [
      [group.admin, group.member],
      [group.member, group.admin],
    ];
    for (const [owner, colleague] of pairs) {
      const own = offers.filter((offer) => offer.owner.id === owner.id).map((offer) => offer.name);
      const offerName = (index: number) => own[index % Math.max(own.length, 1)] ?? text.title;
      const boardId = newId();
      await db
        .insert(kanbanBoard)
        .values({ id: boardId, siteId: group.siteId, ownerId: owner.id, title: text.title });
      const columnIds = text.columns.map(() => newId());
      await db
        .insert(kanbanColumn)
        .values(
          text.columns.map((title, position) => ({ id: columnIds[position]!, boardId, title, position })),
        );
      const positions = [0, 0, 0];
      await db.insert(kanbanCard).values(
        text.cards.map((card, index) => ({
          id: newId(),
          columnId: columnIds[card.column]!,
          title: card.title.replace('{offer}', offerName(index)).slice(0, 120),
          description: card.description,
          labels: card.labels,
          dueOn:
            card.dueInDays === undefined
              ? null
              : new Date(now.getTime() + card.dueInDays * DAY_MS).toISOString().slice(0, 10),
          assigneeId:
            card.assignee === 'self' ? owner.id : card.assignee === 'colleague' ? colleague.id : null,
          position: positions[card.column]!++,
        })),
      );
    }
  }
};
