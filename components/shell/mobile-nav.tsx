'use client';

import { Menu } from 'lucide-react';
import { useState } from 'react';
import type { MenuSection } from '@/lib/navigation/menu';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { NavSections } from './nav-sections';

interface MobileNavProps {
  sections: readonly MenuSection[];
  labels: { open: string; close: string; title: string };
}

/** docs/product.md §9: below 1279 px the navigation is an overlay sheet with a focusable close button. */
export function MobileNav({ sections, labels }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger
        aria-label={labels.open}
        className="grid size-9 place-items-center rounded-md hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none lg:hidden"
      >
        <Menu aria-hidden className="size-5" />
      </SheetTrigger>
      <SheetContent
        side="start"
        title={labels.title}
        closeLabel={labels.close}
        className="semi-dark-scope bg-nav text-nav-foreground"
      >
        <nav aria-label={labels.title} className="overflow-y-auto p-3">
          <NavSections sections={sections} orientation="vertical" onNavigate={() => setOpen(false)} />
        </nav>
      </SheetContent>
    </Sheet>
  );
}
