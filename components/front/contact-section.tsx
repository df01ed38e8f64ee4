import { getTranslations } from 'next-intl/server';
import { Mail } from 'lucide-react';
import { ContactForm } from '@/components/contact/contact-form';
import { contactFormLabels } from '@/lib/contact/contact-labels';

/** Contact slot of the front page: messages go to the site's administrators. */
export async function ContactSection() {
  const t = await getTranslations('Front');
  return (
    <section id="contact" aria-labelledby="contact-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="surface grid gap-6 border border-transparent p-8 md:grid-cols-[auto_1fr]">
        <span className="grid size-12 place-items-center rounded-lg bg-primary-soft text-primary">
          <Mail aria-hidden className="size-6" />
        </span>
        <div>
          <h2 id="contact-title" className="text-2xl font-bold tracking-tight">
            {t('contactTitle')}
          </h2>
          <p className="mt-1 text-muted-foreground">{t('contactText')}</p>
          <div className="mt-6 max-w-2xl" data-slot="contact-form">
            <ContactForm labels={await contactFormLabels()} />
          </div>
        </div>
      </div>
    </section>
  );
}
