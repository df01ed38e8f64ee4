// `tsx --import ./scripts/lib/server-only-outside-next.mjs scripts/seed-shop-order.ts <site> <customer e-mail>`:
// places one order on DATABASE_URL for a member of the site, through the shop's own order function
// (docs/apps.md, orders), for one of the site's offers (a sample one is listed first if the site
// has none). Prints the order's id and number as JSON. The shop e2e test seeds its order this way.
import { and, eq } from 'drizzle-orm';
import { memberSiteOf } from '@/lib/auth/membership';
import { createDatabase } from '@/lib/db/client';
import { listing, user } from '@/lib/db/schema';
import { serverEnv } from '@/lib/env/server';
import { newId } from '@/lib/ids';
import { createOrder } from '@/lib/shop/sales/orders';
import { getSite, isSiteId } from '@/sites';

async function main() {
  const url = serverEnv().DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const [siteId, email] = process.argv.slice(2);
  if (!siteId || !isSiteId(siteId) || !email)
    throw new Error('usage: seed-shop-order <site> <customer e-mail>');
  const { db, pool } = createDatabase(url, 2);
  try {
    const scope = memberSiteOf(siteId);
    const [customer] = await db.select().from(user).where(eq(user.email, email));
    if (!customer) throw new Error(`no account ${email}`);
    let [offer] = await db
      .select({ id: listing.id })
      .from(listing)
      .where(and(eq(listing.siteId, scope), eq(listing.status, 'published')))
      .limit(1);
    if (!offer) {
      offer = { id: newId() };
      await db.insert(listing).values({
        id: offer.id,
        siteId: scope,
        ownerId: customer.id,
        productName: 'Sample shop offer',
        description: 'An offer listed so that the shop has something to sell.',
        price: '49.00',
        currency: getSite(scope).currency,
        status: 'published',
        publishedAt: new Date(),
      });
    }
    const order = await createOrder(db, siteId, {
      customerId: customer.id,
      customerName: customer.name,
      customerEmail: customer.email,
      paymentMethod: 'card',
      shippingAddress: '12 Sample Street, 00-001 Warsaw',
      lines: [{ listingId: offer.id, quantity: 2 }],
    });
    console.log(JSON.stringify(order));
  } finally {
    await pool.end();
  }
}

main().catch((error) => {
  console.error('[shop] placing the order failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
