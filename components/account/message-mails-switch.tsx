'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Switch } from '@/components/ui/switch';
import { setMessageMailsAction } from '@/lib/account/actions';
import type { MessageRef } from '@/lib/auth/error-messages';

/** "E-mail me when a message arrives": saved as soon as it is switched. */
export function MessageMailsSwitch({ initial, email }: { initial: boolean; email: string }) {
  const t = useTranslations('AccountSettings');
  const id = useId();
  const [on, setOn] = useState(initial);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<{ message: MessageRef; tone: 'error' | 'success' } | null>(null);

  const change = async (next: boolean) => {
    setOn(next);
    setPending(true);
    setNotice(null);
    const result = await setMessageMailsAction(next);
    setPending(false);
    if (result.ok)
      setNotice({
        message: { key: next ? 'AccountSettings.mailsOn' : 'AccountSettings.mailsOff' },
        tone: 'success',
      });
    else {
      setOn(!next);
      setNotice({ message: { key: `AccountSettings.error_${result.error}` }, tone: 'error' });
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex items-start justify-between gap-4">
        <div className="space-y-1">
          <label htmlFor={id} className="font-medium">
            {t('mailsLabel')}
          </label>
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {t('mailsHint', { email })}
          </p>
        </div>
        <Switch
          id={id}
          checked={on}
          disabled={pending}
          onCheckedChange={change}
          aria-describedby={`${id}-hint`}
          className="mt-1"
        />
      </div>
      <FormAlert message={notice?.message ?? null} tone={notice?.tone} />
    </div>
  );
}
