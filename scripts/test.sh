#!/usr/bin/env bash
# The whole test suite: lint (ESLint and Prettier), type-check, unit + integration tests (vitest, real database over real
# HTTP), then browser tests (Playwright on Debian's Chromium against a production build).
# Uses TEST_DATABASE_URL when set (its public schema is reset), else a throw-away embedded PostgreSQL.
# `npm test -- --fast` leaves out the slow tests listed in vitest.config.ts (CI runs everything).
set -euo pipefail
if [[ "${1:-}" == "--fast" ]]; then export LODESTAR_FAST=1; fi
cd "$(dirname "$0")/.."
node scripts/prisma-generate.mjs
npm run lint
npx tsc --noEmit
npx vitest run
npx next build
npx playwright test
