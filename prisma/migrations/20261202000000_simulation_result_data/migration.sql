-- AlterTable
ALTER TABLE "simulation" ADD COLUMN     "resultData" BYTEA;

-- Written by hand (Prisma's schema has no storage setting): the column holds doubles and deflated JSON
-- already, so the database does not try to compress it again.
ALTER TABLE "simulation" ALTER COLUMN "resultData" SET STORAGE EXTERNAL;
