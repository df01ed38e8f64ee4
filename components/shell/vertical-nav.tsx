import type { MenuSection } from '@/lib/navigation/menu';
import type { SiteConfig } from '@/sites';
import { BrandMark } from '@/components/front/brand-mark';
import { NavSections } from './nav-sections';

interface VerticalNavProps {
  site: SiteConfig;
  homeHref: string;
  sections: readonly MenuSection[];
  label: string;
}

/** Desktop vertical navigation (≥ 1280 px, vertical layout); narrower screens use the overlay sheet. */
export function VerticalNav({ site, homeHref, sections, label }: VerticalNavProps) {
  return (
    <aside className="vertical-nav semi-dark-scope fixed inset-y-0 start-0 z-40 hidden w-64 flex-col overflow-hidden border-e border-border bg-nav text-nav-foreground transition-[width] duration-200 lg:flex lg:horizontal:hidden">
      <div className="flex h-16 shrink-0 items-center px-4">
        <BrandMark site={site} href={homeHref} />
      </div>
      <nav aria-label={label} className="grow overflow-y-auto px-3 py-2">
        <NavSections sections={sections} orientation="vertical" />
      </nav>
    </aside>
  );
}
