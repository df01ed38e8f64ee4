'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';

const ROOMS = ['kitchen', 'living', 'bedroom', 'outside'] as const;

/** Several panels open at once, with buttons that open or close them all. */
export function MultiplePanels() {
  const t = useTranslations('ComponentsGallery.expansionPanel');
  const [open, setOpen] = useState<string[]>(['kitchen']);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={open.length === ROOMS.length}
          onClick={() => setOpen([...ROOMS])}
        >
          {t('multiple.expandAll')}
        </Button>
        <Button size="sm" variant="outline" disabled={open.length === 0} onClick={() => setOpen([])}>
          {t('multiple.collapseAll')}
        </Button>
      </div>
      <Accordion type="multiple" value={open} onValueChange={setOpen}>
        {ROOMS.map((key) => (
          <AccordionItem key={key} value={key}>
            <AccordionTrigger>{t(`rooms.${key}.title`)}</AccordionTrigger>
            <AccordionContent>{t(`rooms.${key}.text`)}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  );
}
