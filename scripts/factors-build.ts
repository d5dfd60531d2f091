// npm run data:factors [rawDir=../shared/data/raw] [outDir=data/factors]
// Writes data/factors/fama-french.json (the Fama-French five factors and RF, monthly) from the raw file.
// Same raw file, same bytes.
import { FACTORS_DIR, writeFactors } from "./data-build/factors";

const [rawDir = "../shared/data/raw", outDir = FACTORS_DIR] = process.argv.slice(2);
try {
  writeFactors(rawDir, outDir);
  console.log(`factors written to ${outDir}`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
