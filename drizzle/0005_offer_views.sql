CREATE TABLE "offer_view_day" (
	"listing_id" text NOT NULL,
	"site_id" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_view_day_listing_id_day_pk" PRIMARY KEY("listing_id","day")
);
--> statement-breakpoint
ALTER TABLE "offer_view_day" ADD CONSTRAINT "offer_view_day_listing_id_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_view_day_site_idx" ON "offer_view_day" USING btree ("site_id","day");