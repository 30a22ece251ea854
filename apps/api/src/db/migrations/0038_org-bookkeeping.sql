CREATE TABLE "org_bookkeeping" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"fuel_account" text,
	"fees_account" text,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "org_bookkeeping" ADD CONSTRAINT "org_bookkeeping_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_bookkeeping" ADD CONSTRAINT "org_bookkeeping_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;