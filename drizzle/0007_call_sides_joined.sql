ALTER TABLE "call_session" ADD COLUMN "caller_joined" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "call_session" ADD COLUMN "callee_joined" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Calls recorded before: one participant was a side that joined, two were both.
UPDATE "call_session" SET "caller_joined" = "participants" > 0, "callee_joined" = "participants" > 1;--> statement-breakpoint
ALTER TABLE "call_session" DROP COLUMN "participants";
