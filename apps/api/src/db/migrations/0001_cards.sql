CREATE TABLE "bank_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"bank_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"state_hash" text NOT NULL,
	"state_used_at" timestamp with time zone,
	"consent_reference" text,
	"iban_masked" text,
	"holder_name" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "bank_links_status_check" CHECK ("bank_links"."status" in ('pending', 'linked', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"label" text,
	"pan_last4" text NOT NULL,
	"pan_hash" text NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"plate" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_status_check" CHECK ("cards"."status" in ('active', 'blocked', 'paused', 'pending')),
	CONSTRAINT "cards_pan_last4_check" CHECK ("cards"."pan_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "cards_label_length_check" CHECK (char_length("cards"."label") <= 40)
);
--> statement-breakpoint
CREATE TABLE "wallet_devices" (
	"device_library_id" text PRIMARY KEY NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_passes" (
	"card_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_registrations" (
	"device_library_id" text NOT NULL,
	"pass_type_id" text NOT NULL,
	"card_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_registrations_device_library_id_pass_type_id_card_id_pk" PRIMARY KEY("device_library_id","pass_type_id","card_id")
);
--> statement-breakpoint
ALTER TABLE "bank_links" ADD CONSTRAINT "bank_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_registrations" ADD CONSTRAINT "wallet_registrations_device_library_id_wallet_devices_device_library_id_fk" FOREIGN KEY ("device_library_id") REFERENCES "public"."wallet_devices"("device_library_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_registrations" ADD CONSTRAINT "wallet_registrations_card_id_wallet_passes_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."wallet_passes"("card_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_links_user_created_idx" ON "bank_links" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_links_one_pending_per_user" ON "bank_links" USING btree ("user_id") WHERE "bank_links"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "cards_user_created_idx" ON "cards" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_pan_hash_key" ON "cards" USING btree ("pan_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_token_key" ON "cards" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_one_active_per_user" ON "cards" USING btree ("user_id") WHERE "cards"."is_active";--> statement-breakpoint
CREATE INDEX "wallet_passes_user_idx" ON "wallet_passes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wallet_registrations_card_idx" ON "wallet_registrations" USING btree ("card_id");