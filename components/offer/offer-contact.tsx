import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/contact/contact-form';
import { contactFormLabels } from '@/lib/contact/contact-labels';

/** The contact form addressed to the offer's owner. */
export async function OfferContact({ listingId, ownerName }: { listingId: string; ownerName: string }) {
  const t = await getTranslations('Offer');
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="surface mt-12 scroll-mt-24 border border-transparent p-6 sm:p-8"
    >
      <h2 id="contact-title" className="text-2xl font-bold tracking-tight">
        {t('contactTitle', { name: ownerName })}
      </h2>
      <p className="mt-1 text-muted-foreground">{t('contactText', { name: ownerName })}</p>
      <div className="mt-6 max-w-2xl">
        <ContactForm labels={await contactFormLabels()} listingId={listingId} />
      </div>
    </section>
  );
}
