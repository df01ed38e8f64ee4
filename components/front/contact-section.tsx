import { getTranslations } from 'next-intl/server';
import { Mail } from 'lucide-react';

/** Contact slot of the front page; the form itself arrives with the listings issue. */
export async function ContactSection() {
  const t = await getTranslations('Front');
  return (
    <section id="contact" aria-labelledby="contact-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="surface grid gap-6 border border-transparent p-8 md:grid-cols-[auto_1fr] md:items-center">
        <span className="grid size-12 place-items-center rounded-lg bg-primary-soft text-primary">
          <Mail aria-hidden className="size-6" />
        </span>
        <div>
          <h2 id="contact-title" className="text-2xl font-bold tracking-tight">
            {t('contactTitle')}
          </h2>
          <p className="mt-1 text-muted-foreground">{t('contactText')}</p>
          <p className="mt-4 text-sm text-muted-foreground" data-slot="contact-form">
            {t('contactSoon')}
          </p>
        </div>
      </div>
    </section>
  );
}
