'use client';

import { LoaderCircle, LogOut, Monitor, Smartphone, Tablet } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import {
  revokeOtherSessionsAction,
  revokeSessionAction,
  type AccountActionResult,
} from '@/lib/account/actions';
import type { Device } from '@/lib/account/user-agent';
import type { MessageRef } from '@/lib/auth/error-messages';

/** A signed-in device as the page hands it over (dates as ISO strings). */
export interface SessionItem {
  id: string;
  device: Device;
  address: string | null;
  lastUsed: string;
  current: boolean;
}

const ICONS = { desktop: Monitor, mobile: Smartphone, tablet: Tablet } as const;

/** The member's devices signed in on this site, with "this device" marked; sign out one or all others. */
export function SessionList({ sessions }: { sessions: SessionItem[] }) {
  const t = useTranslations('AccountSettings');
  const format = useFormatter();
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ message: MessageRef; tone: 'error' | 'success' } | null>(null);
  const others = sessions.filter((session) => !session.current);

  const run = async (key: string, action: () => Promise<AccountActionResult>, done: string) => {
    setBusy(key);
    setNotice(null);
    const result = await action();
    setBusy(null);
    setNotice(
      result.ok || result.error === 'notFound'
        ? { message: { key: done }, tone: 'success' }
        : { message: { key: `AccountSettings.error_${result.error}` }, tone: 'error' },
    );
    router.refresh();
  };

  const deviceName = ({ browser, os }: Device) =>
    browser && os ? t('deviceOn', { browser, os }) : (browser ?? os ?? t('deviceUnknown'));

  return (
    <div className="space-y-4">
      <FormAlert message={notice?.message ?? null} tone={notice?.tone} />
      <ul className="divide-y divide-border rounded-md border border-border">
        {sessions.map((session) => {
          const Icon = ICONS[session.device.kind];
          const name = deviceName(session.device);
          return (
            <li key={session.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
              <Icon aria-hidden className="size-6 shrink-0 text-muted-foreground" />
              <div className="min-w-0 grow">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {name}
                  {session.current ? (
                    <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">
                      {t('thisDevice')}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-muted-foreground">
                  {t('lastUsed', {
                    date: format.dateTime(new Date(session.lastUsed), {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }),
                  })}
                  {session.address ? (
                    <>
                      {' · '}
                      <span dir="ltr">{session.address}</span>
                    </>
                  ) : null}
                </p>
              </div>
              {session.current ? null : (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={busy !== null}
                  aria-label={t('signOutDeviceNamed', { device: name })}
                  onClick={() =>
                    run(session.id, () => revokeSessionAction(session.id), 'AccountSettings.deviceSignedOut')
                  }
                >
                  {busy === session.id ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
                  {t('signOutDevice')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length ? (
        <Button
          type="button"
          variant="outline"
          disabled={busy !== null}
          onClick={() => run('all', revokeOtherSessionsAction, 'AccountSettings.othersSignedOut')}
        >
          {busy === 'all' ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
          ) : (
            <LogOut aria-hidden className="size-4 rtl:-scale-x-100" />
          )}
          {t('signOutAllOthers')}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">{t('noOtherDevices')}</p>
      )}
    </div>
  );
}
