import 'server-only';
import { z } from '@/lib/zod';
import type { Database } from '@/lib/db/client';
import { clientAddress } from '@/lib/http/client-address';
import { isSameOrigin } from '@/lib/http/same-origin';
import { listingScope } from '@/lib/listings/scope';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import { recordOfferView } from './offer-views';

const offerIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const NO_CONTENT = { status: 204, headers: { 'Cache-Control': 'no-store' } };

/**
 * POST /api/offers/{offerId}/views, the offer page's beacon: 204 whether the view counted or not
 * (the answer says nothing about the offer), 403 from another origin.
 */
export async function handleOfferViewRequest(request: Request, offerId: string, db: Database) {
  if (!isSameOrigin(request)) return new Response(null, { status: 403 });
  const listingId = offerIdSchema.safeParse(offerId);
  if (!listingId.success) return new Response(null, NO_CONTENT);
  const site = await siteOfRequestHeaders(request.headers);
  await recordOfferView(db, {
    siteId: listingScope(site),
    listingId: listingId.data,
    userAgent: request.headers.get('user-agent') ?? '',
    address: clientAddress(request.headers),
  });
  return new Response(null, NO_CONTENT);
}
