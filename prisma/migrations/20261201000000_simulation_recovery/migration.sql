-- AlterTable
ALTER TABLE "simulation" ADD COLUMN     "recoveries" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "simulation_state_updatedAt_idx" ON "simulation"("state", "updatedAt");
