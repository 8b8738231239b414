CREATE TABLE "measurables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"scorecard_id" uuid NOT NULL,
	"traction_id" uuid NOT NULL,
	"title" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"editor_id" uuid,
	"goal_value" double precision NOT NULL,
	"comparison" text NOT NULL,
	"unit_of_measure" text NOT NULL,
	"value_scale" text NOT NULL,
	"decimal_places" integer DEFAULT 0 NOT NULL,
	"rollup" text DEFAULT 'Sum' NOT NULL,
	"linked_item_id" uuid,
	"position" integer NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measured_values" (
	"org_id" uuid NOT NULL,
	"measurable_id" uuid NOT NULL,
	"interval_id" date NOT NULL,
	"value" double precision NOT NULL,
	"entered_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measured_values_measurable_id_interval_id_pk" PRIMARY KEY("measurable_id","interval_id")
);
--> statement-breakpoint
CREATE TABLE "scorecards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"traction_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "measurables" ADD CONSTRAINT "measurables_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurables" ADD CONSTRAINT "measurables_scorecard_id_scorecards_id_fk" FOREIGN KEY ("scorecard_id") REFERENCES "public"."scorecards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurables" ADD CONSTRAINT "measurables_traction_id_meetings_id_fk" FOREIGN KEY ("traction_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurables" ADD CONSTRAINT "measurables_owner_id_memberships_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurables" ADD CONSTRAINT "measurables_editor_id_memberships_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurables" ADD CONSTRAINT "measurables_created_by_id_memberships_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measured_values" ADD CONSTRAINT "measured_values_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measured_values" ADD CONSTRAINT "measured_values_measurable_id_measurables_id_fk" FOREIGN KEY ("measurable_id") REFERENCES "public"."measurables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measured_values" ADD CONSTRAINT "measured_values_entered_by_id_memberships_id_fk" FOREIGN KEY ("entered_by_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_traction_id_meetings_id_fk" FOREIGN KEY ("traction_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measurables_org_scorecard_idx" ON "measurables" USING btree ("org_id","scorecard_id","status","position");--> statement-breakpoint
CREATE INDEX "measurables_org_owner_idx" ON "measurables" USING btree ("org_id","owner_id");--> statement-breakpoint
CREATE INDEX "measured_values_org_interval_idx" ON "measured_values" USING btree ("org_id","interval_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scorecards_org_traction_key" ON "scorecards" USING btree ("org_id","traction_id");