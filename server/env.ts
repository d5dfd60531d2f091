// Process settings, read once.
export const env = {
  databaseUrl: process.env.DATABASE_URL || null,
  appUrl: (process.env.APP_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, ""),
  /** Signs sessions. Required in production; the quick start and test servers generate one. */
  authSecret: process.env.BETTER_AUTH_SECRET || (process.env.NODE_ENV === "production" ? null : "lodestar-dev-secret-not-for-production-0123456789"),
  maxBodyBytes: 256 * 1024,
};
