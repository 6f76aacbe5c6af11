import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * The URL rules of a webhook endpoint: http or https, no credentials, and (unless private URLs are
 * allowed) a host that neither is nor resolves to an internal address. Checked when the endpoint
 * is saved and again at every delivery, on the addresses the request will actually connect to
 * (webhook-sender.ts), so a name that later resolves inside (DNS rebinding) is refused then.
 */
export const maxWebhookUrlLength = 2000;

const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  internal.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  internal.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address an IPv6 address carries (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::), if any. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const high = parseInt(hex[1], 16);
  const low = parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Private, loopback, link-local, multicast, reserved or documentation: anything not on the public internet. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return internal.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    return v4 !== null ? internal.check(v4, 'ipv4') : internal.check(address, 'ipv6');
  }
  return true;
}

/** A URL's hostname as an address or name: brackets of an IPv6 literal removed. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** What is wrong with a URL's form (protocol, credentials, length), or null. Needs no network. */
export function webhookUrlFormProblem(raw: string): string | null {
  if (raw.length > maxWebhookUrlLength) return `URL must be at most ${maxWebhookUrlLength} characters`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'URL must be a full address such as https://example.com/webhooks';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'URL must start with https:// or http://';
  if (url.username || url.password) return 'URL must not contain a user name or password';
  if (!url.hostname) return 'URL must name a host';
  return null;
}

/** Refuses names that only ever mean this machine or its network, before any lookup. */
function isInternalName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name.endsWith('.local') ||
    name.endsWith('.internal') ||
    !name.includes('.')
  );
}

export type AddressResolver = (host: string) => Promise<string[]>;

export const systemResolver: AddressResolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * What is wrong with where a URL leads, or null: a host that is, or resolves to, an internal
 * address (every address it resolves to is checked), or that does not resolve at all.
 */
export async function webhookHostProblem(
  raw: string,
  resolve: AddressResolver = systemResolver,
): Promise<string | null> {
  const host = hostOf(new URL(raw));
  if (isIP(host)) return isInternalAddress(host) ? 'URL must not point to a private or internal address' : null;
  if (isInternalName(host)) return 'URL must not point to a private or internal address';
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return `URL's host ${host} could not be found`;
  }
  if (addresses.length === 0) return `URL's host ${host} could not be found`;
  return addresses.some(isInternalAddress) ? 'URL must not point to a private or internal address' : null;
}
