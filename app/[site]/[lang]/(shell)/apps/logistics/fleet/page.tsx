import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BaseMap } from '@/components/fleet/base-map';
import { FleetApp } from '@/components/fleet/fleet-app';
import { RouteFrame } from '@/components/shell/route-frame';
import { guardPage } from '@/lib/auth/guard';
import { getDb } from '@/lib/db/client';
import { fleetOf } from '@/lib/fleet/repository';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('Fleet'))('title') };
}

export default async function Page({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/apps/logistics/fleet');
  // guardPage has already sent visitors who are not signed in to the login page.
  if (viewer.kind !== 'member') notFound();
  const vehicles = await fleetOf(getDb(), ctx.site.id);
  return (
    <RouteFrame path="/apps/logistics/fleet">
      <FleetApp vehicles={vehicles} baseMap={<BaseMap />} />
    </RouteFrame>
  );
}
