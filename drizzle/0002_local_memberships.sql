-- The local site's members are real-estate's (docs/architecture.md §4): the local site shows the
-- real-estate listings and messages, so it no longer keeps memberships of its own. A local
-- membership without a real-estate one moves there as a plain member with its scopes but
-- without admin2 or admin, which a real-estate admin must grant again; where both exist, the
-- real-estate one stands.
INSERT INTO "membership" ("user_id", "site_id", "roles", "scopes", "created_at")
SELECT "user_id", 'real-estate', ARRAY['member']::text[], array_remove("scopes", 'admin2'), "created_at"
FROM "membership" WHERE "site_id" = 'local'
ON CONFLICT ("user_id", "site_id") DO NOTHING;
--> statement-breakpoint
DELETE FROM "membership" WHERE "site_id" = 'local';
