CREATE TABLE "job_heartbeats" (
	"slot" timestamp with time zone PRIMARY KEY NOT NULL,
	"process" text NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_heartbeats_ran_at_idx" ON "job_heartbeats" USING btree ("ran_at");