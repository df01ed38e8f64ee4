'use client';

import { useRouter } from 'next/navigation';
import { AlertDialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialogContent } from '@/components/ui/confirm-dialog';
import type { MessageRef } from '@/lib/auth/error-messages';
import {
  ADMIN_HOLDER,
  DEFAULT_PERMISSIONS,
  HOLDERS,
  PERMISSION_KEYS,
  type EditableHolder,
  type PermissionKey,
} from '@/lib/auth/permission-registry';
import { resetPermissionsAction, savePermissionsAction } from '@/lib/members/actions';
import { HOLDER_LABEL, PERMISSION_LABEL } from '@/lib/members/member-labels';
import { matrixOf, type PermissionMatrixValues } from '@/lib/members/member-schemas';

interface PermissionMatrixProps {
  initial: PermissionMatrixValues;
  custom: boolean;
}

const toggled = (keys: PermissionKey[], key: PermissionKey) =>
  keys.includes(key) ? keys.filter((item) => item !== key) : [...keys, key];

/**
 * The site's permission × holder table with a checkbox per cell; saving stores exactly this table,
 * which the server enforces from then on. The admin column is always full and cannot change.
 */
export function PermissionMatrix({ initial, custom }: PermissionMatrixProps) {
  const t = useTranslations('Permissions');
  const tr = useTranslations('Roles');
  const router = useRouter();
  const captionId = useId();
  const [matrix, setMatrix] = useState(initial);
  // What the server holds now: the page's props until a save or reset here says otherwise.
  const [stored, setStored] = useState({ matrix: initial, custom });
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ ref: MessageRef; tone: 'error' | 'success' } | null>(null);
  const dirty = JSON.stringify(matrix) !== JSON.stringify(stored.matrix);

  const toggle = (holder: EditableHolder, key: PermissionKey) =>
    setMatrix((current) => ({ ...current, [holder]: toggled(current[holder], key) }));

  const run = async (
    action: () => ReturnType<typeof resetPermissionsAction>,
    done: MessageRef,
    next: { matrix: PermissionMatrixValues; custom: boolean },
  ) => {
    setMessage(null);
    setPending(true);
    const result = await action();
    setPending(false);
    if (!result.ok) {
      setMessage({ ref: { key: `Members.error_${result.error}` }, tone: 'error' });
      return;
    }
    setMatrix(next.matrix);
    setStored(next);
    setMessage({ ref: done, tone: 'success' });
    router.refresh();
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{t(stored.custom ? 'custom' : 'defaults')}</p>
      <FormAlert message={message?.ref ?? null} tone={message?.tone} />
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="surface overflow-x-auto outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <table className="w-full min-w-[40rem] text-sm">
          <caption id={captionId} className="sr-only">
            {t('tableCaption')}
          </caption>
          <thead className="border-b border-border text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 text-start font-medium">
                {t('permission')}
              </th>
              {HOLDERS.map((holder) => (
                <th key={holder} scope="col" className="px-4 py-3 text-center font-medium whitespace-nowrap">
                  {tr(HOLDER_LABEL[holder])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PERMISSION_KEYS.map((key) => (
              <tr key={key} className="border-b border-border last:border-0">
                <th scope="row" className="px-4 py-3 text-start font-medium">
                  {t(PERMISSION_LABEL[key])}
                  <span className="block font-mono text-xs font-normal text-muted-foreground" dir="ltr">
                    {key}
                  </span>
                </th>
                {HOLDERS.map((holder) => {
                  const label = t('grant', {
                    holder: tr(HOLDER_LABEL[holder]),
                    permission: t(PERMISSION_LABEL[key]),
                  });
                  return (
                    <td key={holder} className="px-4 py-3 text-center">
                      {holder === ADMIN_HOLDER ? (
                        <input
                          type="checkbox"
                          checked
                          disabled
                          aria-label={`${label}. ${t('adminAlways')}`}
                          className="size-4 accent-primary opacity-60"
                        />
                      ) : (
                        <input
                          type="checkbox"
                          checked={matrix[holder].includes(key)}
                          onChange={() => toggle(holder, key)}
                          aria-label={label}
                          className="size-4 accent-primary"
                        />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-muted-foreground">{t('adminAlways')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={() =>
            void run(
              () => savePermissionsAction(matrix),
              { key: 'Permissions.saved' },
              { matrix, custom: true },
            )
          }
          disabled={pending || !dirty}
          aria-busy={pending}
        >
          {pending ? t('saving') : t('save')}
        </Button>
        <AlertDialog.Root>
          <AlertDialog.Trigger asChild>
            <Button variant="outline" disabled={pending || !stored.custom}>
              {t('reset')}
            </Button>
          </AlertDialog.Trigger>
          <ConfirmDialogContent
            title={t('resetTitle')}
            description={t('resetText')}
            cancelLabel={t('cancel')}
            confirmLabel={t('resetConfirm')}
            onConfirm={() =>
              void run(
                resetPermissionsAction,
                { key: 'Permissions.resetDone' },
                { matrix: matrixOf(DEFAULT_PERMISSIONS), custom: false },
              )
            }
          />
        </AlertDialog.Root>
        {dirty ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('unsaved')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
