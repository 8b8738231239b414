ALTER TABLE "access_tokens" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
-- Organization tokens whose maker was removed before this release acted as nobody and listed as live: revoked now, for that reason.
UPDATE "access_tokens" SET "revoked_at" = now(), "revoked_reason" = 'maker-removed' WHERE "kind" = 'organization' AND "created_by_id" IS NULL AND "revoked_at" IS NULL;
--> statement-breakpoint
UPDATE "access_tokens" SET "revoked_at" = now(), "revoked_reason" = 'maker-role' WHERE "kind" = 'organization' AND "revoked_at" IS NULL AND "created_by_id" IN (SELECT "id" FROM "memberships" WHERE "role" NOT IN ('Owner', 'Admin'));
