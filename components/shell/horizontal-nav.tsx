import type { MenuSection } from '@/lib/navigation/menu';
import { NavSections } from './nav-sections';

/** Horizontal navigation (≥ 1280 px with the horizontal layout), sticky under the navbar. */
export function HorizontalNav({ sections, label }: { sections: readonly MenuSection[]; label: string }) {
  return (
    <nav
      aria-label={label}
      className="sticky top-16 z-20 hidden border-b border-border bg-card lg:horizontal:block lg:navbar-hidden:top-0"
    >
      <div className="mx-auto px-4 py-2 sm:px-6 boxed:max-w-7xl">
        <NavSections sections={sections} orientation="horizontal" />
      </div>
    </nav>
  );
}
