import { getDb } from '@/lib/db/client';
import { handleOfferViewRequest } from '@/lib/offers/offer-view-request';

/** POST /api/offers/{offerId}/views: one page view of a published offer (lib/offers/offer-views.ts). */
export async function POST(request: Request, { params }: { params: Promise<{ offerId: string }> }) {
  return handleOfferViewRequest(request, (await params).offerId, getDb());
}
