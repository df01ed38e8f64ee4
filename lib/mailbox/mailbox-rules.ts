import * as z from '@/lib/zod-mini';

/*
 * The e-mail app's vocabulary (docs/apps.md "E-mail"), shared by the server and its client components:
 * the fixed folders, label colours and the rules a label name follows.
 */

/** The folders every mailbox has; a label's slug may not take one of these names. */
export const MAIL_FILTERS = ['inbox', 'sent', 'starred', 'trash'] as const;
export type MailFilter = (typeof MAIL_FILTERS)[number];

export const isMailFilter = (value: string): value is MailFilter =>
  (MAIL_FILTERS as readonly string[]).includes(value);

/** The colours a label may have; the client maps each to a swatch that reads in light and dark. */
export const LABEL_COLORS = ['primary', 'red', 'amber', 'green', 'sky', 'violet', 'pink', 'slate'] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

export const LABEL_NAME_MAX_LENGTH = 30;
export const MAILBOX_PAGE_SIZE = 20;
export const MAIL_SEARCH_MAX_LENGTH = 100;
/** Bulk actions work on what one page shows, with room to spare. */
export const MAIL_BULK_MAX = 100;

/**
 * A label's URL segment: letters and digits of any script in lower case, the rest folded to dashes
 * ("Tax 2026!" → `tax-2026`, "عملاء" → `عملاء`).
 */
export function labelSlugOf(name: string): string {
  return name
    .normalize('NFKC')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, LABEL_NAME_MAX_LENGTH * 2);
}

/**
 * A label as a member types it: a name that makes a slug that is not a folder's. The label dialog
 * and the server action parse with this one schema; messages are keys of `MailApp`.
 */
export const labelInputSchema = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(1, 'labelNameEmpty'),
    z.maxLength(LABEL_NAME_MAX_LENGTH, 'labelNameTooLong'),
    z.refine((name) => labelSlugOf(name).length > 0, 'labelNameEmpty'),
    z.refine((name) => !isMailFilter(labelSlugOf(name)), 'labelNameReserved'),
  ),
  color: z.enum(LABEL_COLORS),
});
export type LabelInput = z.infer<typeof labelInputSchema>;
