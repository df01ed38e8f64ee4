'use client';

import { KeyRound, ShieldCheck, Users } from 'lucide-react';
import Link from 'next/link';
import { DropdownMenu } from 'radix-ui';
import type { AdminLinkKey } from '@/lib/members/admin-links';

export interface AdminMenuLink {
  key: AdminLinkKey;
  href: string;
  label: string;
}

const ICONS = { members: Users, roles: ShieldCheck, permissions: KeyRound } as const;

/** The member admin pages in the account menu, for those the site lets manage members or roles. */
export function AdminMenuItems({ links }: { links: readonly AdminMenuLink[] }) {
  if (!links.length) return null;
  return (
    <>
      <DropdownMenu.Separator className="my-1 h-px bg-border" />
      {links.map(({ key, href, label }) => {
        const Icon = ICONS[key];
        return (
          <DropdownMenu.Item key={key} asChild>
            <Link
              href={href}
              className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 outline-none data-highlighted:bg-accent"
            >
              <Icon aria-hidden className="size-4" />
              {label}
            </Link>
          </DropdownMenu.Item>
        );
      })}
    </>
  );
}
