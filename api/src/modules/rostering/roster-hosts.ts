import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promises as dns } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import type { RosterFetch } from './roster-http.js';

// A roster source's address is typed by a superuser and answered by someone else's DNS: left open,
// it would let Lantern's API be pointed at its own network (a database, a cloud metadata service).
// In production every address a source's host resolves to must be a public one, checked when the
// connection is made (not only when the source is saved, since DNS can answer differently later).

/** Addresses that are not the public internet: private, loopback, link-local, shared, reserved. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** Whether `address` (an IP literal) is off the public internet; IPv4-mapped IPv6 is read as IPv4. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return NOT_PUBLIC.check(mapped[1]!, 'ipv4');
  return NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class PrivateHostRefused extends Error {}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/**
 * Why `url` may not be a roster source, or null when it may: only http(s), and, unless private
 * hosts are allowed, no host that is or resolves to an address off the public internet. A host
 * that does not resolve now is let through: the connection's own check refuses it later if need be.
 */
export async function sourceUrlRefusal(url: string, allowPrivateHosts: boolean): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'must be an http or https address';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'must be an http or https address';
  if (parsed.username || parsed.password) return 'must not carry a user name or password';
  if (allowPrivateHosts) return null;
  const host = bare(parsed.hostname);
  if (isIP(host))
    return isPrivateAddress(host) ? 'must not be a private, loopback or link-local address' : null;
  if (host === 'localhost' || host.endsWith('.localhost'))
    return 'must not be a private, loopback or link-local address';
  try {
    const addresses = await dns.lookup(host, { all: true, verbatim: true });
    if (addresses.some((entry) => isPrivateAddress(entry.address)))
      return 'must not resolve to a private, loopback or link-local address';
  } catch {
    return null;
  }
  return null;
}

/** `dns.lookup` for sockets, refusing every answer that holds an address off the public internet. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 4);
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused)
      return callback(
        new PrivateHostRefused(`${hostname} resolves to ${refused.address}, which is not a public address`),
        '',
        4,
      );
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0];
    if (!first) return callback(new PrivateHostRefused(`${hostname} did not resolve`), '', 4);
    callback(null, first.address, first.family);
  });
};

/**
 * The network as roster clients reach it: Node's HTTP client (it never follows a redirect), whose
 * sockets connect only to the addresses its lookup accepted. Outside production, with private hosts
 * allowed, any address. An IP literal is checked here, since no lookup runs for one.
 */
export function rosterNetwork(allowPrivateHosts: boolean): RosterFetch {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const target = new URL(url);
      const host = bare(target.hostname);
      if (!allowPrivateHosts && isIP(host) && isPrivateAddress(host))
        return reject(new PrivateHostRefused(`${host} is not a public address`));
      const send =
        target.protocol === 'https:' ? httpsRequest : target.protocol === 'http:' ? httpRequest : null;
      if (!send) return reject(new Error(`${target.protocol} is not http or https`));
      const headers = new Headers(init.headers);
      const request = send(
        target,
        {
          method: init.method ?? 'GET',
          headers: Object.fromEntries(headers.entries()),
          signal: init.signal ?? undefined,
          ...(allowPrivateHosts ? {} : { lookup: publicOnlyLookup }),
        },
        (answer) => {
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(answer.headers))
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
              answerHeaders.append(name, one);
          const status = answer.statusCode ?? 502;
          const empty = status === 204 || status === 304;
          if (empty) answer.resume();
          resolve(
            new Response(empty ? null : (Readable.toWeb(answer) as ReadableStream<Uint8Array>), {
              status,
              headers: answerHeaders,
            }),
          );
        },
      );
      request.once('error', reject);
      request.end(typeof init.body === 'string' ? init.body : undefined);
    });
}
