-- The app's abuse counters leave better-auth's rate_limit table, which better-auth prunes to its
-- own longest window (10 minutes): the one-hour reset limit and the 15-minute lockout need their
-- own (docs/architecture.md §4). The app's old rows there expire with better-auth's pruning.
CREATE TABLE "app_rate_limit" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"resets_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "app_rate_limit_resets_at_idx" ON "app_rate_limit" USING btree ("resets_at");