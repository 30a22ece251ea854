ALTER TABLE "invoice_lines" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "driver" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "plate" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "cost_centre" text;