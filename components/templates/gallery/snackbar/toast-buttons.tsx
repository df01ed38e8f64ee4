'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';

const SAVE_MS = 2000;
const row = 'flex flex-wrap gap-2';

/** One button per kind: plain, success, error, information, warning. */
export function KindToasts() {
  const t = useTranslations('ComponentsGallery.snackbar.kinds');
  return (
    <div className={row}>
      <Button variant="outline" onClick={() => toast(t('defaultMessage'))}>
        {t('default')}
      </Button>
      <Button variant="outline" onClick={() => toast.success(t('successMessage'))}>
        {t('success')}
      </Button>
      <Button
        variant="outline"
        onClick={() => toast.error(t('errorMessage'), { description: t('errorDescription') })}
      >
        {t('error')}
      </Button>
      <Button variant="outline" onClick={() => toast.info(t('infoMessage'))}>
        {t('info')}
      </Button>
      <Button variant="outline" onClick={() => toast.warning(t('warningMessage'))}>
        {t('warning')}
      </Button>
    </div>
  );
}

/** A toast with an Undo action, and one with a second (cancel) button. */
export function ActionToasts() {
  const t = useTranslations('ComponentsGallery.snackbar.actions');
  return (
    <div className={row}>
      <Button
        variant="outline"
        onClick={() =>
          toast(t('archived'), {
            description: t('archivedDescription'),
            action: { label: t('undo'), onClick: () => toast.success(t('restored')) },
          })
        }
      >
        {t('archive')}
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          toast(t('invite'), {
            action: { label: t('accept'), onClick: () => toast.success(t('accepted')) },
            cancel: { label: t('decline'), onClick: () => toast.info(t('declined')) },
          })
        }
      >
        {t('showInvite')}
      </Button>
    </div>
  );
}

const pretendSave = (succeed: boolean) =>
  new Promise<void>((resolve, reject) => window.setTimeout(succeed ? resolve : reject, SAVE_MS));

/** A toast that follows a promise: loading, then success or error. */
export function PromiseToasts() {
  const t = useTranslations('ComponentsGallery.snackbar.promise');
  const run = (succeed: boolean) =>
    toast.promise(pretendSave(succeed), { loading: t('loading'), success: t('success'), error: t('error') });
  return (
    <div className={row}>
      <Button variant="outline" onClick={() => run(true)}>
        {t('save')}
      </Button>
      <Button variant="outline" onClick={() => run(false)}>
        {t('fail')}
      </Button>
    </div>
  );
}

/** A toast that stays until closed, and a button that closes every toast. */
export function LastingToasts() {
  const t = useTranslations('ComponentsGallery.snackbar.lasting');
  return (
    <div className={row}>
      <Button
        variant="outline"
        onClick={() =>
          toast.info(t('message'), { description: t('description'), duration: Infinity, closeButton: true })
        }
      >
        {t('show')}
      </Button>
      <Button variant="ghost" onClick={() => toast.dismiss()}>
        {t('dismissAll')}
      </Button>
    </div>
  );
}
