-- AlterTable
ALTER TABLE "portfolio" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "screener" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;
