ALTER TABLE "info_message" ADD COLUMN "audience" text DEFAULT 'ALL' NOT NULL;--> statement-breakpoint
ALTER TABLE "info_message" ADD COLUMN "country" char(3);--> statement-breakpoint
ALTER TABLE "info_message" ADD COLUMN "texts" jsonb;--> statement-breakpoint
ALTER TABLE "info_message" ADD COLUMN "fallback" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- The single-language rows in the new shape, seen by the same customers as before: a message for one
-- language is that language's text shown to no one else (no fallback); one for every language is
-- kept as the English text, which every language falls back to; one for a user is that customer's.
UPDATE "info_message" SET
  "texts" = jsonb_build_object(coalesce("language", 'EN'), "text"),
  "fallback" = "language" is null,
  "audience" = CASE WHEN "user_id" is null THEN 'ALL' ELSE 'CUSTOMER' END;--> statement-breakpoint
ALTER TABLE "info_message" ALTER COLUMN "texts" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "info_message" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher" ADD COLUMN "every_period" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "info_message" ADD CONSTRAINT "info_message_audience_known" CHECK (("info_message"."audience" = 'ALL' and "info_message"."country" is null and "info_message"."user_id" is null)
        or ("info_message"."audience" = 'COUNTRY' and "info_message"."country" is not null and "info_message"."user_id" is null)
        or ("info_message"."audience" = 'CUSTOMER' and "info_message"."user_id" is not null and "info_message"."country" is null));--> statement-breakpoint
ALTER TABLE "info_message" ADD CONSTRAINT "info_message_texts_object" CHECK (jsonb_typeof("info_message"."texts") = 'object' and "info_message"."texts" <> '{}'::jsonb);
