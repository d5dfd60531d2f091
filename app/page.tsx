import Link from "next/link";

export default function Home() {
  return (
    <>
      <section className="card">
        <h1>Research strategies on real history</h1>
        <p className="muted">
          Build a strategy or a stock/ETF screener, backtest it on daily market data, and compare the results side by side.
          Every operation is also available to programs (REST) and AI assistants (MCP).
        </p>
        <p>
          <Link href="/portfolios" className="button">Build a strategy</Link>{" "}
          <Link href="/screeners">or a screener</Link>
        </p>
      </section>
      <section className="grid2">
        <div className="card">
          <h3>REST API</h3>
          <p className="muted">POST /api/v1/research/&lt;operation_id&gt; with a bearer key. The OpenAPI 3.1 document is at <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.</p>
        </div>
        <div className="card">
          <h3>AI assistants</h3>
          <p className="muted">Connect an MCP client to /api/mcp with your API key. Drafts it creates land in a folder named after the client.</p>
        </div>
      </section>
    </>
  );
}
