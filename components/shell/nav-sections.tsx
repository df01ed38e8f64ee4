import type { MenuSection } from '@/lib/navigation/menu';
import { cn } from '@/lib/utils';
import { NavGroup } from './nav-group';
import { NavLinks } from './nav-links';

interface NavSectionsProps {
  sections: readonly MenuSection[];
  orientation: 'vertical' | 'horizontal';
  onNavigate?: () => void;
}

/** The menu's sections: a heading (hidden with the labels when the navigation is collapsed) over each group. */
export function NavSections({ sections, orientation, onNavigate }: NavSectionsProps) {
  const vertical = orientation === 'vertical';
  return (
    <div className={cn(vertical ? 'space-y-4' : 'flex flex-wrap items-center gap-x-4 gap-y-1')}>
      {sections.map((section) => (
        <div
          key={section.id}
          role="group"
          aria-label={section.title}
          className={cn(!vertical && 'flex items-center gap-2')}
        >
          {section.title ? (
            <p
              aria-hidden
              className={cn(
                'text-xs font-semibold tracking-wide text-nav-foreground/80 uppercase',
                vertical ? 'nav-label px-3 pb-1' : 'sr-only',
              )}
            >
              {section.title}
            </p>
          ) : null}
          <NavLinks entries={section.entries} orientation={orientation} onNavigate={onNavigate} />
          {section.groups?.map((group) => (
            <NavGroup key={group.id} group={group} orientation={orientation} onNavigate={onNavigate} />
          ))}
        </div>
      ))}
    </div>
  );
}
