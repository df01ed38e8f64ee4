import * as z from '@/lib/zod-mini';
import { listingIdSchema, storableText } from '@/lib/listings/listing-schema';
import { CONTACT_LIMITS as L } from './contact-types';

export * from './contact-types';

/*
 * docs/product.md §3 contact form: name, email, message. The server action validates with this schema; the
 * browser form only mirrors its limits (contact-types) to keep public pages light. Messages
 * are keys of the `Contact` messages, translated where shown.
 */

export const contactSchema = z.object({
  name: z
    .string()
    .check(
      z.overwrite(storableText),
      z.trim(),
      z.minLength(L.nameMin, 'nameTooShort'),
      z.maxLength(L.nameMax, 'nameTooLong'),
    ),
  email: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, 'emailRequired'),
      z.maxLength(L.emailMax, 'emailInvalid'),
      z.email('emailInvalid'),
    ),
  message: z
    .string()
    .check(
      z.overwrite(storableText),
      z.trim(),
      z.minLength(L.messageMin, 'messageTooShort'),
      z.maxLength(L.messageMax, 'messageTooLong'),
    ),
  /** Honeypot: hidden from people, so only bots fill it in. */
  website: z.string().check(z.maxLength(0, 'honeypotFilled')),
  /** The offer the message is about; none from the front page (then it goes to the site's admins). */
  listingId: z.optional(listingIdSchema),
});

/**
 * What the server accepts: a filled honeypot parses, so that a bot gets the same success answer
 * as a person and learns nothing; the message is then dropped (storeContactMessage).
 */
export const contactSubmissionSchema = z.extend(contactSchema, {
  website: z.string().check(z.maxLength(500)),
});

export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;
