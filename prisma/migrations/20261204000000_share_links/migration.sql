-- CreateTable
CREATE TABLE "share_link" (
    "token" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "simulationId" TEXT,
    "portfolioId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "share_link_pkey" PRIMARY KEY ("token")
);

-- CreateIndex
CREATE INDEX "share_link_userId_idx" ON "share_link"("userId");

-- CreateIndex
CREATE INDEX "share_link_simulationId_idx" ON "share_link"("simulationId");

-- CreateIndex
CREATE INDEX "share_link_portfolioId_idx" ON "share_link"("portfolioId");

-- AddForeignKey
ALTER TABLE "share_link" ADD CONSTRAINT "share_link_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "share_link" ADD CONSTRAINT "share_link_simulationId_fkey" FOREIGN KEY ("simulationId") REFERENCES "simulation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "share_link" ADD CONSTRAINT "share_link_portfolioId_fkey" FOREIGN KEY ("portfolioId") REFERENCES "portfolio"("id") ON DELETE CASCADE ON UPDATE CASCADE;
