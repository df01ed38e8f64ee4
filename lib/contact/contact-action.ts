'use server';

import { headers } from 'next/headers';
import { currentViewer } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { clientAddress } from '@/lib/http/client-address';
import { listingScope } from '@/lib/listings/scope';
import { notifyRecipient } from '@/lib/realtime/publish';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import { contactRateLimited } from './contact-rate-limit';
import {
  contactSubmissionSchema,
  type ContactField,
  type ContactFormState,
  type ContactResult,
} from './contact-schema';
import { storeContactMessage } from './store-contact-message';

/** The public contact form (front page and offer page): validate, throttle, store. */
export async function sendContactMessage(input: unknown): Promise<ContactResult> {
  const parsed = contactSubmissionSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    return { ok: false, error: 'invalid', fieldErrors: fieldErrors as Partial<Record<ContactField, string>> };
  }
  const requestHeaders = await headers();
  const site = await siteOfRequestHeaders(requestHeaders);
  try {
    const db = getDb();
    if (await contactRateLimited(db, clientAddress(requestHeaders), parsed.data.email))
      return { ok: false, error: 'tooMany' };
    const viewer = await currentViewer(site.id);
    const delivery = await storeContactMessage(
      db,
      site,
      parsed.data,
      viewer.kind === 'member' ? viewer.userId : null,
    );
    if (delivery.kind === 'listingNotFound') return { ok: false, error: 'notFound' };
    if (delivery.kind === 'noRecipient') {
      console.error(`[contact] site ${site.id} has no admin to receive front-page messages`);
      return { ok: false, error: 'failed' };
    }
    if (delivery.kind === 'stored') {
      // Live push to the recipients' open inboxes; their session may be on this site or its listings' site.
      const siteIds = [...new Set([site.id, listingScope(site)])];
      const notice = { type: 'message' as const, messageId: 'contact-form', senderName: parsed.data.name };
      await Promise.all(
        delivery.recipientIds.flatMap((userId) =>
          siteIds.map((siteId) => notifyRecipient(siteId, userId, notice)),
        ),
      );
    }
    return { ok: true };
  } catch (error) {
    console.error('[contact] storing a message failed:', error);
    return { ok: false, error: 'failed' };
  }
}

/** The form's action (useActionState): works with and without JavaScript. */
export async function submitContactForm(
  previous: ContactFormState,
  formData: FormData,
): Promise<ContactFormState> {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = { name: text('name'), email: text('email'), message: text('message') };
  const listingId = text('listingId') || undefined;
  const result = await sendContactMessage({ ...values, website: text('website'), listingId });
  const attempt = previous.attempt + 1;
  if (result.ok) return { status: 'sent', values: { name: '', email: '', message: '' }, attempt };
  return { status: 'error', error: result.error, fieldErrors: result.fieldErrors, values, attempt };
}
