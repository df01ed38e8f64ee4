'use client';

import { useTranslations } from 'next-intl';
import { Avatar, AvatarFallback, AvatarGroup, AvatarImage } from '@/components/ui/avatar';
import { initialsOf } from '@/lib/account/initials';
import { SAMPLE_PEOPLE } from '../sample-people';

/** Two groups: the first four of twelve members with "+8", and all eight small. */
export function AvatarGroups() {
  const t = useTranslations('ComponentsGallery.avatar.group');
  const more = (hidden: number) => t('more', { count: hidden });
  return (
    <>
      <AvatarGroup max={4} total={12} size="lg" overflowLabel={more}>
        {SAMPLE_PEOPLE.slice(0, 4).map((person) => (
          <Avatar key={person.name} size="lg">
            <AvatarImage src={person.portrait} alt={person.name} />
            <AvatarFallback>{initialsOf(person.name)}</AvatarFallback>
          </Avatar>
        ))}
      </AvatarGroup>
      <AvatarGroup max={6} size="sm" overflowLabel={more}>
        {SAMPLE_PEOPLE.map((person) => (
          <Avatar key={person.name} size="sm">
            <AvatarImage src={person.portrait} alt={person.name} />
            <AvatarFallback>{initialsOf(person.name)}</AvatarFallback>
          </Avatar>
        ))}
      </AvatarGroup>
    </>
  );
}
