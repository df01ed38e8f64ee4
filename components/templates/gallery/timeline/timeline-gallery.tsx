import { Paperclip } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Timeline, TimelineItem, type TimelineColour } from '@/components/ui/timeline';
import { initialsOf } from '@/lib/account/initials';
import { directionOf, type Locale } from '@/lib/i18n/locales';
import { DemoSection } from '../demo-section';
import { GalleryPage } from '../gallery-page';
import { SAMPLE_PEOPLE } from '../sample-people';
import { OrderTracking } from './order-tracking';

// A listing's history on fixed dates, so the server and the browser format the same text.
const HISTORY: readonly {
  key: 'published' | 'price' | 'viewing' | 'offer';
  at: string;
  colour: TimelineColour;
}[] = [
  { key: 'published', at: '2026-03-02T09:15:00Z', colour: 'primary' },
  { key: 'price', at: '2026-03-09T14:40:00Z', colour: 'warning' },
  { key: 'viewing', at: '2026-03-12T17:00:00Z', colour: 'info' },
  { key: 'offer', at: '2026-03-15T11:20:00Z', colour: 'success' },
];

/** `/components/timeline`: dots, icons, cards, both sides of the line and the other direction. */
export function TimelineGallery({ locale, appName }: { locale: Locale; appName: string }) {
  const t = useTranslations('ComponentsGallery.timeline');
  const format = useFormatter();
  const when = (at: string) => format.dateTime(new Date(at), { dateStyle: 'medium', timeStyle: 'short' });
  const history = (
    <>
      {HISTORY.map(({ key, at, colour }) => (
        <TimelineItem
          key={key}
          colour={colour}
          time={when(at)}
          dateTime={at}
          title={t(`history.${key}.title`)}
        >
          {t(`history.${key}.text`, { appName })}
        </TimelineItem>
      ))}
    </>
  );
  const [anna, omar, li] = SAMPLE_PEOPLE;
  return (
    <GalleryPage locale={locale} page="timeline" introValues={{ appName }}>
      <div className="grid gap-6 lg:grid-cols-2">
        <DemoSection id="basic" title={t('basic.title')} description={t('basic.text')}>
          <Timeline>{history}</Timeline>
        </DemoSection>
        <DemoSection id="icons" title={t('icons.title')} description={t('icons.text')}>
          <OrderTracking />
        </DemoSection>
      </div>
      <DemoSection id="cards" title={t('cards.title')} description={t('cards.text')}>
        <Timeline>
          {[anna!, omar!, li!].map((person, index) => {
            const key = (['note', 'photos', 'reply'] as const)[index]!;
            const at = HISTORY[index]!.at;
            return (
              <TimelineItem
                key={key}
                colour={index === 1 ? 'info' : 'primary'}
                time={when(at)}
                dateTime={at}
                title={t(`cards.${key}.title`, { name: person.name })}
              >
                <div className="mt-2 rounded-lg border border-border bg-background p-4 text-foreground">
                  <div className="flex items-center gap-3">
                    <Avatar size="sm">
                      <AvatarImage src={person.portrait} alt="" />
                      <AvatarFallback>{initialsOf(person.name)}</AvatarFallback>
                    </Avatar>
                    <p className="text-sm font-medium">{person.name}</p>
                  </div>
                  <p className="mt-2 text-sm text-muted-foreground">{t(`cards.${key}.text`)}</p>
                  {key === 'photos' && (
                    <p className="mt-3 inline-flex items-center gap-1.5 rounded-md bg-muted px-2 py-1 text-xs">
                      <Paperclip aria-hidden className="size-3.5" />
                      {t('cards.attachment')}
                    </p>
                  )}
                </div>
              </TimelineItem>
            );
          })}
        </Timeline>
      </DemoSection>
      <DemoSection id="alternate" title={t('alternate.title')} description={t('alternate.text')}>
        <Timeline align="alternate">{history}</Timeline>
      </DemoSection>
      <DemoSection id="direction" title={t('direction.title')} description={t('direction.text')}>
        {/* The other writing direction than the page's: the line moves to the other side by itself. */}
        <div dir={directionOf(locale) === 'rtl' ? 'ltr' : 'rtl'}>
          <Timeline>{history}</Timeline>
        </div>
      </DemoSection>
    </GalleryPage>
  );
}
