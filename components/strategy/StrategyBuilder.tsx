"use client";
// The strategy builder for a Single, rendered from the catalogue: every section describe_strategy_model
// lists (its fields, defaults, bounds, steps, switchable exits and plan limits) and the allocation
// methods of list_allocation_methods. The form schema is built from the same entries. The definition is
// shown as it would be sent; Check and Create send it, and the server decides.
import { useMemo, useState } from "react";
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { FormProvider, useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { PlanId } from "@/server/plans";
import type { AllocationMethod, ModelField, ModelSection } from "@/components/catalogue/types";
import type { Problem } from "@/server/domain/portfolios/problems";
import { errorBodyOf } from "@/components/providers/errorBody";
import { Problems } from "@/components/strategy/Problems";
import { useTRPC, useTRPCClient } from "@/components/providers/TRPCProvider";
import { useQueryOnAction } from "@/components/providers/operations";
import { ErrorNote } from "@/components/ui/ErrorNote";
import { SectionFields, type TreeContext } from "@/components/strategy/SectionFields";
import { buildDefinition, defaultsFor, type StrategyForm } from "@/components/strategy/formState";
import { strategyFormSchema } from "@/components/strategy/formSchema";
import { isContainer, STRATEGIES_LIST, type ListItems } from "@/components/strategy/modelTree";

/** Sections that are not part of a Single's definition: the overview, and simulation settings (chosen per run). */
const NOT_IN_DEFINITION = new Set(["overview", "user_settings"]);

/**
 * A Single has no Combined level: of the top-level section it keeps the plain fields (name, start
 * year, benchmark...), not the Combined's rebalance, allocation and risk-condition groups.
 */
function fieldsForSingle(section: ModelSection, all: ModelField[]): ModelField[] {
  const isTopLevel = section.fields.every(
    (f) => !f.path.startsWith(STRATEGIES_LIST) && f.path !== STRATEGIES_LIST.slice(0, -2),
  );
  if (!isTopLevel) return section.fields;
  const groups = section.fields.filter((f) => isContainer(f, all));
  return section.fields.filter(
    (f) =>
      !groups.some((g) => f === g || f.path.startsWith(`${g.path}.`) || f.path.startsWith(`${g.path}[]`)),
  );
}

/** The problems of a refused create_portfolio: its error details, when they are the check's problems. */
function refusedProblems(error: unknown): Problem[] | null {
  const details = errorBodyOf(error).details;
  return details.length > 0 && details.every((d) => d.code !== undefined && d.lowestPlan !== undefined)
    ? (details as Problem[])
    : null;
}

interface Props {
  sections: ModelSection[];
  aside: ModelSection[];
  methods: AllocationMethod[];
  plan: PlanId;
}

function BuilderForm({ sections, aside, methods, plan }: Props) {
  const shown = useMemo(() => {
    const everything = sections.flatMap((s) => s.fields);
    return sections.map((s) => ({ section: s, fields: fieldsForSingle(s, everything) }));
  }, [sections]);
  const all = useMemo(() => shown.flatMap((s) => s.fields), [shown]);
  const [items, setItems] = useState<ListItems>({});
  const [nextId, setNextId] = useState(1);
  const schema = useMemo(() => strategyFormSchema(all, items, methods), [all, items, methods]);
  const [initial] = useState(() => defaultsFor(all, all, {}, methods));
  const form = useForm<StrategyForm>({
    defaultValues: initial,
    // react-hook-form reads the latest options each render, so the schema follows added list items.
    resolver: zodResolver(schema) as Resolver<StrategyForm>,
    mode: "onChange",
  });
  const watched = useWatch({ control: form.control }) as StrategyForm;
  const definition = buildDefinition(
    all,
    items,
    { values: watched.values ?? {}, on: watched.on ?? {} },
    methods,
  );
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshListing = () => queryClient.invalidateQueries(trpc.list_portfolios.pathFilter());
  const create = useMutation(trpc.create_portfolio.mutationOptions({ onSuccess: refreshListing }));
  const validate = useQueryOnAction(useTRPCClient().validate_portfolio);
  // Problems the server reports at a field the form shows are marked there too.
  const markProblems = (problems: Problem[]) => {
    for (const p of problems) {
      const key = p.path.replace(/^\/definition\//, "");
      if (key in (watched.values ?? {}))
        form.setError(`values.${key}`, { type: "server", message: p.message });
    }
  };

  const ctx: TreeContext = {
    all,
    methods,
    plan,
    items,
    addItem(listKey) {
      const id = nextId;
      const next = { ...items, [listKey]: [...(items[listKey] ?? []), id] };
      const fresh = defaultsFor(all, all, next, methods, (inst) => inst.key.startsWith(`${listKey}/i${id}/`));
      for (const [k, v] of Object.entries(fresh.values)) form.setValue(`values.${k}`, v);
      for (const [k, v] of Object.entries(fresh.on)) form.setValue(`on.${k}`, v);
      setItems(next);
      setNextId(id + 1);
    },
    removeItem(listKey, id) {
      setItems({ ...items, [listKey]: (items[listKey] ?? []).filter((x) => x !== id) });
    },
  };

  const submit = form.handleSubmit(() =>
    create.mutate({ definition }, { onError: (e) => markProblems(refusedProblems(e) ?? []) }),
  );
  const check = () =>
    validate.mutate({ definition }, { onSuccess: (env) => markProblems(env.data.result.warnings) });
  const created = create.data?.data.result;
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        {shown.map(({ section, fields }) => (
          <section className="card" key={section.section} aria-labelledby={`section-${section.section}`}>
            <h2 id={`section-${section.section}`}>{section.title}</h2>
            <p className="muted">{section.summary}</p>
            <SectionFields fields={fields} ctx={ctx} />
          </section>
        ))}
        {aside.map((s) => (
          <section className="card" key={s.section}>
            <h2>{s.title}</h2>
            <p className="muted">{s.summary}</p>
          </section>
        ))}
        <section className="card" aria-labelledby="preview-title">
          <h2 id="preview-title">Definition preview</h2>
          <p className="muted">
            The definition as it would be sent; fields left empty are filled in by the service and reported
            back as assumed values.
          </p>
          <pre style={{ overflowX: "auto", fontSize: 12 }}>{JSON.stringify(definition, null, 2)}</pre>
          <p>
            <button type="button" className="secondary" onClick={check} disabled={validate.isPending}>
              Check
            </button>{" "}
            <button type="submit" disabled={create.isPending}>
              Create draft
            </button>
          </p>
          {validate.data && <Problems problems={validate.data.data.result.warnings} />}
          <ErrorNote error={validate.error} />
          {Object.keys(form.formState.errors).length > 0 && (
            <p className="error">
              Some values are outside what the catalogue accepts; see the fields marked above.
            </p>
          )}
          <ErrorNote error={create.error} />
          {create.error && refusedProblems(create.error) ? (
            <Problems problems={refusedProblems(create.error)!} />
          ) : null}
          {created && (
            <p className="ok">
              {create.data?.data.summary}{" "}
              <a href={created.portfolio.openUrl}>Open “{created.portfolio.name}”</a>
            </p>
          )}
        </section>
      </form>
    </FormProvider>
  );
}

export function StrategyBuilder({ plan }: { plan: PlanId }) {
  const trpc = useTRPC();
  const overview = useQuery(trpc.describe_strategy_model.queryOptions({ section: "overview" }));
  const listed = overview.data?.data.result.sections ?? [];
  const sectionInputs = listed.filter((s) => s.id !== "overview").map((s) => ({ section: s.id }));
  const sectionQueries = useQueries({
    queries: sectionInputs.map((i) => trpc.describe_strategy_model.queryOptions(i)),
  });
  const methods = useQuery(trpc.list_allocation_methods.queryOptions({ level: "subStrategy" }));
  const failed = overview.error ?? methods.error ?? sectionQueries.find((q) => q.error)?.error;
  if (failed) return <ErrorNote error={failed} />;
  if (!overview.data || !methods.data || sectionQueries.some((q) => !q.data))
    return <p className="muted">Loading the strategy model…</p>;
  const sections = sectionQueries.map((q) => q.data!.data.result);
  return (
    <BuilderForm
      key={plan}
      sections={sections.filter((s) => !NOT_IN_DEFINITION.has(s.section))}
      aside={sections.filter((s) => NOT_IN_DEFINITION.has(s.section))}
      methods={methods.data.data.result.methods}
      plan={plan}
    />
  );
}
