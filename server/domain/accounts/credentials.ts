// Passwords belong to the sign-in library (server/auth.ts, better-auth), which imports the domain; so the
// domain never imports it. A caller that gives someone a password passes this interface in, implemented
// by server/auth.ts's credentialsFor(db) (scripts/admin.ts, scripts/quickstart.ts, the tests).
export interface Credentials {
  /** Signs a new person up with this email and password; the new user's id. */
  signUp(person: { email: string; password: string; name: string }): Promise<string>;
  /** Gives an existing user this password when they have none; an existing password is left as it is. */
  addPasswordIfNone(userId: string, password: string): Promise<void>;
}
