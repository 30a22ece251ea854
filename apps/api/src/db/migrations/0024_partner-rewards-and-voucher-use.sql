CREATE TABLE "partner_rewards" (
	"partner_id" uuid NOT NULL,
	"reward_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_rewards_partner_id_reward_key_pk" PRIMARY KEY("partner_id","reward_key")
);
--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD COLUMN "used_station_id" uuid;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD COLUMN "used_by_partner_id" uuid;--> statement-breakpoint
ALTER TABLE "partner_rewards" ADD CONSTRAINT "partner_rewards_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_rewards_reward_idx" ON "partner_rewards" USING btree ("reward_key");--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_used_station_id_stations_id_fk" FOREIGN KEY ("used_station_id") REFERENCES "public"."stations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_used_by_partner_id_users_id_fk" FOREIGN KEY ("used_by_partner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_redemptions_voucher_code_key" ON "reward_redemptions" USING btree ("voucher_code");--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_used_check" CHECK ("reward_redemptions"."used_at" is null or "reward_redemptions"."voucher_code" is not null);