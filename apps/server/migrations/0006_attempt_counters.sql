CREATE TABLE "attempt_counters" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attempt_counters_scope_key_pk" PRIMARY KEY("scope","key")
);
