CREATE TABLE "chat_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"language" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"intent" text NOT NULL,
	"source" text NOT NULL,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_log_asked_idx" ON "chat_log" USING btree ("asked_at");