CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"person_id" uuid,
	"invited_by_id" uuid,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"is_implementer" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"key_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "name_display_style" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "name_display_style" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "claimed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "joined_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "is_implementer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "free_domains" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "name_display_style" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "default_invitee_role" text DEFAULT 'Member' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_person_id_memberships_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_id_memberships_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_org_person_idx" ON "invitations" USING btree ("org_id","person_id");--> statement-breakpoint
CREATE INDEX "invitations_org_email_idx" ON "invitations" USING btree ("org_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_person_key" ON "invitations" USING btree ("org_id","person_id") WHERE "invitations"."status" = 'Pending';--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_org_implementer_key" ON "memberships" USING btree ("org_id") WHERE "memberships"."is_implementer";--> statement-breakpoint
-- Everyone already in an organization joined it when their membership was made.
UPDATE "memberships" SET "joined_at" = "created_at";--> statement-breakpoint
-- Nobody could tell the old default 'full' from a choice: from now on they follow their organization's style.
UPDATE "accounts" SET "name_display_style" = NULL WHERE "name_display_style" = 'full';
