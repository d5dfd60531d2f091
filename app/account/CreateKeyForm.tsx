"use client";
// Makes an API key and shows its secret once (only its hash is stored), with a button to copy it.
import { useActionState } from "react";
import { Copy } from "lucide-react";
import { createKeyAction, type CreateKeyState } from "@/app/account/actions";
import { Button } from "@/components/ui/Button";
import { Field } from "@/components/ui/Field";
import { Input } from "@/components/ui/Input";
import { toast } from "@/components/ui/Toaster";

async function copy(secret: string) {
  try {
    await navigator.clipboard.writeText(secret);
    toast("Key copied");
  } catch {
    toast("The browser did not allow copying: select the key and copy it.");
  }
}

export function CreateKeyForm() {
  const [state, action, pending] = useActionState<CreateKeyState, FormData>(createKeyAction, null);
  const error = state && "error" in state ? state.error : undefined;
  return (
    <form action={action} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start gap-x-3">
        <Field
          label="Key name"
          hint="Drafts made with this key are kept in a folder of this name."
          error={error}
          className="mb-0 min-w-0 flex-1 basis-64"
        >
          {(p) => (
            <Input {...p} name="name" required maxLength={60} placeholder="e.g. Claude Desktop, my script" />
          )}
        </Field>
        {/* Level with the input: below the label line (text-sm, 1.25rem) and the field's gap. */}
        <Button type="submit" loading={pending} className="mt-[1.625rem]">
          Create key
        </Button>
      </div>
      {state && "secret" in state && (
        <div role="status" className="flex flex-col gap-2 rounded-lg bg-good-soft p-3 text-sm">
          <p>Key “{state.name}” created. Copy it now: it is not shown again.</p>
          <div className="flex flex-wrap items-center gap-2">
            <code data-testid="new-api-key" className="min-w-0 break-all rounded bg-surface px-2 py-1">
              {state.secret}
            </code>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              icon={<Copy />}
              onClick={() => copy(state.secret)}
            >
              Copy
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
