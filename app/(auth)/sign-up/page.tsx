import type { Metadata } from "next";
import { AuthForm } from "@/app/(auth)/AuthForm";
import { safeNext } from "@/app/(auth)/credentials";
import { env } from "@/server/env";

export const metadata: Metadata = { title: "Create an account — Lodestar" };

export default async function SignUpPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string | string[] }>;
}) {
  return <AuthForm mode="sign-up" next={safeNext((await searchParams).next, env().appUrl)} />;
}
