// The address a request comes from, for the limits keyed on it (sign-in attempts, refused requests).
// It is the socket's peer, which a client cannot choose. `X-Forwarded-For` is read only when the peer
// is one of the configured proxies (LODESTAR_TRUSTED_PROXIES): then the client is the nearest hop, from
// the right, that is not a trusted proxy itself. A header from anyone else is ignored, so rotating it
// buys nothing.
import { BlockList, isIP } from "node:net";
import { env } from "@/server/env";
import { processWide } from "@/server/processWide";

// The node adapter (nodeHttp.ts) records each request's peer here; a WeakMap rather than a header, which
// a client could send itself. Process-wide: the adapter and the routes may be different module copies.
const peers = processWide("peerAddresses", () => new WeakMap<Request, string>());

export const rememberPeer = (req: Request, address: string | undefined) => {
  if (address) peers.set(req, address);
};

/** Requests that reach a route without the node adapter (next dev) share this one key. */
export const UNKNOWN_ADDRESS = "unknown";

// IPv4 clients of a dual-stack socket appear as ::ffff:a.b.c.d.
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

let proxies: { list: string; block: BlockList } | null = null;
function trustedProxies(): BlockList {
  const list = env().trustedProxies.join(",");
  if (proxies?.list === list) return proxies.block;
  const block = new BlockList();
  for (const entry of env().trustedProxies) {
    const [address, prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) block.addAddress(plain(address), type);
    else block.addSubnet(address, Number(prefix), type);
  }
  proxies = { list, block };
  return block;
}

const isTrusted = (address: string) => {
  const version = isIP(address);
  return version !== 0 && trustedProxies().check(address, version === 6 ? "ipv6" : "ipv4");
};

export function clientAddress(req: Request): string {
  const peer = peers.get(req);
  if (peer === undefined) return UNKNOWN_ADDRESS;
  let client = plain(peer);
  if (!isTrusted(client)) return client;
  const hops = (req.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => plain(hop.trim()))
    .filter((hop) => isIP(hop) !== 0);
  for (let i = hops.length - 1; i >= 0 && isTrusted(client); i--) client = hops[i];
  return client;
}
