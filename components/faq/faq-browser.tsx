'use client';

import Link from 'next/link';
import { ArrowRight, SearchX, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

export interface FaqBrowserSection {
  id: string;
  title: string;
  items: { id: string; question: string; answer: string; link?: { href: string; label: string } }[];
}

export interface FaqBrowserLabels {
  filter: string;
  placeholder: string;
  clear: string;
  noMatch: string;
  /** The live count for 0…n matching questions (the public pages carry no ICU formatter). */
  counts: string[];
}

/** Lower case without accents: "zdjecia" finds "zdjęcia", "Fotos" finds "fotos". */
const normalized = (text: string) => text.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/**
 * The help page's questions: a filter box that narrows them as you type, and one accordion per
 * section. Every answer is in the server HTML already (hidden while closed).
 */
export function FaqBrowser({
  sections,
  labels,
  dir,
}: {
  sections: FaqBrowserSection[];
  labels: FaqBrowserLabels;
  dir: 'ltr' | 'rtl';
}) {
  const filterId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const words = normalized(query).split(/\s+/).filter(Boolean);
  const visible = sections
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => {
        const text = normalized(`${section.title} ${item.question} ${item.answer}`);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((section) => section.items.length);
  const matches = visible.reduce((sum, section) => sum + section.items.length, 0);

  return (
    <div>
      <div role="search" className="surface border border-transparent p-4 sm:p-5">
        <label htmlFor={filterId} className="text-sm font-medium">
          {labels.filter}
        </label>
        <div className="relative mt-2">
          <Search
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            id={filterId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={labels.placeholder}
            maxLength={100}
            autoComplete="off"
            className="h-11 w-full rounded-md border border-border bg-card ps-9 pe-3 text-base outline-none placeholder:text-muted-foreground focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/30 sm:text-sm"
          />
        </div>
        <p aria-live="polite" className={words.length ? 'mt-2 text-sm text-muted-foreground' : 'sr-only'}>
          {words.length ? labels.counts[matches] : ''}
        </p>
      </div>

      {visible.length ? (
        visible.map((section) => (
          <section key={section.id} aria-labelledby={`faq-section-${section.id}`} className="mt-10">
            <h2 id={`faq-section-${section.id}`} className="text-xl font-semibold tracking-tight">
              {section.title}
            </h2>
            <Accordion type="multiple" value={open} onValueChange={setOpen} dir={dir} className="mt-2">
              {section.items.map((item) => (
                <AccordionItem key={item.id} value={item.id} id={`faq-${item.id}`}>
                  <AccordionTrigger>{item.question}</AccordionTrigger>
                  <AccordionContent>
                    <p className="leading-relaxed">{item.answer}</p>
                    {item.link ? (
                      <Link
                        href={item.link.href}
                        className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
                      >
                        {item.link.label}
                        <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
                      </Link>
                    ) : null}
                  </AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </section>
        ))
      ) : (
        <div className="mt-10 flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center">
          <SearchX aria-hidden className="size-10 text-muted-foreground" />
          <p className="max-w-md text-muted-foreground">{labels.noMatch}</p>
          <button
            type="button"
            onClick={() => setQuery('')}
            className="mt-1 rounded-md bg-primary-soft px-4 py-2 text-sm font-semibold text-primary hover:bg-primary/20 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {labels.clear}
          </button>
        </div>
      )}
    </div>
  );
}
