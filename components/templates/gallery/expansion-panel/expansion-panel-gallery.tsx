import { CalendarClock, CreditCard, KeyRound, ShieldCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { initialsOf } from '@/lib/account/initials';
import type { Locale } from '@/lib/i18n/locales';
import { DemoSection } from '../demo-section';
import { GalleryPage } from '../gallery-page';
import { SAMPLE_PEOPLE } from '../sample-people';
import { MultiplePanels } from './multiple-panels';

const QUESTIONS = ['publish', 'photos', 'contact'] as const;
const TOPICS = [
  ['payment', CreditCard],
  ['viewing', CalendarClock],
  ['keys', KeyRound],
  ['insurance', ShieldCheck],
] as const;

/** `/components/expansion-panel`: one or several open, icons, a disabled panel, custom headers. */
export function ExpansionPanelGallery({ locale, appName }: { locale: Locale; appName: string }) {
  const t = useTranslations('ComponentsGallery.expansionPanel');
  const [anna, omar] = SAMPLE_PEOPLE;
  return (
    <GalleryPage locale={locale} page="expansionPanel" introValues={{ appName }}>
      <div className="grid gap-6 lg:grid-cols-2">
        <DemoSection id="single" title={t('single.title')} description={t('single.text')}>
          <Accordion type="single" collapsible defaultValue="publish">
            {QUESTIONS.map((key) => (
              <AccordionItem key={key} value={key}>
                <AccordionTrigger>{t(`questions.${key}.title`, { appName })}</AccordionTrigger>
                <AccordionContent>{t(`questions.${key}.text`, { appName })}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </DemoSection>
        <DemoSection id="multiple" title={t('multiple.title')} description={t('multiple.text')}>
          <MultiplePanels />
        </DemoSection>
        <DemoSection id="icons" title={t('icons.title')} description={t('icons.text')}>
          <Accordion type="single" collapsible>
            {TOPICS.map(([key, Icon]) => (
              <AccordionItem key={key} value={key}>
                <AccordionTrigger>
                  <span className="flex items-center gap-3">
                    <Icon aria-hidden className="size-5 text-primary" />
                    {t(`topics.${key}.title`)}
                  </span>
                </AccordionTrigger>
                <AccordionContent className="ps-8">{t(`topics.${key}.text`)}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </DemoSection>
        <DemoSection id="disabled" title={t('disabled.title')} description={t('disabled.text')}>
          <Accordion type="single" collapsible>
            <AccordionItem value="basic">
              <AccordionTrigger>{t('disabled.basic.title')}</AccordionTrigger>
              <AccordionContent>{t('disabled.basic.text')}</AccordionContent>
            </AccordionItem>
            <AccordionItem value="premium" disabled>
              <AccordionTrigger className="disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:text-inherit">
                {t('disabled.premium.title')}
              </AccordionTrigger>
              <AccordionContent>{t('disabled.premium.text')}</AccordionContent>
            </AccordionItem>
            <AccordionItem value="support">
              <AccordionTrigger>{t('disabled.support.title')}</AccordionTrigger>
              <AccordionContent>{t('disabled.support.text')}</AccordionContent>
            </AccordionItem>
          </Accordion>
        </DemoSection>
      </div>
      <DemoSection id="custom" title={t('custom.title')} description={t('custom.text')}>
        <Accordion type="single" collapsible className="space-y-3">
          {[anna!, omar!].map((person, index) => {
            const key = index === 0 ? 'first' : 'second';
            return (
              <AccordionItem
                key={key}
                value={key}
                className="rounded-lg border border-border px-4 last:border-b"
              >
                <AccordionTrigger className="hover:text-inherit">
                  <span className="flex min-w-0 flex-1 flex-wrap items-center gap-3">
                    <Avatar>
                      <AvatarImage src={person.portrait} alt="" />
                      <AvatarFallback>{initialsOf(person.name)}</AvatarFallback>
                    </Avatar>
                    <span className="flex min-w-0 flex-col">
                      <span>{t(`custom.${key}.title`, { name: person.name })}</span>
                      <span className="text-sm font-normal text-muted-foreground">
                        {t(`custom.${key}.meta`)}
                      </span>
                    </span>
                    <Badge variant={index === 0 ? 'success' : 'warning'} tone="soft" className="ms-auto">
                      {t(`custom.${key}.status`)}
                    </Badge>
                  </span>
                </AccordionTrigger>
                <AccordionContent>{t(`custom.${key}.text`)}</AccordionContent>
              </AccordionItem>
            );
          })}
        </Accordion>
      </DemoSection>
    </GalleryPage>
  );
}
