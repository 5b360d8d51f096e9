ALTER TABLE "print_jobs" ADD COLUMN "addressee" text;--> statement-breakpoint
-- Formal receipts printed before the column existed: the addressee from the paper's bold 「… 様」
-- line (a name printed as entered when it already ended with 様; 上様 alone).
UPDATE "print_jobs" SET "addressee" = coalesce((
  SELECT CASE WHEN line->>'text' LIKE '% 様' THEN left(line->>'text', -2) ELSE line->>'text' END
  FROM jsonb_array_elements("document"->'lines') WITH ORDINALITY AS lines(line, n)
  WHERE (line->>'bold')::boolean AND (line->>'text' LIKE '%様')
  ORDER BY n
  LIMIT 1
), '上様')
WHERE "receipt_type" = 'post_receipt' AND "addressee" IS NULL;
