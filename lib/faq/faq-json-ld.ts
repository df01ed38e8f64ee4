import type { FaqSection } from './faq-content';

/** schema.org FAQPage of the help page, so search engines can show its questions and answers. */
export function faqJsonLd(sections: readonly FaqSection[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: sections.flatMap((section) =>
      section.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  };
}
