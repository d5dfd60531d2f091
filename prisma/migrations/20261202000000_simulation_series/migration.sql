-- AlterTable
ALTER TABLE "simulation" ADD COLUMN     "series" BYTEA;
