// Liveness for process managers and the browser-test server: answers once the app serves requests.
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ status: "ok" });
}
