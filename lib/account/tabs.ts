import { ACCOUNT_SETTINGS_TABS, USER_PROFILE_TABS } from '@/lib/routing/routes';

export type AccountSettingsTab = (typeof ACCOUNT_SETTINGS_TABS)[number];
export type UserProfileTab = (typeof USER_PROFILE_TABS)[number];

export const isAccountSettingsTab = (value: string): value is AccountSettingsTab =>
  (ACCOUNT_SETTINGS_TABS as readonly string[]).includes(value);

export const isUserProfileTab = (value: string): value is UserProfileTab =>
  (USER_PROFILE_TABS as readonly string[]).includes(value);
