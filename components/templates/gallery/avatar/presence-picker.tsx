'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import { initialsOf } from '@/lib/account/initials';
import type { SamplePerson } from '../sample-people';
import { PRESENCE, WithPresence, type Presence } from './avatar-status';

/** Choose a presence and watch the dot and the sentence beside the avatar follow. */
export function PresencePicker({ person }: { person: SamplePerson }) {
  const t = useTranslations('ComponentsGallery.avatar.presence');
  const [presence, setPresence] = useState<Presence>('online');
  return (
    <div className="mt-6 flex flex-wrap items-end gap-4 border-t border-border pt-5">
      <SegmentedFilter
        label={t('choose')}
        value={presence}
        options={PRESENCE.map((value) => ({ value, label: t(value) }))}
        onChange={setPresence}
      />
      <div className="flex items-center gap-3">
        <WithPresence presence={presence} label={t(presence)}>
          <Avatar size="lg">
            <AvatarImage src={person.portrait} alt={person.name} />
            <AvatarFallback>{initialsOf(person.name)}</AvatarFallback>
          </Avatar>
        </WithPresence>
        <p role="status" className="text-sm">
          {t('now', { name: person.name, presence: t(presence) })}
        </p>
      </div>
    </div>
  );
}
