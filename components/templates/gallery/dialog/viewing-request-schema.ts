import * as z from '@/lib/zod-mini';

/**
 * The form of the dialog demo: the messages are keys of `Validation` (translated where shown).
 * Nothing is sent: the gallery only shows how a form in a dialog validates.
 */
export const viewingRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, 'nameTooShort'), z.maxLength(80, 'nameTooLong')),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'emailRequired'),
      z.maxLength(254, 'emailInvalid'),
      z.email('emailInvalid'),
    ),
  message: z.string().check(z.maxLength(500, 'messageTooLong')),
});

export type ViewingRequest = z.infer<typeof viewingRequestSchema>;
