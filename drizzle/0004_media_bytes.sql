-- The stored size of each photo, for the per-member quota (docs/architecture.md §4 abuse rules).
-- Photos stored before this count as 0 bytes: their size is not known without reading every file.
ALTER TABLE "media" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;
