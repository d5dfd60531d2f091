-- CreateTable
CREATE TABLE "sweep" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "portfolioId" TEXT,
    "kind" TEXT NOT NULL,
    "request" JSONB NOT NULL,
    "state" TEXT NOT NULL,
    "progress" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "chunkCount" INTEGER NOT NULL,
    "chunksDone" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "result" JSONB,
    "jobId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sweep_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sweep_chunk" (
    "sweepId" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "cells" JSONB NOT NULL,
    "monthly" BYTEA NOT NULL,

    CONSTRAINT "sweep_chunk_pkey" PRIMARY KEY ("sweepId","index")
);

-- CreateIndex
CREATE INDEX "sweep_userId_createdAt_idx" ON "sweep"("userId", "createdAt");

-- AddForeignKey
ALTER TABLE "sweep" ADD CONSTRAINT "sweep_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sweep" ADD CONSTRAINT "sweep_portfolioId_fkey" FOREIGN KEY ("portfolioId") REFERENCES "portfolio"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sweep_chunk" ADD CONSTRAINT "sweep_chunk_sweepId_fkey" FOREIGN KEY ("sweepId") REFERENCES "sweep"("id") ON DELETE CASCADE ON UPDATE CASCADE;
