CREATE TABLE "rock_meetings" (
	"org_id" uuid NOT NULL,
	"rock_id" uuid NOT NULL,
	"traction_id" uuid NOT NULL,
	CONSTRAINT "rock_meetings_rock_id_traction_id_pk" PRIMARY KEY("rock_id","traction_id")
);
--> statement-breakpoint
CREATE TABLE "rock_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"rock_id" uuid NOT NULL,
	"title" text NOT NULL,
	"due_date" date NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"due_date" date NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'OnTrack' NOT NULL,
	"delegated_from_rock_id" uuid,
	"completed_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rock_meetings" ADD CONSTRAINT "rock_meetings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rock_meetings" ADD CONSTRAINT "rock_meetings_rock_id_rocks_id_fk" FOREIGN KEY ("rock_id") REFERENCES "public"."rocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rock_meetings" ADD CONSTRAINT "rock_meetings_traction_id_meetings_id_fk" FOREIGN KEY ("traction_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rock_milestones" ADD CONSTRAINT "rock_milestones_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rock_milestones" ADD CONSTRAINT "rock_milestones_rock_id_rocks_id_fk" FOREIGN KEY ("rock_id") REFERENCES "public"."rocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rocks" ADD CONSTRAINT "rocks_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rocks" ADD CONSTRAINT "rocks_owner_id_memberships_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rocks" ADD CONSTRAINT "rocks_created_by_id_memberships_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rock_meetings_org_traction_idx" ON "rock_meetings" USING btree ("org_id","traction_id");--> statement-breakpoint
CREATE INDEX "rock_milestones_org_rock_idx" ON "rock_milestones" USING btree ("org_id","rock_id","position");--> statement-breakpoint
CREATE INDEX "rocks_org_owner_idx" ON "rocks" USING btree ("org_id","owner_id");--> statement-breakpoint
CREATE INDEX "rocks_org_parent_idx" ON "rocks" USING btree ("org_id","delegated_from_rock_id");