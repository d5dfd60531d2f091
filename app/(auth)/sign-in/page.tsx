import type { Metadata } from "next";
import { AuthForm } from "@/app/(auth)/AuthForm";
import { safeNext } from "@/app/(auth)/credentials";
import { env } from "@/server/env";

export const metadata: Metadata = { title: "Sign in — Lodestar" };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string | string[] }>;
}) {
  return <AuthForm mode="sign-in" next={safeNext((await searchParams).next, env().appUrl)} />;
}
