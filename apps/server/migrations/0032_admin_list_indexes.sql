-- Hand-written: trigrams for the member search's `match=contains` (members_username_trigram_idx
-- below). pg_trgm is a trusted extension (PostgreSQL 13+: the database owner may create it); PGlite
-- loads it with the instance (platform/db). The indexes below are what `npm run bench:admin` showed
-- the back office's member search and member ledger need at 1,000,000 members and 10,000,000 entries.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "ledger_entries_account_idx";--> statement-breakpoint
DROP INDEX "ledger_entries_account_time_idx";--> statement-breakpoint
DROP INDEX "member_profiles_merchant_email_idx";--> statement-breakpoint
DROP INDEX "member_profiles_merchant_mobile_prefix_idx";--> statement-breakpoint
DROP INDEX "member_profiles_merchant_mobile_suffix_idx";--> statement-breakpoint
DROP INDEX "members_merchant_username_prefix_idx";--> statement-breakpoint
CREATE INDEX "ledger_transactions_rare_type_idx" ON "ledger_transactions" USING btree ("type","id") WHERE "ledger_transactions"."type" <> 'bet' and "ledger_transactions"."type" <> 'win';--> statement-breakpoint
CREATE INDEX "members_username_trigram_idx" ON "members" USING gin (lower("username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_merchant_agent_trial_created_idx" ON "members" USING btree ("merchant_id","created_at","id","type") WHERE "members"."type" in (1, 2, 4, 41, 42);--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id","transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_time_idx" ON "ledger_entries" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "member_profiles_merchant_email_idx" ON "member_profiles" USING btree ("merchant_id",lower("email") text_pattern_ops,"member_id","email");--> statement-breakpoint
CREATE INDEX "member_profiles_merchant_mobile_prefix_idx" ON "member_profiles" USING btree ("merchant_id","mobile" text_pattern_ops,"member_id");--> statement-breakpoint
CREATE INDEX "member_profiles_merchant_mobile_suffix_idx" ON "member_profiles" USING btree ("merchant_id",reverse("mobile") text_pattern_ops,"member_id","mobile");--> statement-breakpoint
CREATE INDEX "members_merchant_username_prefix_idx" ON "members" USING btree ("merchant_id",lower("username") text_pattern_ops,"id","username");