import * as z from '@/lib/zod-mini';
import {
  EDITABLE_HOLDERS,
  PERMISSION_KEYS,
  ROLES,
  SCOPES,
  type EditableHolder,
  type PermissionMapping,
} from '@/lib/auth/permission-registry';

/*
 * One schema per form, shared by the form (react-hook-form resolver) and the server action.
 * Messages are keys of the `Members` and `Permissions` messages.
 */

export const membershipFormSchema = z.object({
  roles: z.array(z.enum(ROLES)).check(z.minLength(1, 'rolesRequired'), z.maxLength(ROLES.length)),
  scopes: z.array(z.enum(SCOPES)).check(z.maxLength(SCOPES.length)),
});
export type MembershipFormValues = z.infer<typeof membershipFormSchema>;

const permissionList = z.array(z.enum(PERMISSION_KEYS)).check(z.maxLength(PERMISSION_KEYS.length));

/** The whole role and scope → permission matrix of a site (the admin role is not part of it). */
export const permissionMatrixSchema = z.object(
  Object.fromEntries(EDITABLE_HOLDERS.map((holder) => [holder, permissionList])) as Record<
    EditableHolder,
    typeof permissionList
  >,
);
export type PermissionMatrixValues = z.infer<typeof permissionMatrixSchema>;

/** A mapping as the matrix form holds it (plain arrays it can change). */
export const matrixOf = (mapping: PermissionMapping): PermissionMatrixValues =>
  Object.fromEntries(
    EDITABLE_HOLDERS.map((holder) => [holder, [...mapping[holder]]]),
  ) as PermissionMatrixValues;
