ALTER TABLE "partner_tokens" ADD COLUMN "partner_id" text;
