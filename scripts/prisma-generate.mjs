// `prisma generate` offline: the CLI insists on a schema-engine binary path even though generating
// the binary-free client never runs it, so point it at a placeholder.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const placeholder = path.join(os.tmpdir(), "lodestar-schema-engine-placeholder");
if (!fs.existsSync(placeholder)) fs.writeFileSync(placeholder, "");
execFileSync(process.execPath, ["node_modules/prisma/build/index.js", "generate"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: placeholder,
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  },
});
