CREATE TABLE "daily_task_claims" (
	"task" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"time_zone" text NOT NULL,
	"job_id" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "daily_task_claims_task_merchant_id_day_pk" PRIMARY KEY("task","merchant_id","day")
);
