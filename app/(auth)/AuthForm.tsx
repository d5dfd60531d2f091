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

type Mode = "sign-in" | "sign-up";
type Values = { email: string; password: string; name?: string };

function Field({ name, label, type, register, errors, autoComplete }: { name: keyof Values; label: string; type: string; register: UseFormRegister<Values>; errors: FieldErrors<Values>; autoComplete: string }) {
  const error = errors[name]?.message;
  return (
    <label className="field">
      {label}
      <input type={type} autoComplete={autoComplete} aria-invalid={error ? true : undefined} {...register(name)} />
      {error && <span className="error">{error}</span>}
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
        ? await authClient.signUp.email({ email: values.email, password: values.password, name: values.name ?? "" })
        : await authClient.signIn.email({ email: values.email, password: values.password });
    if (error) {
      setFailure(error.message ?? (mode === "sign-up" ? "Could not create the account." : "Wrong email or password."));
      return;
    }
    router.push(next);
    router.refresh();
  });

  const other = mode === "sign-in" ? { href: "/sign-up", text: "Create an account" } : { href: "/sign-in", text: "Sign in instead" };
  return (
    <form className="card" onSubmit={submit} noValidate style={{ maxWidth: 420 }}>
      <h1>{mode === "sign-in" ? "Sign in" : "Create an account"}</h1>
      {mode === "sign-up" && <Field name="name" label="Name" type="text" autoComplete="name" register={register} errors={formState.errors} />}
      <Field name="email" label="Email" type="email" autoComplete="email" register={register} errors={formState.errors} />
      <Field name="password" label="Password" type="password" autoComplete={mode === "sign-in" ? "current-password" : "new-password"} register={register} errors={formState.errors} />
      {failure && <p className="error" role="alert">{failure}</p>}
      <p>
        <button type="submit" disabled={formState.isSubmitting}>{mode === "sign-in" ? "Sign in" : "Create account"}</button>{" "}
        <Link href={`${other.href}?next=${encodeURIComponent(next)}`}>{other.text}</Link>
      </p>
    </form>
  );
}
