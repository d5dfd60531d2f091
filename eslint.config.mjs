import { builtinModules } from "node:module";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Layers that point one way (DEVELOPERS.md "Architecture"): startup -> transport -> operations -> jobs ->
// domain -> catalogue -> engine, with seed/ beside operations. startup/ (warm-up, schedules, the sweep of
// stuck runs) is run by instrumentation-node.ts and nothing in server/ imports it; jobs/ (the queue) is
// called by operations and imports none of the layers above it. Each folder lists what it may not import.
// Relative imports may not climb out of their folder, so every import across folders is an "@/" path
// these patterns see.
const noClimbing = { regex: "^\\.\\./", message: 'Import across folders through "@/", not "../".' };
const noUi = { regex: "^@/(app|components)/", message: "Server code does not import the web app." };
const noStartup = {
  regex: "^@/server/startup(/|$)",
  message: "Start-up (server/startup/) is run by instrumentation-node.ts; nothing in server/ imports it.",
};

/** One folder's import bans; a file takes the options of the last block that matches it. */
const layer = (files, ...patterns) => ({
  files,
  rules: { "no-restricted-imports": ["error", { patterns: [...patterns, noClimbing, noUi, noStartup] }] },
});

const nodeBuiltin = `^(node:.*|${builtinModules.join("|")})$`;

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      "server/generated/**",
      ".next/**",
      ".data/**",
      "node_modules/**",
      "next-env.d.ts",
      "test-results/**",
    ],
  },
  layer(["server/**"]),
  {
    files: ["server/startup/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [noClimbing, noUi] }] },
  },
  layer(["server/jobs/**"], {
    regex: "^@/server/(transport|operations|seed)(/|$)",
    message:
      "The queue (server/jobs/) sits below the operations that call it: it imports the domain, not them.",
  }),
  layer(
    ["server/engine/**"],
    {
      // server/processWide.ts imports nothing and does no I/O: the engine's caches are held there too.
      regex: "^@/(?!server/engine/|server/processWide$)",
      message: "The engine imports nothing outside server/engine (but the process-wide holder).",
    },
    { regex: nodeBuiltin, message: "The engine does no I/O: files and caches live in server/data." },
    {
      regex: "^(zod|pg|pg-boss|@prisma/.*|next|next/.*|react|react/.*)$",
      message: "The engine is pure numerics: no validation, database or framework.",
    },
  ),
  layer(["server/data/**"], {
    regex: "^@/server/(?!engine/|processWide$)",
    message: "The data layer reads files for the engine.",
  }),
  layer(["server/catalogue/**"], {
    regex: "^@/server/(domain|transport|operations|jobs|seed|data|db|generated|auth|env)(/|$)",
    message: "The catalogue is the product model as data: it imports the engine and nothing above it.",
  }),
  layer(["server/domain/**"], {
    regex: "^@/server/(transport|operations|jobs|seed|auth)(/|$)",
    message:
      "The domain is called by operations, jobs and the seed, never the other way (nor imports sign-in, " +
      "server/auth.ts, which imports it): take what you need as a parameter, or move the shared piece " +
      "into the domain.",
  }),
  {
    files: ["server/operations/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^@/server/(db|generated)(/|$)",
              allowTypeImports: true,
              message: "Operations hold no Prisma calls: read and write through a domain function.",
            },
            {
              regex: "^@/server/transport(/|$)",
              message: "The transport calls operations, not the other way.",
            },
            noClimbing,
            noUi,
            noStartup,
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='db'], MemberExpression[object.property.name='db']",
          message: "Operations hold no Prisma calls: read and write through a domain function.",
        },
      ],
    },
  },
  {
    files: ["components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^@/server/(?!plans$|catalogue/)",
              allowTypeImports: true,
              message:
                "Components run in the browser: server code comes in as types (import type); only the " +
                "pure tables of @/server/plans and @/server/catalogue are imported as values.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^@/server/generated(/|$)",
              message: "Pages reach the database through the domain, not the generated Prisma client.",
            },
          ],
        },
      ],
    },
  },
];

export default config;
