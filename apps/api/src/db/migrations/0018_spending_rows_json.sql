-- Rows are packed as arrays now (decision 019): the kept figures in the old shape are a cache, so they go.
TRUNCATE "refuel_spending_periods";--> statement-breakpoint
ALTER TABLE "refuel_spending_periods" ALTER COLUMN "rows" SET DATA TYPE json;
