import Link from 'next/link';
import type { SiteConfig } from '@/sites';
import { SiteIcon } from './site-icon';

export function BrandMark({ site, href }: { site: SiteConfig; href: string }) {
  return (
    <Link
      href={href}
      className="flex items-center gap-2.5 rounded-md font-semibold tracking-tight focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <span className="grid size-9 place-items-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <SiteIcon name={site.icon} className="size-5" />
      </span>
      <span className="text-lg">{site.appName}</span>
    </Link>
  );
}
