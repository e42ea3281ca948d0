import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { promisify } from 'node:util';
import { nonPublicAddress } from '@korero/core/sdk';

/**
 * Where a webhook may not go: anything but the public internet (this machine, private networks, link-local with
 * cloud metadata at 169.254.169.254 and fd00:ec2::254, shared carrier space, multicast, documentation and reserved
 * ranges). Every IPv6 form that carries an IPv4 address (::7f00:1, ::ffff:0:7f00:1, 6to4 2002:7f00:1::, NAT64,
 * Teredo) is judged by that IPv4 address: the kernel's nonPublicAddress holds the ranges.
 */
export function isBlockedAddress(address: string): boolean {
  return nonPublicAddress(address) !== null;
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
    const why = nonPublicAddress(bare);
    if (why) throw new RefusedAddress(`${bare} is not a public address: ${why}.`);
    return;
  }
  if (/(^|\.)(localhost|local|internal|localdomain)\.?$/i.test(bare)) throw new RefusedAddress(`${bare} is a local name.`);
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
