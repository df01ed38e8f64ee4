import * as z from '@/lib/zod-mini';
import { storableText } from '@/lib/listings/listing-schema';

/** The fixed labels a card can carry, in the order the editor lists them; their colours live in components/kanban. */
export const KANBAN_LABELS = ['feature', 'bug', 'design', 'research', 'urgent'] as const;
export type KanbanLabel = (typeof KANBAN_LABELS)[number];

/*
 * One schema for the card editor (react-hook-form) and the server actions. Messages are keys of the
 * `Kanban` messages, translated where they are shown.
 */
const text = () => z.string().check(z.overwrite(storableText), z.trim());

export const kanbanTitleSchema = text().check(
  z.minLength(1, 'titleRequired'),
  z.maxLength(120, 'titleTooLong'),
);

export const kanbanIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,40}$/));

export const kanbanCardSchema = z.object({
  title: kanbanTitleSchema,
  description: text().check(z.maxLength(4000, 'descriptionTooLong')),
  labels: z.array(z.enum(KANBAN_LABELS)).check(z.maxLength(KANBAN_LABELS.length)),
  /** A calendar day (yyyy-mm-dd) or '' for none. */
  dueOn: z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/, 'dueInvalid')),
  /** A member of the site, or '' for nobody. */
  assigneeId: z.string().check(z.regex(/^([A-Za-z0-9_-]{1,128})?$/, 'assigneeInvalid')),
});

export type KanbanCardValues = z.infer<typeof kanbanCardSchema>;

export const EMPTY_CARD: KanbanCardValues = {
  title: '',
  description: '',
  labels: [],
  dueOn: '',
  assigneeId: '',
};
