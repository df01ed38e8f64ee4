import type { KanbanLabel } from './kanban-schema';

/** What the board page shows and the client moves around (docs/apps.md: Kanban). */
export interface KanbanCardView {
  id: string;
  title: string;
  description: string;
  labels: KanbanLabel[];
  dueOn: string | null;
  assigneeId: string | null;
}

export interface KanbanColumnView {
  id: string;
  title: string;
  cards: KanbanCardView[];
}

export interface KanbanBoardView {
  id: string;
  title: string;
  columns: KanbanColumnView[];
}

export interface KanbanBoardSummary {
  id: string;
  title: string;
}

export interface KanbanAssignee {
  id: string;
  name: string;
}
