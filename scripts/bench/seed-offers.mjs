// Inserts published listings straight into the benchmark database (owner: the local demo member).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function seedOffers(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(`SELECT id FROM "user" WHERE email = 'member@local.test'`);
  const ownerId = rows[0].id;
  const offerIds = [];
  for (let index = 0; index < count; index += 1) {
    const id = randomBytes(12).toString('base64url');
    offerIds.push(id);
    await client.query(
      `INSERT INTO listing (id, site_id, owner_id, product_name, description, price, currency, duration, location, status, search_config, published_at)
       VALUES ($1, 'real-estate', $2, $3, $4, $5, 'PLN', '12 months', 'Kraków', 'published', 'simple', now())`,
      [
        id,
        ownerId,
        `Tram-side apartment ${index}`,
        `Bright two-room apartment near the tram, number ${index}, with a balcony and a cellar.`,
        1800 + index,
      ],
    );
  }
  await client.end();
  return { offerIds };
}
