CREATE TABLE "daily_reconciliations" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"time_zone" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"clean" boolean NOT NULL,
	"accounts_checked" bigint NOT NULL,
	"transactions_checked" bigint NOT NULL,
	"entries_checked" bigint NOT NULL,
	"counts" jsonb NOT NULL,
	"differences" jsonb NOT NULL,
	CONSTRAINT "daily_reconciliations_merchant_id_day_pk" PRIMARY KEY("merchant_id","day")
);
