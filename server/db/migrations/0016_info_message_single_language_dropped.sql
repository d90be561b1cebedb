ALTER TABLE "info_message" DROP COLUMN "language";--> statement-breakpoint
ALTER TABLE "info_message" DROP COLUMN "text";