'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import type { MessageRef } from '@/lib/auth/error-messages';
import type { Role } from '@/lib/auth/membership';
import { ROLES, SCOPES } from '@/lib/auth/permission-registry';
import { updateMembershipAction } from '@/lib/members/actions';
import type { MembershipFormValues } from '@/lib/members/member-schemas';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { HolderCheckboxes, type Grants } from './holder-checkboxes';

const resolver = lazyZodResolver(() =>
  import('@/lib/members/member-schemas').then((schemas) => schemas.membershipFormSchema),
);

interface MembershipFormProps {
  memberId: string;
  initial: MembershipFormValues;
  grants: Grants;
  /** Why the admin role cannot change here (the viewer's own, or the viewer is no admin). */
  adminLock: 'ownAdminRole' | 'adminOnly' | null;
}

/** The member's roles and scopes on this site; the same zod schema runs in the server action. */
export function MembershipForm({ memberId, initial, grants, adminLock }: MembershipFormProps) {
  const t = useTranslations('Members');
  const router = useRouter();
  const [message, setMessage] = useState<{ ref: MessageRef; tone: 'error' | 'success' } | null>(null);
  const form = useForm<MembershipFormValues>({ resolver, defaultValues: initial });
  const { errors, isSubmitting, isDirty } = form.formState;
  const locked: Partial<Record<Role, string>> = adminLock ? { admin: t(adminLock) } : {};

  const save = form.handleSubmit(async (values) => {
    setMessage(null);
    const result = await updateMembershipAction(memberId, values);
    if (!result.ok) {
      setMessage({ ref: { key: `Members.error_${result.error}` }, tone: 'error' });
      return;
    }
    form.reset(values);
    setMessage({ ref: { key: 'Members.saved' }, tone: 'success' });
    router.refresh();
  });

  return (
    <form noValidate onSubmit={save} className="space-y-5">
      <FormAlert message={message?.ref ?? null} tone={message?.tone} />
      <Controller
        control={form.control}
        name="roles"
        render={({ field }) => (
          <HolderCheckboxes
            legend={t('roles')}
            kind="role"
            options={ROLES}
            value={field.value}
            onChange={field.onChange}
            grants={grants}
            locked={locked}
          />
        )}
      />
      {errors.roles ? (
        <p role="alert" className="text-sm text-destructive">
          {t('rolesRequired')}
        </p>
      ) : null}
      <Controller
        control={form.control}
        name="scopes"
        render={({ field }) => (
          <HolderCheckboxes
            legend={t('scopes')}
            kind="scope"
            options={SCOPES}
            value={field.value}
            onChange={field.onChange}
            grants={grants}
          />
        )}
      />
      <Button type="submit" disabled={isSubmitting || !isDirty} aria-busy={isSubmitting}>
        {isSubmitting ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
