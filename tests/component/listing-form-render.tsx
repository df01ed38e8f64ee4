import { ListingForm } from '@/components/listings/listing-form';
import { EMPTY_LISTING } from '@/lib/listings/listing-schema';
import { renderWithProviders } from './render';

/** The empty "add new" listing form of a EUR site, as /en/add-new shows it. */
export function renderNewListingForm() {
  return renderWithProviders(
    <ListingForm
      listingId={null}
      initial={EMPTY_LISTING}
      initialImages={[]}
      currency="EUR"
      doneHref="/en/my-items"
      submitLabel="New listing"
    />,
  );
}
