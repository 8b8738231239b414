ALTER TABLE "org_billing" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "org_billing" ADD COLUMN "plan" text;--> statement-breakpoint
ALTER TABLE "org_billing" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "org_billing" ADD COLUMN "current_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "org_billing" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "org_billing" ADD COLUMN "coupon_codes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "billing_suspended_role" text;