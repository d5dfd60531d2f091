"use client";
// Makes an API key and shows its secret once (only its hash is stored).
import { useActionState } from "react";
import { createKeyAction, type CreateKeyState } from "@/app/account/actions";

export function CreateKeyForm() {
  const [state, action, pending] = useActionState<CreateKeyState, FormData>(createKeyAction, null);
  return (
    <form action={action}>
      <label className="field">
        Key name
        <input name="name" required maxLength={60} placeholder="e.g. Claude Desktop, my-backtest-script" />
        <span className="hint">Drafts made with this key are kept in a folder of this name.</span>
      </label>
      <button type="submit" disabled={pending}>
        Create key
      </button>
      {state && "error" in state && (
        <p className="error" role="alert">
          {state.error}
        </p>
      )}
      {state && "secret" in state && (
        <div className="card" role="status">
          <p className="ok">Key “{state.name}” created. Copy it now: it is not shown again.</p>
          <code data-testid="new-api-key">{state.secret}</code>
        </div>
      )}
    </form>
  );
}
