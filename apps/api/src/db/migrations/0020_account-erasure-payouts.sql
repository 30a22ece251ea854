CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text,
	"reason" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"iban_masked" text,
	"payment_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unpaid_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_cents" > 0),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('pending', 'sent', 'paid')),
	CONSTRAINT "payouts_unpaid_check" CHECK ("payouts"."unpaid_cents" >= 0 and "payouts"."unpaid_cents" <= "payouts"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "balance_ledger" DROP CONSTRAINT "balance_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "balance_ledger" DROP CONSTRAINT "balance_ledger_deltas_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_payment_key" ON "payouts" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_kind_check" CHECK ("balance_ledger"."kind" in ('top_up', 'reservation', 'release', 'capture', 'refund', 'reward_credit', 'card_fee', 'subscription_fee', 'payout'));--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_deltas_check" CHECK (case "balance_ledger"."kind"
        when 'top_up' then "balance_ledger"."balance_delta_cents" > 0 and "balance_ledger"."available_delta_cents" = "balance_ledger"."balance_delta_cents"
        when 'refund' then "balance_ledger"."balance_delta_cents" > 0 and "balance_ledger"."available_delta_cents" = "balance_ledger"."balance_delta_cents"
        when 'reward_credit' then "balance_ledger"."balance_delta_cents" > 0 and "balance_ledger"."available_delta_cents" = "balance_ledger"."balance_delta_cents"
        when 'card_fee' then "balance_ledger"."balance_delta_cents" < 0 and "balance_ledger"."available_delta_cents" = "balance_ledger"."balance_delta_cents"
        when 'subscription_fee' then "balance_ledger"."balance_delta_cents" < 0 and "balance_ledger"."available_delta_cents" = "balance_ledger"."balance_delta_cents"
        when 'payout' then "balance_ledger"."balance_delta_cents" < 0 and "balance_ledger"."available_delta_cents" = "balance_ledger"."balance_delta_cents"
        when 'reservation' then "balance_ledger"."balance_delta_cents" = 0 and "balance_ledger"."available_delta_cents" < 0
        when 'release' then "balance_ledger"."balance_delta_cents" = 0 and "balance_ledger"."available_delta_cents" >= 0
        when 'capture' then "balance_ledger"."balance_delta_cents" <= 0 and "balance_ledger"."available_delta_cents" = 0
        else false end);