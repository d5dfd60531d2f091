"use client";
// The sign-in and sign-up form: fields checked in the browser (react-hook-form + zod), then better-auth.
import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { authClient } from "@/app/(auth)/authClient";
import type { z } from "zod";
import { signInSchema, signUpSchema } from "@/app/(auth)/credentials";
import { Button } from "@/components/ui/Button";
import { ErrorState } from "@/components/ui/ErrorState";
import { Input } from "@/components/ui/Input";

type Mode = "sign-in" | "sign-up";
type Values = { email: string; password: string; name?: string };

function Field({
  name,
  label,
  type,
  register,
  errors,
  autoComplete,
}: {
  name: keyof Values;
  label: string;
  type: string;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  autoComplete: string;
}) {
  const error = errors[name]?.message;
  return (
    <label className="grid gap-1.5 text-sm">
      <span className="font-medium">{label}</span>
      <Input
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        {...register(name)}
      />
      {error && <span className="text-xs text-bad">{error}</span>}
    </label>
  );
}

export function AuthForm({ mode, next }: { mode: Mode; next: string }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const schema: z.ZodType<Values, Values> = mode === "sign-up" ? signUpSchema : signInSchema;
  const { register, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(schema) });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const { error } =
      mode === "sign-up"
        ? await authClient.signUp.email({
            email: values.email,
            password: values.password,
            name: values.name ?? "",
          })
        : await authClient.signIn.email({ email: values.email, password: values.password });
    if (error) {
      setFailure(
        error.message ?? (mode === "sign-up" ? "Could not create the account." : "Wrong email or password."),
      );
      return;
    }
    router.push(next);
    router.refresh();
  });

  const other =
    mode === "sign-in"
      ? { href: "/sign-up", text: "Create an account" }
      : { href: "/sign-in", text: "Sign in instead" };
  return (
    <div className="mx-auto w-full max-w-sm pt-4 sm:pt-10">
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-6"
      >
        <h1 className="text-2xl">{mode === "sign-in" ? "Sign in" : "Create an account"}</h1>
        {mode === "sign-up" && (
          <Field
            name="name"
            label="Name"
            type="text"
            autoComplete="name"
            register={register}
            errors={formState.errors}
          />
        )}
        <Field
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          register={register}
          errors={formState.errors}
        />
        <Field
          name="password"
          label="Password"
          type="password"
          autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
          register={register}
          errors={formState.errors}
        />
        {failure && <ErrorState title={failure} />}
        <Button type="submit" loading={formState.isSubmitting}>
          {mode === "sign-in" ? "Sign in" : "Create account"}
        </Button>
      </form>
      <p className="mt-4 text-center text-sm text-muted">
        {mode === "sign-in" ? "New to Lodestar? " : "Already have an account? "}
        <Link href={`${other.href}?next=${encodeURIComponent(next)}`}>{other.text}</Link>
      </p>
    </div>
  );
}
