import { Bot, Building2, House, User } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { initialsOf } from '@/lib/account/initials';
import type { Locale } from '@/lib/i18n/locales';
import { DemoSection } from '../demo-section';
import { GalleryPage } from '../gallery-page';
import { SAMPLE_PEOPLE } from '../sample-people';
import { AvatarGroups } from './avatar-groups';
import { PRESENCE, WithPresence } from './avatar-status';
import { PresencePicker } from './presence-picker';

const SIZES = ['sm', 'md', 'lg', 'xl'] as const;
const SHAPES = ['circle', 'rounded'] as const;
// Fallback colours from the theme and the status tones (AA in both themes).
const INITIAL_TONES = [
  'bg-primary text-primary-foreground',
  '', // the Avatar's own brand tint
  'bg-emerald-500/12 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300',
  'bg-amber-500/12 text-amber-800 dark:bg-amber-400/15 dark:text-amber-300',
  'bg-sky-500/12 text-sky-800 dark:bg-sky-400/15 dark:text-sky-300',
  'bg-muted text-foreground',
];
// Not an image: the browser fails to decode it and the initials stay.
const BROKEN_IMAGE = 'data:image/png;base64,AAAA';

/** `/components/avatar`: photos, initials, icons, sizes, shapes, presence and groups. */
export function AvatarGallery({ locale, appName }: { locale: Locale; appName: string }) {
  const t = useTranslations('ComponentsGallery.avatar');
  const [anna, omar, li, lucas, sofia, jonas, maria, carmen] = SAMPLE_PEOPLE;
  const people = [anna!, omar!, li!, lucas!, sofia!, jonas!];
  const row = 'flex flex-wrap items-center gap-4';
  return (
    <GalleryPage locale={locale} page="avatar" introValues={{ appName }}>
      <div className="grid gap-6 lg:grid-cols-2">
        <DemoSection id="images" title={t('images.title')} description={t('images.text')} className={row}>
          {people.map((person) => (
            <Avatar key={person.name} size="lg">
              <AvatarImage src={person.portrait} alt={person.name} />
              <AvatarFallback>{initialsOf(person.name)}</AvatarFallback>
            </Avatar>
          ))}
          <Avatar size="lg">
            <AvatarImage src={BROKEN_IMAGE} alt={maria!.name} />
            <AvatarFallback>{initialsOf(maria!.name)}</AvatarFallback>
          </Avatar>
        </DemoSection>
        <DemoSection
          id="initials"
          title={t('initials.title')}
          description={t('initials.text')}
          className={row}
        >
          {[...people.slice(0, 5), carmen!].map((person, index) => (
            <Avatar key={person.name} size="lg" role="img" aria-label={person.name}>
              <AvatarFallback className={INITIAL_TONES[index]}>{initialsOf(person.name)}</AvatarFallback>
            </Avatar>
          ))}
        </DemoSection>
        <DemoSection id="icons" title={t('icons.title')} description={t('icons.text')} className={row}>
          {(
            [
              [User, 'member', INITIAL_TONES[1]],
              [Building2, 'agency', INITIAL_TONES[4]],
              [House, 'property', INITIAL_TONES[2]],
              [Bot, 'assistant', INITIAL_TONES[3]],
            ] as const
          ).map(([Icon, key, tone]) => (
            <Avatar key={key} size="lg" role="img" aria-label={t(`icons.${key}`)}>
              <AvatarFallback className={tone}>
                <Icon aria-hidden />
              </AvatarFallback>
            </Avatar>
          ))}
        </DemoSection>
        <DemoSection id="sizes" title={t('sizes.title')} description={t('sizes.text')}>
          <ul className="flex flex-wrap items-end gap-5">
            {SIZES.map((size) => (
              <li key={size} className="flex flex-col items-center gap-2">
                <Avatar size={size}>
                  <AvatarImage src={sofia!.portrait} alt={sofia!.name} />
                  <AvatarFallback>{initialsOf(sofia!.name)}</AvatarFallback>
                </Avatar>
                <span className="text-xs text-muted-foreground">{t(`sizes.${size}`)}</span>
              </li>
            ))}
          </ul>
        </DemoSection>
        <DemoSection id="shapes" title={t('shapes.title')} description={t('shapes.text')}>
          <ul className="flex flex-wrap items-end gap-5">
            {SHAPES.flatMap((shape) => [
              <li key={`${shape}-photo`} className="flex flex-col items-center gap-2">
                <Avatar size="xl" shape={shape}>
                  <AvatarImage src={lucas!.portrait} alt={lucas!.name} />
                  <AvatarFallback>{initialsOf(lucas!.name)}</AvatarFallback>
                </Avatar>
                <span className="text-xs text-muted-foreground">{t(`shapes.${shape}`)}</span>
              </li>,
              <li key={`${shape}-initials`} className="flex flex-col items-center gap-2">
                <Avatar size="xl" shape={shape} role="img" aria-label={jonas!.name}>
                  <AvatarFallback>{initialsOf(jonas!.name)}</AvatarFallback>
                </Avatar>
                <span className="text-xs text-muted-foreground">{t(`shapes.${shape}`)}</span>
              </li>,
            ])}
          </ul>
        </DemoSection>
        <DemoSection id="presence" title={t('presence.title')} description={t('presence.text')}>
          <ul className="flex flex-wrap gap-6">
            {PRESENCE.map((presence, index) => {
              const person = people[index]!;
              return (
                <li key={presence} className="flex items-center gap-3">
                  <WithPresence presence={presence} label={t(`presence.${presence}`)}>
                    <Avatar size="lg">
                      <AvatarImage src={person.portrait} alt={person.name} />
                      <AvatarFallback>{initialsOf(person.name)}</AvatarFallback>
                    </Avatar>
                  </WithPresence>
                  <span aria-hidden className="text-sm text-muted-foreground">
                    {t(`presence.${presence}`)}
                  </span>
                </li>
              );
            })}
          </ul>
          <PresencePicker person={li!} />
        </DemoSection>
      </div>
      <DemoSection
        id="group"
        title={t('group.title')}
        description={t('group.text')}
        className="flex flex-wrap items-center gap-8"
      >
        <AvatarGroups />
        <div className="flex items-center gap-3">
          <Avatar size="lg">
            <AvatarImage src={anna!.portrait} alt="" />
            <AvatarFallback>{initialsOf(anna!.name)}</AvatarFallback>
          </Avatar>
          <div>
            <p className="text-sm font-semibold">{anna!.name}</p>
            <p className="text-sm text-muted-foreground">{t('group.role', { appName })}</p>
          </div>
        </div>
      </DemoSection>
    </GalleryPage>
  );
}
