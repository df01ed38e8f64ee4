import type { DemoLanguage } from './demo-types';

interface DemoVisitor {
  name: string;
  email: string;
}

/** The words around the demo offers that are the same on every site of one language. */
export interface DemoPhrases {
  /** People who wrote through the contact form, without an account. */
  visitors: readonly [DemoVisitor, DemoVisitor, DemoVisitor];
  /** The admin's answer to the member's question; `{offer}` is the offer's name. */
  reply: string;
  /** The member's answer to that reply. */
  followUp: string;
  /** A front-page message to the site's admins, about no offer in particular. */
  generalContact: string;
  /** Alt text of a generated illustration. */
  photoAlt: string;
}

export const DEMO_PHRASES: Record<DemoLanguage, DemoPhrases> = {
  pl: {
    visitors: [
      { name: 'Anna Kowalska', email: 'anna.kowalska@example.com' },
      { name: 'Piotr Nowak', email: 'piotr.nowak@example.com' },
      { name: 'Magdalena Wójcik', email: 'magda.wojcik@example.com' },
    ],
    reply:
      'Dzień dobry, dziękuję za wiadomość! Oferta „{offer}” jest aktualna. Może krótka rozmowa wideo jutro po 17:00? Wtedy odpowiem na wszystkie pytania.',
    followUp: 'Jutro po 17:00 pasuje mi idealnie. Zadzwonię przez aplikację.',
    generalContact:
      'Dzień dobry, prowadzę małą firmę i chciałabym opublikować kilka ofert naraz. Czy mogę założyć konto firmowe?',
    photoAlt: '{offer} — ilustracja przykładowa {n} z {total}',
  },
  en: {
    visitors: [
      { name: 'Emma Clarke', email: 'emma.clarke@example.com' },
      { name: 'Lucas Martin', email: 'lucas.martin@example.com' },
      { name: 'Sofia Rossi', email: 'sofia.rossi@example.com' },
    ],
    reply:
      'Hello, and thank you for your message! “{offer}” is still available. Shall we have a short video call tomorrow after 5 pm? I can answer all your questions then.',
    followUp: 'Tomorrow after 5 pm works well for me. I will call you through the app.',
    generalContact:
      'Hello, I run a small business and would like to publish several offers at once. Is there a company account?',
    photoAlt: '{offer} — example illustration {n} of {total}',
  },
};

/** Fills `{name}` placeholders of a demo phrase. */
export function fillPhrase(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
