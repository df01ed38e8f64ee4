'use client';

import { Monitor, Moon, Sun } from 'lucide-react';
import { usePreferences } from '@/components/shell/use-preferences';

const NEXT_THEME = { light: 'dark', dark: 'system', system: 'light' } as const;
const ICON = { light: Sun, dark: Moon, system: Monitor } as const;

/** Quick theme switch in the navbar: light → dark → system. */
export function ThemeToggle({
  label,
  names,
}: {
  label: string;
  names: Record<'light' | 'dark' | 'system', string>;
}) {
  const { preferences, setPreference } = usePreferences();
  const Icon = ICON[preferences.theme];
  return (
    <button
      type="button"
      aria-label={`${label}: ${names[preferences.theme]}`}
      title={`${label}: ${names[preferences.theme]}`}
      onClick={() => setPreference('theme', NEXT_THEME[preferences.theme])}
      className="grid size-9 place-items-center rounded-md hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <Icon aria-hidden className="size-5" />
    </button>
  );
}
