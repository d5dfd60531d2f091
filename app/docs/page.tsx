// The API reference page, rendered from the operation registry (the same source as OpenAPI and MCP).
import { z } from "zod";
import { operations } from "@/server/operations/registry";

export const metadata = { title: "Lodestar API" };

interface JsonSchemaObject {
  properties?: Record<string, { description?: string; type?: string | string[] }>;
  required?: string[];
}

export default function ApiDocs() {
  return (
    <>
      <section className="card">
        <h1>API</h1>
        <p className="muted">
          Every operation is <code>POST /api/v1/research/&lt;operation_id&gt;</code> with{" "}
          <code>Authorization: Bearer &lt;API_KEY&gt;</code>, the same tool name over MCP at{" "}
          <code>/api/mcp</code>. Machine-readable: <a href="/api/v1/openapi.json">OpenAPI 3.1</a>.
        </p>
      </section>
      {operations.map((op) => {
        const schema = z.toJSONSchema(op.input, { io: "input", unrepresentable: "any" }) as JsonSchemaObject;
        return (
          <section className="card" key={op.id} id={op.id}>
            <h3>
              <code>{op.id}</code> <span className="muted">— {op.title}</span>
            </h3>
            <p style={{ whiteSpace: "pre-wrap" }}>{op.description}</p>
            <table className="data">
              <thead>
                <tr>
                  <th>field</th>
                  <th>type</th>
                  <th>description</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(schema.properties ?? {}).map(([name, prop]) => (
                  <tr key={name}>
                    <td>
                      <code>{name}</code>
                      {schema.required?.includes(name) ? " *" : ""}
                    </td>
                    <td>{Array.isArray(prop.type) ? prop.type.join(" | ") : (prop.type ?? "object")}</td>
                    <td>{prop.description}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </>
  );
}
