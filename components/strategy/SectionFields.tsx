"use client";
// The fields of one catalogue section as a tree: containers become fieldsets (with an on/off switch when
// null switches them off), lists become items the person adds and removes, leaves become inputs, and an
// allocation leg's method becomes the method picker. Nothing here names a particular field.
import { Controller, useFormContext, useWatch } from "react-hook-form";
import type { AllocationMethod, ModelField } from "@/components/catalogue/types";
import { SettingInput } from "@/components/catalogue/SettingInput";
import { describeBounds, effectiveBounds } from "@/components/catalogue/bounds";
import { MethodPicker } from "@/components/strategy/MethodPicker";
import {
  isContainer,
  isSwitchable,
  keyFor,
  legOf,
  STRATEGIES_LIST,
  type ListItems,
} from "@/components/strategy/modelTree";
import type { StrategyForm } from "@/components/strategy/formState";
import type { PlanId } from "@/server/plans";

export interface TreeContext {
  /** Every field the builder shows, across sections. */
  all: ModelField[];
  methods: AllocationMethod[];
  plan: PlanId;
  items: ListItems;
  addItem(listKey: string, tokens: string[], listPath: string): void;
  removeItem(listKey: string, id: number): void;
}

/** The nearest container above `f` among `scope`, or null. */
const parentIn = (f: ModelField, scope: ModelField[]) =>
  scope
    .filter((c) => c !== f && (f.path.startsWith(`${c.path}.`) || f.path.startsWith(`${c.path}[]`)))
    .sort((a, b) => b.path.length - a.path.length)[0] ?? null;

function Leaf({
  field,
  tokens,
  ctx,
  disabled,
}: {
  field: ModelField;
  tokens: string[];
  ctx: TreeContext;
  disabled: boolean;
}) {
  const { control, formState } = useFormContext<StrategyForm>();
  const key = keyFor(field.path, tokens);
  const values = useWatch({ control, name: "values" });
  const switchOn = useWatch({ control, name: `on.${key}` });
  const leg = legOf(field, ctx.all);
  if (leg && field.path.endsWith(".settings")) return null;
  if (leg)
    return (
      <MethodPicker
        field={field}
        fieldKey={key}
        legKey={keyFor(leg, tokens)}
        methods={ctx.methods}
        plan={ctx.plan}
        disabled={disabled}
      />
    );
  const switchable = isSwitchable(field, ctx.all);
  const bounds = effectiveBounds(
    field,
    field.boundsBy ? values[keyFor(field.boundsBy.on, tokens)] : undefined,
    field.planLimit,
  );
  const locked =
    field.planLimit && !field.planLimit.includedInYourPlan
      ? ` · needs the ${field.planLimit.lowestPlan} plan`
      : "";
  const hint =
    [field.description, describeBounds(field, bounds, field.planLimit)].filter(Boolean).join(" — ") + locked;
  return (
    <div>
      {switchable && (
        <Controller
          control={control}
          name={`on.${key}`}
          render={({ field: f }) => (
            <label style={{ display: "block", fontSize: 14 }}>
              <input
                type="checkbox"
                checked={f.value !== false}
                disabled={disabled}
                onChange={(e) => f.onChange(e.target.checked)}
              />{" "}
              Use {field.name.toLowerCase()}
            </label>
          )}
        />
      )}
      <Controller
        control={control}
        name={`values.${key}`}
        render={({ field: f }) => (
          <SettingInput
            label={field.name}
            hint={hint}
            spec={field}
            bounds={bounds}
            value={f.value ?? null}
            onChange={f.onChange}
            disabled={disabled || (switchable && switchOn === false) || Boolean(locked)}
            error={formState.errors.values?.[key]?.message}
          />
        )}
      />
    </div>
  );
}

function Node({
  field,
  scope,
  tokens,
  ctx,
  disabled,
}: {
  field: ModelField;
  scope: ModelField[];
  tokens: string[];
  ctx: TreeContext;
  disabled: boolean;
}) {
  const { control } = useFormContext<StrategyForm>();
  const key = keyFor(field.path, tokens);
  const on = useWatch({ control, name: `on.${key}` });
  if (!isContainer(field, ctx.all))
    return <Leaf field={field} tokens={tokens} ctx={ctx} disabled={disabled} />;
  const children = scope.filter((c) => parentIn(c, scope) === field);
  const itemChildren = children.filter((c) => c.path.startsWith(`${field.path}[]`));
  // A Single's one strategy: its fields show directly, without an item list.
  if (`${field.path}[]` === STRATEGIES_LIST) {
    return (
      <>
        {itemChildren.map((c) => (
          <Node
            key={c.path}
            field={c}
            scope={scope}
            tokens={[...tokens, "0"]}
            ctx={ctx}
            disabled={disabled}
          />
        ))}
      </>
    );
  }
  if (field.type === "list" && itemChildren.length > 0) {
    const ids = ctx.items[key] ?? [];
    return (
      <fieldset
        style={{ border: "1px solid var(--line)", borderRadius: 6, margin: "0 0 12px" }}
        disabled={disabled}
      >
        <legend>{field.name}</legend>
        <p className="hint muted">{field.description}</p>
        {ids.map((id, i) => (
          <fieldset
            key={id}
            aria-label={`${field.name} ${i + 1}`}
            style={{ border: "1px dashed var(--line)", borderRadius: 6, margin: "0 0 12px" }}
          >
            <legend>
              {field.name} {i + 1}
            </legend>
            {itemChildren.map((c) => (
              <Node
                key={c.path}
                field={c}
                scope={scope}
                tokens={[...tokens, `i${id}`]}
                ctx={ctx}
                disabled={disabled}
              />
            ))}
            <button type="button" className="secondary" onClick={() => ctx.removeItem(key, id)}>
              Remove {field.name.toLowerCase()} {i + 1}
            </button>
          </fieldset>
        ))}
        <button type="button" className="secondary" onClick={() => ctx.addItem(key, tokens, field.path)}>
          Add to {field.name.toLowerCase()}
        </button>
      </fieldset>
    );
  }
  if (children.length === 0) return null;
  const switchable = isSwitchable(field, ctx.all);
  const off = switchable && on === false;
  return (
    <fieldset style={{ border: "1px solid var(--line)", borderRadius: 6, margin: "0 0 12px" }}>
      <legend>
        {switchable ? (
          <Controller
            control={control}
            name={`on.${key}`}
            render={({ field: f }) => (
              <label>
                <input
                  type="checkbox"
                  checked={f.value !== false}
                  disabled={disabled}
                  onChange={(e) => f.onChange(e.target.checked)}
                />{" "}
                {field.name}
              </label>
            )}
          />
        ) : (
          field.name
        )}
      </legend>
      <p className="hint muted" style={{ fontSize: 12 }}>
        {field.description}
      </p>
      {!off &&
        children.map((c) => (
          <Node key={c.path} field={c} scope={scope} tokens={tokens} ctx={ctx} disabled={disabled} />
        ))}
    </fieldset>
  );
}

/** A section's fields, rooted at those without a container in the same section. */
export function SectionFields({ fields, ctx }: { fields: ModelField[]; ctx: TreeContext }) {
  const roots = fields.filter((f) => parentIn(f, fields) === null);
  return (
    <>
      {roots.map((f) => (
        <Node
          key={f.path}
          field={f}
          scope={fields}
          tokens={f.path.startsWith(STRATEGIES_LIST) ? ["0"] : []}
          ctx={ctx}
          disabled={false}
        />
      ))}
    </>
  );
}
