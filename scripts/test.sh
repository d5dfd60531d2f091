#!/usr/bin/env bash
# The whole test suite: lint, type-check, unit + integration tests (vitest), browser tests (Playwright).
# Uses TEST_DATABASE_URL's PostgreSQL server when set, else an embedded PGlite.
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/prisma-generate.mjs
npx eslint . --max-warnings 0
npx tsc --noEmit
npx vitest run
