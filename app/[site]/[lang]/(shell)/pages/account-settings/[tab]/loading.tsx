import { SettingsSkeleton } from '@/components/account/settings-skeleton';

export default function Loading() {
  return <SettingsSkeleton />;
}
