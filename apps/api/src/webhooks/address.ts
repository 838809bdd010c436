/**
 * Where a webhook may be posted (tracker issue 41 item 3; docs/webhooks.md "Endpoints"): only to public addresses, so
 * that an endpoint cannot make the server reach its own machine, the municipality's internal network or a cloud's
 * metadata service (server-side request forgery). The ranges are `ipaddr.js`'s: an address is public when its range is
 * `unicast`; loopback, private (RFC 1918), link-local (169.254.0.0/16 with the cloud metadata address, fe80::/10),
 * carrier-grade NAT (100.64.0.0/10), unique-local (fc00::/7), unspecified, multicast, broadcast and the reserved
 * ranges are refused, an IPv4-mapped IPv6 address as its IPv4 address.
 *
 * The check is made twice: when an administrator registers the URL ({@link checkEndpointHost}) and at every delivery
 * with the address the connection is actually made to ({@link guardedLookup}: the sender's connection resolves the
 * name through it, and it answers only checked addresses), so that a name that resolves elsewhere later (DNS
 * rebinding) is refused then. With `WEBHOOK_ALLOW_LOCAL_HTTP=1` (development and tests) this machine's loopback
 * addresses are allowed too; every other internal address stays refused.
 */
import type { LookupAddress, LookupOneOptions, LookupAllOptions } from "node:dns";
import { lookup } from "node:dns";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * The range of an address that may not be reached (`ipaddr.js`'s name: `loopback`, `private`, `linkLocal`,
 * `carrierGradeNat`, `uniqueLocal`, `unspecified`, ...), or undefined for a public address.
 *
 * @param allowLocal - `WEBHOOK_ALLOW_LOCAL_HTTP`: loopback addresses (this machine) are allowed. @default false
 */
export function refusedRange(address: string, allowLocal = false): string | undefined {
  if (!ipaddr.isValid(address)) return "invalid";
  const range = ipaddr.process(address).range();
  return range === "unicast" || (allowLocal && range === "loopback") ? undefined : range;
}

/** A delivery refused before connecting: the host is, or resolves to, an address that may not be reached. */
export class RefusedAddressError extends Error {
  readonly code = "ERR_WEBHOOK_ADDRESS_REFUSED";

  constructor(
    readonly host: string,
    readonly address: string,
    readonly range: string,
  ) {
    super(
      host === address
        ? `refused: ${address} is a ${range} address, not a public one`
        : `refused: ${host} resolves to ${address}, a ${range} address, not a public one`,
    );
    this.name = "RefusedAddressError";
  }
}

/** The host of a URL as the resolver takes it (an IPv6 literal without its brackets). */
function hostOf(url: URL): string {
  return url.hostname.startsWith("[") && url.hostname.endsWith("]") ? url.hostname.slice(1, -1) : url.hostname;
}

/** The addresses of a host name (all of them), or undefined when it does not resolve. */
function resolveAll(host: string): Promise<LookupAddress[] | undefined> {
  return new Promise((resolve) => lookup(host, { all: true, verbatim: true }, (err, addresses) => resolve(err ? undefined : addresses)));
}

/** The first of `addresses` that may not be reached, as an error. */
function firstRefused(host: string, addresses: readonly LookupAddress[], allowLocal: boolean): RefusedAddressError | undefined {
  for (const each of addresses) {
    const range = refusedRange(each.address, allowLocal);
    if (range !== undefined) return new RefusedAddressError(host, each.address, range);
  }
  return undefined;
}

/**
 * Checks the host of an endpoint URL when it is registered: refused when it is an address that may not be reached or a
 * name any of whose addresses is one. A name that does not resolve now is taken (its deliveries fail, and are retried,
 * until it does; each is checked then).
 *
 * @param allowLocal - `WEBHOOK_ALLOW_LOCAL_HTTP`: loopback addresses are allowed.
 * @returns the refusal, or undefined.
 */
export async function checkEndpointHost(rawUrl: string, allowLocal: boolean): Promise<RefusedAddressError | undefined> {
  const literal = refusedLiteral(rawUrl, allowLocal);
  const host = hostOf(new URL(rawUrl));
  if (literal || isIP(host) !== 0) return literal;
  const addresses = await resolveAll(host);
  return addresses ? firstRefused(host, addresses, allowLocal) : undefined;
}

/** Checks a URL whose host is an address literal (the connection makes no look-up for it); undefined for a name. */
export function refusedLiteral(rawUrl: string, allowLocal: boolean): RefusedAddressError | undefined {
  const host = hostOf(new URL(rawUrl));
  if (isIP(host) === 0) return undefined;
  const range = refusedRange(host, allowLocal);
  return range === undefined ? undefined : new RefusedAddressError(host, host, range);
}

/** The `lookup` of `net.connect` (one address, or all with `{ all: true }`). */
export type ConnectLookup = (
  hostname: string,
  options: LookupOneOptions | LookupAllOptions,
  callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
) => void;

/**
 * The resolver of a delivery's connection: resolves the name, refuses it (a {@link RefusedAddressError}) when any of
 * its addresses may not be reached, and otherwise answers those checked addresses, to which the connection is then
 * made: no second look-up happens between the check and the connection.
 *
 * @param allowLocal - `WEBHOOK_ALLOW_LOCAL_HTTP`: loopback addresses are allowed.
 */
export function guardedLookup(allowLocal: boolean): ConnectLookup {
  return (hostname, options, callback) => {
    lookup(hostname, { all: true, verbatim: true, family: options.family ?? 0 }, (err, addresses) => {
      if (err) return callback(err, []);
      const refused = firstRefused(hostname, addresses, allowLocal);
      if (refused) return callback(refused, []);
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), []);
      return callback(null, first.address, first.family);
    });
  };
}
