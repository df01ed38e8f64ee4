'use client';

import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { usePreferences } from '@/components/shell/use-preferences';

/** Desktop toggle between the full and the icon-only vertical navigation. */
export function CollapseToggle({ labels }: { labels: { collapse: string; expand: string } }) {
  const { preferences, setPreference } = usePreferences();
  const collapsed = preferences.navCollapsed === 'on';
  const Icon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <button
      type="button"
      aria-label={collapsed ? labels.expand : labels.collapse}
      aria-pressed={collapsed}
      onClick={() => setPreference('navCollapsed', collapsed ? 'off' : 'on')}
      className="hidden size-9 place-items-center rounded-md hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none lg:grid lg:horizontal:hidden"
    >
      <Icon aria-hidden className="size-5 rtl:-scale-x-100" />
    </button>
  );
}
