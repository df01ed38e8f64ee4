'use client';

import { Link2, Share2, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { copyText } from '@/components/templates/icons/copy-text';
import {
  initialsOf,
  SAMPLE_MEMBERS,
  SHARE_ROLES,
  type SampleMember,
  type ShareRole,
} from '@/lib/templates/dialog-examples';
import { ExampleResult } from './example-result';

interface Shared {
  member: SampleMember;
  role: ShareRole;
}

/** Share a project: find people by name or address, give each view or edit access, copy the link. */
export function ShareProjectDialog({ ownerName, projectPath }: { ownerName: string; projectPath: string }) {
  const t = useTranslations('DialogExamples');
  const [shared, setShared] = useState<readonly Shared[]>([]);
  const [search, setSearch] = useState('');
  const [linkNote, setLinkNote] = useState('');
  const [result, setResult] = useState('');
  const available = SAMPLE_MEMBERS.filter((member) => !shared.some((entry) => entry.member.id === member.id));

  const add = (member: SampleMember) => {
    setShared((entries) => [...entries, { member, role: 'view' }]);
    setSearch('');
  };
  const copyLink = async () => {
    const ok = await copyText(new URL(projectPath, window.location.origin).href);
    setLinkNote(ok ? t('share.linkCopied') : t('share.linkFailed'));
  };

  return (
    <>
      <Dialog
        onOpenChange={(open) => {
          if (open) setLinkNote('');
          else if (shared.length) setResult(t('share.done', { count: shared.length }));
        }}
      >
        <DialogTrigger asChild>
          <Button>
            <Share2 aria-hidden className="size-4" />
            {t('share.open')}
          </Button>
        </DialogTrigger>
        <DialogContent size="md" closeLabel={t('close')}>
          <DialogHeader>
            <DialogTitle>{t('share.title')}</DialogTitle>
            <DialogDescription>{t('share.text')}</DialogDescription>
          </DialogHeader>
          <Command label={t('share.search')} className="border border-border">
            <CommandInput
              value={search}
              onValueChange={setSearch}
              placeholder={t('share.searchPlaceholder')}
            />
            <CommandList className="max-h-44">
              <CommandEmpty>{t('share.noMatch')}</CommandEmpty>
              <CommandGroup heading={t('share.suggestions')}>
                {available.map((member) => (
                  <CommandItem
                    key={member.id}
                    value={member.id}
                    keywords={[member.name, member.email]}
                    onSelect={() => add(member)}
                  >
                    <Avatar size="sm">
                      <AvatarFallback>{initialsOf(member.name)}</AvatarFallback>
                    </Avatar>
                    <span className="min-w-0">
                      <span className="block truncate font-medium">{member.name}</span>
                      <span className="block truncate text-xs text-muted-foreground" dir="ltr">
                        {member.email}
                      </span>
                    </span>
                  </CommandItem>
                ))}
              </CommandGroup>
            </CommandList>
          </Command>
          <div>
            <h3 className="mb-2 text-sm font-semibold">{t('share.people', { count: shared.length + 1 })}</h3>
            <ul className="divide-y divide-border">
              <li className="flex items-center gap-3 py-2">
                <Avatar size="sm">
                  <AvatarFallback>{initialsOf(ownerName)}</AvatarFallback>
                </Avatar>
                <span className="min-w-0 flex-1 truncate text-sm font-medium">{ownerName}</span>
                <span className="text-sm text-muted-foreground">{t('share.owner')}</span>
              </li>
              {shared.map(({ member, role }) => (
                <li key={member.id} className="flex items-center gap-3 py-2">
                  <Avatar size="sm">
                    <AvatarFallback>{initialsOf(member.name)}</AvatarFallback>
                  </Avatar>
                  <span className="min-w-0 flex-1 truncate text-sm font-medium">{member.name}</span>
                  <Select
                    value={role}
                    onValueChange={(next) =>
                      setShared((entries) =>
                        entries.map((entry) =>
                          entry.member.id === member.id ? { ...entry, role: next as ShareRole } : entry,
                        ),
                      )
                    }
                  >
                    <SelectTrigger aria-label={t('share.roleOf', { name: member.name })} className="h-9 w-36">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {SHARE_ROLES.map((option) => (
                        <SelectItem key={option} value={option}>
                          {t(`share.roles.${option}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('share.remove', { name: member.name })}
                    onClick={() =>
                      setShared((entries) => entries.filter((entry) => entry.member.id !== member.id))
                    }
                  >
                    <X aria-hidden className="size-4" />
                  </Button>
                </li>
              ))}
            </ul>
          </div>
          <p role="status" className="min-h-5 text-sm text-muted-foreground">
            {linkNote}
          </p>
          <DialogFooter className="sm:justify-between">
            <Button variant="outline" onClick={copyLink}>
              <Link2 aria-hidden className="size-4" />
              {t('share.copyLink')}
            </Button>
            <DialogClose asChild>
              <Button>{t('share.submit')}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ExampleResult text={result} />
    </>
  );
}
