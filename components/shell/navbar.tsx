import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LogIn, Search } from 'lucide-react';
import { BrandMark } from '@/components/front/brand-mark';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import type { Viewer } from '@/lib/auth/viewer';
import { memberAdminLinks } from '@/lib/members/admin-links';
import type { MenuSection } from '@/lib/navigation/menu';
import type { SiteConfig } from '@/sites';
import { CollapseToggle } from './collapse-toggle';
import { MobileNav } from './mobile-nav';
import { ShellLanguageMenu } from './shell-language-menu';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

interface NavbarProps {
  site: SiteConfig;
  locale: Locale;
  sections: readonly MenuSection[];
  viewer: Viewer;
}

/** Sticky (or hidden on desktop) navbar with optional blur (docs/product.md §3/§4). */
export async function Navbar({ site, locale, sections, viewer }: NavbarProps) {
  const t = await getTranslations('Shell');
  const tn = await getTranslations('Nav');
  const tc = await getTranslations('Customizer');
  const tl = await getTranslations('Language');
  const tcommon = await getTranslations('Common');
  const adminLinks = (await memberAdminLinks(viewer, site.id)).map(({ key, path, label }) => ({
    key,
    label,
    href: localePath(locale, path),
  }));
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background navbar-blur:bg-background/70 navbar-blur:backdrop-blur-md lg:navbar-hidden:hidden">
      <div className="mx-auto flex h-16 items-center gap-2 px-4 sm:px-6 boxed:max-w-7xl">
        <MobileNav
          sections={sections}
          labels={{ open: tn('openMenu'), close: tn('closeMenu'), title: tn('mainNavigation') }}
        />
        <CollapseToggle labels={{ collapse: tn('collapse'), expand: tn('expand') }} />
        <div className="flex lg:hidden">
          <BrandMark site={site} href={localePath(locale, '/')} />
        </div>
        <div className="hidden lg:horizontal:flex">
          <BrandMark site={site} href={localePath(locale, '/')} />
        </div>
        <form
          action={localePath(locale, '/search')}
          method="get"
          role="search"
          className="ms-1 hidden min-w-0 items-center gap-2 rounded-md px-2 text-muted-foreground sm:flex lg:horizontal:ms-8"
        >
          <Search aria-hidden className="size-5 shrink-0" />
          <label htmlFor="shell-search" className="sr-only">
            {t('search')}
          </label>
          <input
            id="shell-search"
            name="q"
            type="search"
            placeholder={t('search')}
            className="w-48 bg-transparent py-2 text-sm text-foreground outline-none placeholder:text-muted-foreground"
          />
        </form>
        <div className="ms-auto flex items-center gap-1">
          <ShellLanguageMenu current={locale} label={tl('change')} />
          <ThemeToggle
            label={t('toggleTheme')}
            names={{ light: tc('theme_light'), dark: tc('theme_dark'), system: tc('theme_system') }}
          />
          {viewer.kind === 'member' ? (
            <UserMenu
              name={viewer.name}
              email={viewer.email}
              roles={viewer.roles}
              scopes={viewer.scopes}
              signOutTo={localePath(locale, '/login')}
              adminLinks={adminLinks}
            />
          ) : (
            <Link
              href={localePath(locale, '/login')}
              aria-label={tcommon('signIn')}
              title={tcommon('signIn')}
              className="grid size-9 place-items-center rounded-full bg-primary-soft text-primary hover:bg-primary/20 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <LogIn aria-hidden className="size-4 rtl:-scale-x-100" />
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
