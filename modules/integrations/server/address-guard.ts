import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { promisify } from 'node:util';

/**
 * Where a webhook may not go: this machine, private networks, link-local (cloud metadata at 169.254.169.254 and
 * fd00:ec2::254 included), shared carrier space, multicast and reserved ranges. An IPv6 address that carries an IPv4
 * one (::ffff:10.0.0.1, 64:ff9b::a00:1) is judged by that IPv4 address.
 */
const blocked = new BlockList();
for (const [net, bits] of [
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
] as const) {
  blocked.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
] as const) {
  blocked.addSubnet(net, bits, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped, -compatible or NAT64 IPv6 address, if it is one. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const high = Number.parseInt(hex[1]!, 16);
  const low = Number.parseInt(hex[2]!, 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    return v4 ? blocked.check(v4, 'ipv4') : blocked.check(address, 'ipv6');
  }
  return true;
}

export class RefusedAddress extends Error {
  override readonly name = 'RefusedAddress';
}

const lookupAll = promisify(dnsLookup);

/**
 * Refuses an address inside, a local-only name, or (with `resolve`) a name any of whose addresses is inside. Without
 * `resolve` only what the name itself says is checked: the connection's own lookup (guardedLookup) does the rest.
 * Node does not call a lookup for an address written as digits, so those are always checked here.
 */
export async function checkHost(host: string, allowPrivate: boolean, resolve = true): Promise<void> {
  if (allowPrivate) return;
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) {
    if (isBlockedAddress(bare)) throw new RefusedAddress(`${bare} is a private, local or reserved address.`);
    return;
  }
  if (/(^|\.)(localhost|local|internal|localdomain)$/i.test(bare)) throw new RefusedAddress(`${bare} is a local name.`);
  if (!resolve) return;
  let addresses: Array<{ address: string }>;
  try {
    addresses = await lookupAll(bare, { all: true, verbatim: true });
  } catch {
    throw new RefusedAddress(`${bare} could not be found (DNS).`);
  }
  const inside = addresses.find((a) => isBlockedAddress(a.address));
  if (inside) throw new RefusedAddress(`${bare} resolves to ${inside.address}, a private, local or reserved address.`);
}

/**
 * A DNS lookup for the connection itself that refuses blocked answers: the address checked is the address
 * connected to, so a name that resolved to a public address when the endpoint was saved and to 127.0.0.1 now
 * (DNS rebinding) is refused at delivery.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as Array<{ address: string; family: number }>;
      const inside = allowPrivate ? undefined : list.find((a) => isBlockedAddress(a.address));
      if (inside || !list.length) {
        const refused = new RefusedAddress(`${hostname} resolves to ${inside?.address ?? 'nothing'}, which webhooks may not reach.`);
        return callback(refused as NodeJS.ErrnoException, '', 0);
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
