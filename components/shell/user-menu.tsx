'use client';

import { DropdownMenu } from 'radix-ui';
import { useSetAtom } from 'jotai';
import { LogOut, Settings, UserRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { initialsOf } from '@/lib/account/initials';
import { loadAuthClient } from '@/lib/auth/load-client';
import { Link } from '@/lib/i18n/navigation';
import { clearSessionAtom } from '@/components/auth/session-atoms';
import { AdminMenuItems, type AdminMenuLink } from '@/components/members/admin-menu-items';
import { HORIZONTAL_NAV_POPOVER_OFFSET_PX } from '@/lib/constants';

interface UserMenuProps {
  name: string;
  email: string;
  roles: string[];
  scopes: string[];
  signOutTo: string;
  /** Members, roles and permissions, when this viewer may manage them. */
  adminLinks?: readonly AdminMenuLink[];
}

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 outline-none data-highlighted:bg-accent';

export function UserMenu({ name, email, roles, scopes, signOutTo, adminLinks = [] }: UserMenuProps) {
  const t = useTranslations('UserMenu');
  const ta = useTranslations('Auth');
  const tp = useTranslations('UserProfile');
  const ts = useTranslations('AccountSettings');
  const clearSession = useSetAtom(clearSessionAtom);
  const signOut = async () => {
    await loadAuthClient()
      .then((authClient) => authClient.signOut())
      .catch(() => null);
    clearSession();
    window.location.assign(signOutTo);
  };
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while it stays focusable
    // (axe aria-hidden-focus); Escape, a click outside or Tab still close it.
    <DropdownMenu.Root modal={false}>
      {/* Named by its content, the initials and the hidden label, so speech users can say what they see. */}
      <DropdownMenu.Trigger className="grid size-9 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2">
        {initialsOf(name)}
        <span className="sr-only">{t('open')}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={HORIZONTAL_NAV_POPOVER_OFFSET_PX}
          className="surface z-(--z-overlay) w-64 border border-border p-1 text-sm shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="text-xs text-muted-foreground">{t('signedInAs')}</p>
            <p className="truncate font-semibold">{name}</p>
            <p className="truncate text-muted-foreground">{email}</p>
            <p className="mt-2 text-xs text-muted-foreground">
              {t('roles')}: {roles.join(', ') || '—'} · {t('scopes')}: {scopes.join(', ') || '—'}
            </p>
          </div>
          <AdminMenuItems links={adminLinks} />
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={ITEM}>
            <Link href="/pages/user-profile/profile">
              <UserRound aria-hidden className="size-4" />
              {tp('menuEntry')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM}>
            <Link href="/pages/account-settings/account">
              <Settings aria-hidden className="size-4" />
              {ts('menuEntry')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item onSelect={signOut} className={ITEM}>
            <LogOut aria-hidden className="size-4 rtl:-scale-x-100" />
            {ta('signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
