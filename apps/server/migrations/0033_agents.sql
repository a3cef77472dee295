CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"agent_id" integer NOT NULL,
	"payer_id" integer,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"period" text NOT NULL,
	"carry_over" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"top_rate_bp" integer NOT NULL,
	"offered_by" text NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"active_from" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"termination_by" text,
	"termination_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "contract_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"agent_id" integer NOT NULL,
	"payer_id" integer,
	"run_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"valid_bet" bigint NOT NULL,
	"wins" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"late_valid_bet" bigint NOT NULL,
	"late_wins" bigint NOT NULL,
	"carry_in" bigint NOT NULL,
	"carry_out" bigint NOT NULL,
	"tier" integer,
	"rate_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"state" text NOT NULL,
	"attempts" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"transaction_id" bigint
);
--> statement-breakpoint
CREATE TABLE "settlement_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"requested_by" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"rows_read" bigint NOT NULL,
	"checksum" text NOT NULL,
	"bills" integer NOT NULL,
	"postings" integer NOT NULL,
	"amount_paid" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"code" text NOT NULL,
	"account_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "team_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"ancestor_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"depth" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "team_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"from_upline_id" integer,
	"to_upline_id" integer,
	"effective_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"requested_by" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "invite_code" text;--> statement-breakpoint
CREATE INDEX "agent_contracts_agent_idx" ON "agent_contracts" USING btree ("agent_id","kind","id");--> statement-breakpoint
CREATE INDEX "agent_contracts_payer_idx" ON "agent_contracts" USING btree ("payer_id","kind","id");--> statement-breakpoint
CREATE INDEX "agent_contracts_merchant_idx" ON "agent_contracts" USING btree ("merchant_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_offer_idx" ON "agent_contracts" USING btree ("agent_id","kind") WHERE "agent_contracts"."status" = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_active_idx" ON "agent_contracts" USING btree ("agent_id","kind") WHERE "agent_contracts"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "contract_bills_period_idx" ON "contract_bills" USING btree ("contract_id","period_start");--> statement-breakpoint
CREATE INDEX "contract_bills_agent_idx" ON "contract_bills" USING btree ("agent_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "contract_bills_payer_idx" ON "contract_bills" USING btree ("payer_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "contract_bills_merchant_idx" ON "contract_bills" USING btree ("merchant_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "contract_bills_run_idx" ON "contract_bills" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "contract_bills_unpaid_idx" ON "contract_bills" USING btree ("merchant_id","kind","created_at") WHERE "contract_bills"."state" = 'insufficient';--> statement-breakpoint
CREATE INDEX "settlement_runs_merchant_idx" ON "settlement_runs" USING btree ("merchant_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_links_code_idx" ON "invite_links" USING btree ("merchant_id",lower("code"));--> statement-breakpoint
CREATE INDEX "invite_links_agent_idx" ON "invite_links" USING btree ("agent_id","id");--> statement-breakpoint
CREATE INDEX "team_links_ancestor_idx" ON "team_links" USING btree ("ancestor_id","depth","member_id","valid_from");--> statement-breakpoint
CREATE INDEX "team_links_member_idx" ON "team_links" USING btree ("member_id","depth","ancestor_id","valid_from");--> statement-breakpoint
CREATE INDEX "team_moves_merchant_idx" ON "team_moves" USING btree ("merchant_id","state","id");--> statement-breakpoint
CREATE INDEX "team_moves_due_idx" ON "team_moves" USING btree ("effective_at") WHERE "team_moves"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "members_invite_code_idx" ON "members" USING btree ("merchant_id",lower("invite_code")) WHERE "members"."invite_code" is not null;--> statement-breakpoint
CREATE INDEX "game_rounds_settled_idx" ON "game_rounds" USING btree ("merchant_id","settled_at","member_id","valid_bet_minor","win_minor","opened_at") WHERE "game_rounds"."status" = 'settled';--> statement-breakpoint
-- The team tree of the members that exist: each member's own row, then every ancestor along
-- upline_id, valid since always (a chain made by hand with a cycle stops at 50 levels).
INSERT INTO team_links (merchant_id, ancestor_id, member_id, depth, valid_from, valid_to)
WITH RECURSIVE chain(merchant_id, ancestor_id, member_id, depth) AS (
  SELECT merchant_id, id, id, 0 FROM members
  UNION ALL
  SELECT c.merchant_id, m.upline_id, c.member_id, c.depth + 1
  FROM chain c JOIN members m ON m.id = c.ancestor_id
  WHERE m.upline_id IS NOT NULL AND c.depth < 50
)
SELECT merchant_id, ancestor_id, member_id, depth, '-infinity'::timestamptz, NULL FROM chain;
--> statement-breakpoint
-- Read views (docs/architecture.md, "Read views"): the columns another module's SQL may read of a
-- module's tables. The agents module's reports and settlement join them; no module reads another's
-- tables directly.
CREATE VIEW team_links_read AS
  SELECT merchant_id, ancestor_id, member_id, depth, valid_from, valid_to FROM team_links;
--> statement-breakpoint
CREATE VIEW members_read AS
  SELECT id, merchant_id, username, type, upline_id, created_at, last_login_at FROM members;
--> statement-breakpoint
CREATE VIEW settled_rounds_read AS
  SELECT id, merchant_id, member_id, vendor_code, round_id, game_code, category, currency, bet_minor,
         valid_bet_minor, win_minor, opened_at, settled_at
  FROM game_rounds WHERE status = 'settled';
--> statement-breakpoint
-- A member's money movements: each entry on an account the member owns, with the transaction's type
-- and, for a reversal, the type of what it reverses.
CREATE VIEW member_money_read AS
  SELECT a.merchant_id, a.owner_member_id AS member_id, a.kind AS account_kind, a.wallet, a.currency,
         t.type, coalesce(o.type, t.type) AS effective_type, e.amount, e.created_at,
         e.transaction_id, t.meta
  FROM ledger_entries e
  JOIN ledger_accounts a ON a.id = e.account_id
  JOIN ledger_transactions t ON t.id = e.transaction_id
  LEFT JOIN ledger_transactions o ON o.id = t.reverses
  WHERE a.owner_member_id IS NOT NULL;
--> statement-breakpoint
CREATE VIEW member_balances_read AS
  SELECT merchant_id, owner_member_id AS member_id, currency, wallet, balance
  FROM ledger_accounts WHERE kind = 'member';
