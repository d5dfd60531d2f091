// Process settings, read once.
export const env = {
  databaseUrl: process.env.DATABASE_URL || null,
  appUrl: (process.env.APP_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, ""),
  authSecret: process.env.BETTER_AUTH_SECRET || "lodestar-dev-secret-change-me-in-production-0123456789",
  maxBodyBytes: 256 * 1024,
};
