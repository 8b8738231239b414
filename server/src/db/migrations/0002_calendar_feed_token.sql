-- Calendar feed URLs are shown again instead of rotating on every request: keep the token itself.
-- Feeds issued before held only a hash, which cannot be shown again, so they are dropped.
DELETE FROM "calendar_feeds";--> statement-breakpoint
ALTER TABLE "calendar_feeds" RENAME COLUMN "token_hash" TO "token";
