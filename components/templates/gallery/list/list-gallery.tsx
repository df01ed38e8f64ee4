import {
  Bell,
  ChevronRight,
  FileText,
  Globe,
  Image as ImageIcon,
  Lock,
  MessageSquare,
  Phone,
  Sheet,
  UserRound,
} from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import {
  List,
  ListItem,
  ListItemAction,
  ListItemLeading,
  ListItemText,
  ListItemTrailing,
} from '@/components/ui/list';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { DemoSection } from '../demo-section';
import { GalleryPage } from '../gallery-page';
import { SAMPLE_PEOPLE } from '../sample-people';
import { PersonLeading } from './person-leading';
import { SelectableList } from './selectable-list';

const BOX = 'divide-y divide-border rounded-lg border border-border';
const ROLES = ['owner', 'agent', 'tenant', 'buyer'] as const;
const SETTINGS = [
  ['profile', UserRound],
  ['notifications', Bell],
  ['privacy', Lock],
  ['language', Globe],
] as const;
const FILES = [
  ['contract', FileText, '248 KB'],
  ['floorPlan', ImageIcon, '1.2 MB'],
  ['costs', Sheet, '36 KB'],
  ['inventory', FileText, '92 KB'],
  ['photos', ImageIcon, '8.4 MB'],
] as const;
const PAGES = ['/components/avatar', '/components/chip', '/components/list', '/components/timeline'] as const;

/** `/components/list`: simple, avatars, two lines, actions, selection, dense and links. */
export function ListGallery({ locale, appName }: { locale: Locale; appName: string }) {
  const t = useTranslations('ComponentsGallery.list');
  const people = SAMPLE_PEOPLE.slice(0, 4);
  return (
    <GalleryPage locale={locale} page="list" introValues={{ appName }}>
      <div className="grid gap-6 lg:grid-cols-2">
        <DemoSection id="simple" title={t('simple.title')} description={t('simple.text')}>
          <List className={BOX}>
            {(['kitchen', 'living', 'bedroom', 'bathroom'] as const).map((room) => (
              <ListItem key={room}>
                <ListItemText primary={t(`simple.${room}`)} />
              </ListItem>
            ))}
          </List>
        </DemoSection>
        <DemoSection id="avatars" title={t('avatars.title')} description={t('avatars.text')}>
          <List className={BOX}>
            {people.map((person, index) => (
              <ListItem key={person.name}>
                <PersonLeading person={person} />
                <ListItemText primary={person.name} secondary={t(`roles.${ROLES[index]!}`)} />
              </ListItem>
            ))}
          </List>
        </DemoSection>
        <DemoSection id="two-line" title={t('twoLine.title')} description={t('twoLine.text')}>
          <List className={BOX}>
            {SETTINGS.map(([key, Icon]) => (
              <ListItem key={key}>
                <ListItemLeading className="size-10 rounded-full bg-primary-soft text-primary">
                  <Icon aria-hidden />
                </ListItemLeading>
                <ListItemText
                  primary={t(`twoLine.${key}.title`)}
                  secondary={t(`twoLine.${key}.text`, { appName })}
                />
              </ListItem>
            ))}
          </List>
        </DemoSection>
        <DemoSection id="actions" title={t('actions.title')} description={t('actions.text')}>
          <List className={BOX}>
            {people.map((person, index) => (
              <ListItem key={person.name}>
                <PersonLeading person={person} />
                <ListItemText primary={person.name} secondary={t(`roles.${ROLES[index]!}`)} />
                <ListItemTrailing>
                  <Button size="icon" variant="ghost" aria-label={t('actions.call', { name: person.name })}>
                    <Phone aria-hidden />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={t('actions.message', { name: person.name })}
                  >
                    <MessageSquare aria-hidden />
                  </Button>
                </ListItemTrailing>
              </ListItem>
            ))}
          </List>
        </DemoSection>
        <DemoSection id="selectable" title={t('selectable.title')} description={t('selectable.text')}>
          <SelectableList />
        </DemoSection>
        <DemoSection id="dense" title={t('dense.title')} description={t('dense.text')}>
          <List dense className={BOX}>
            {FILES.map(([key, Icon, size]) => (
              <ListItem key={key}>
                <ListItemLeading>
                  <Icon aria-hidden />
                </ListItemLeading>
                <ListItemText primary={t(`dense.${key}`)} />
                <ListItemTrailing className="text-xs tabular-nums">{size}</ListItemTrailing>
              </ListItem>
            ))}
          </List>
        </DemoSection>
      </div>
      <DemoSection id="links" title={t('links.title')} description={t('links.text')}>
        <nav aria-label={t('links.label')}>
          <List className={`${BOX} sm:max-w-lg`}>
            {PAGES.map((href) => {
              const key = href.slice('/components/'.length) as 'avatar' | 'chip' | 'list' | 'timeline';
              return (
                <ListItemAction key={href} asChild>
                  <Link href={href} aria-current={key === 'list' ? 'page' : undefined}>
                    <ListItemText primary={t(`links.${key}.title`)} secondary={t(`links.${key}.text`)} />
                    <ListItemTrailing>
                      <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
                    </ListItemTrailing>
                  </Link>
                </ListItemAction>
              );
            })}
          </List>
        </nav>
      </DemoSection>
    </GalleryPage>
  );
}
