// The sign-in and sign-up forms' fields; the server (better-auth, server/auth.ts) checks them again.
import { z } from "zod";
import { PASSWORD_LENGTH } from "@/server/domain/accounts/passwordRules";

export const signInSchema = z.object({
  email: z
    .email("Enter an email address, such as ada@example.com.")
    .describe("The email you signed up with."),
  password: z.string().min(1, "Enter your password.").describe("Your password."),
});

export const signUpSchema = signInSchema.extend({
  name: z
    .string()
    .trim()
    .min(1, "Enter your name.")
    .max(100, "Use at most 100 characters.")
    .describe("Your name, shown on your account page."),
  password: z
    .string()
    .min(PASSWORD_LENGTH.min, `Use at least ${PASSWORD_LENGTH.min} characters.`)
    .max(PASSWORD_LENGTH.max, `Use at most ${PASSWORD_LENGTH.max} characters.`)
    .describe(`A password of ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters.`),
});

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;

/**
 * Where to go after signing in: only a page of this site, as its path. An open redirect would let a link
 * send people elsewhere after sign-in (`/%09/evil.example` passed a pattern, as browsers drop the tab).
 * So `next` is read as the browser will read it (tabs and line breaks dropped, a backslash a slash)
 * and resolved against the app's origin; anything that leaves it, or is not text, goes home: it starts
 * with the person's recent work and the public strategies.
 */
export function safeNext(next: unknown, appUrl: string): string {
  if (typeof next !== "string" || next === "") return "/";
  const asBrowsersRead = next.replace(/[\t\n\r]/g, "").replace(/\\/g, "/");
  const origin = new URL(appUrl).origin;
  try {
    const url = new URL(asBrowsersRead, origin);
    if (url.origin !== origin) return "/";
    // "/.//x" resolves to the path "//x", which a browser would read as another host: one leading slash.
    return `${url.pathname.replace(/^\/+/, "/")}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}
