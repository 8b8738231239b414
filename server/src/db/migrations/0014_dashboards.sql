ALTER TABLE "memberships" ADD COLUMN "dashboard" jsonb;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "dashboard_kind" text DEFAULT 'widgets' NOT NULL;