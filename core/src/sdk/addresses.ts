import type { MessageChannel } from '../ports/messaging.port.ts';

/**
 * A phone number in E.164, reading New Zealand numbers written the local way ("021 123 4567" → "+64211234567").
 * Returns null for anything that cannot be a phone number.
 */
export function normalisePhone(input: string): string | null {
  let digits = input.trim().replace(/[\s().-]/g, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  else if (digits.startsWith('0')) digits = `+64${digits.slice(1)}`;
  else if (/^64\d{8,10}$/.test(digits)) digits = `+${digits}`;
  return /^\+[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

/** The form an address is stored and compared in, so an opt-out matches however the number was typed. */
export function normaliseAddress(channel: MessageChannel, address: string): string {
  if (channel === 'sms') return normalisePhone(address) ?? address.trim();
  if (channel === 'email') return address.trim().toLowerCase();
  return address.trim();
}

/**
 * IPv4 ranges that are not the public internet (RFC 6890 and its updates): a webhook or any other server-side
 * request to a customer-given address must not reach them.
 */
const IPV4_INSIDE: Array<[net: string, bits: number, what: string]> = [
  ['0.0.0.0', 8, 'this network'],
  ['10.0.0.0', 8, 'a private network'],
  ['100.64.0.0', 10, 'shared carrier space'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local (cloud metadata)'],
  ['172.16.0.0', 12, 'a private network'],
  ['192.0.0.0', 24, 'reserved for protocols'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, 'the retired 6to4 relay range'],
  ['192.168.0.0', 16, 'a private network'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

/**
 * IPv6 ranges inside global unicast (2000::/3, the only part of IPv6 that is the public internet) that are not public
 * either. Forms that carry an IPv4 address (6to4, Teredo, NAT64) are judged by that address before this list.
 */
const IPV6_INSIDE: Array<[net: string, bits: number, what: string]> = [
  ['2001:2::', 48, 'benchmarking'],
  ['2001:10::', 28, 'reserved (ORCHID)'],
  ['2001:20::', 28, 'reserved (ORCHIDv2)'],
  ['2001:db8::', 32, 'documentation'],
  ['3fff::', 20, 'documentation'],
];

const ipv4Number = (text: string): number | null => {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
};
const ipv4Text = (bytes: ArrayLike<number>, at: number, xor = 0): string => [0, 1, 2, 3].map((i) => (bytes[at + i]! ^ xor) & 255).join('.');

/** The 16 bytes of an IPv6 address in any textual form (compressed, with a trailing dotted IPv4, a zone), or null. */
function ipv6Bytes(text: string): Uint8Array | null {
  const bare = text
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  if (!bare.includes(':') || (bare.match(/::/g)?.length ?? 0) > 1) return null;
  const groupsOf = (part: string): number[] | null => {
    if (part === '') return [];
    const out: number[] = [];
    const pieces = part.split(':');
    for (const [i, piece] of pieces.entries()) {
      if (i === pieces.length - 1 && piece.includes('.')) {
        const v4 = ipv4Number(piece);
        if (v4 === null) return null;
        out.push(Math.floor(v4 / 65536), v4 % 65536);
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) out.push(Number.parseInt(piece, 16));
      else return null;
    }
    return out;
  };
  const [head, tail] = bare.includes('::') ? bare.split('::') : [bare, undefined];
  const front = groupsOf(head!);
  const back = tail === undefined ? [] : groupsOf(tail);
  if (!front || !back) return null;
  const missing = 8 - front.length - back.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...front, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...back];
  return Uint8Array.from(groups.flatMap((g) => [g >> 8, g & 255]));
}

const inPrefix = (bytes: Uint8Array, net: Uint8Array, bits: number): boolean => {
  for (let bit = 0; bit < bits; bit += 8) {
    const mask = bits - bit >= 8 ? 255 : (255 << (8 - (bits - bit))) & 255;
    if ((bytes[bit / 8]! & mask) !== (net[bit / 8]! & mask)) return false;
  }
  return true;
};
const startsWith = (bytes: Uint8Array, prefix: number[]): boolean => prefix.every((b, i) => bytes[i] === b);

/**
 * The IPv4 address an IPv6 address carries, by the form that carries it: IPv4-compatible (::a.b.c.d, which covers
 * :: and ::1), IPv4-mapped (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), NAT64 (64:ff9b::/96), 6to4
 * (2002::/16) and Teredo (2001::/32, whose client address is stored inverted).
 */
function embeddedIpv4(bytes: Uint8Array): { address: string; form: string } | null {
  const zeros = (n: number) => Array<number>(n).fill(0);
  if (startsWith(bytes, zeros(12))) return { address: ipv4Text(bytes, 12), form: 'IPv4-compatible' };
  if (startsWith(bytes, [...zeros(10), 255, 255])) return { address: ipv4Text(bytes, 12), form: 'IPv4-mapped' };
  if (startsWith(bytes, [...zeros(8), 255, 255, 0, 0])) return { address: ipv4Text(bytes, 12), form: 'IPv4-translated' };
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, ...zeros(8)])) return { address: ipv4Text(bytes, 12), form: 'NAT64' };
  if (startsWith(bytes, [0x20, 0x02])) return { address: ipv4Text(bytes, 2), form: '6to4' };
  if (startsWith(bytes, [0x20, 0x01, 0, 0])) return { address: ipv4Text(bytes, 12, 255), form: 'Teredo' };
  return null;
}

const v6Inside = IPV6_INSIDE.map(([net, bits, what]) => [ipv6Bytes(net)!, bits, what] as const);

/**
 * Why an IP address is not on the public internet ("loopback", "a private network", "127.0.0.1 inside 6to4
 * 2002:7f00:1::"…), or null when it is a public address. Every IPv6 form that carries an IPv4 address is judged by
 * that address; anything that is not an IP address at all is refused too.
 */
export function nonPublicAddress(address: string): string | null {
  const v4 = ipv4Number(address);
  if (v4 !== null) {
    for (const [net, bits, what] of IPV4_INSIDE) {
      const size = 2 ** (32 - bits);
      if (Math.floor(v4 / size) === Math.floor(ipv4Number(net)! / size)) return what;
    }
    return null;
  }
  const bytes = ipv6Bytes(address);
  if (!bytes) return 'not an IP address';
  if (startsWith(bytes, Array<number>(15).fill(0))) {
    if (bytes[15] === 0) return 'unspecified (::)';
    if (bytes[15] === 1) return 'loopback';
  }
  const carried = embeddedIpv4(bytes);
  if (carried) {
    const why = nonPublicAddress(carried.address);
    return why && `${carried.address} (${why}) inside the ${carried.form} address ${address}`;
  }
  // Local-use NAT64 (64:ff9b:1::/48) embeds at a length only its own network knows: never public.
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 1])) return 'local-use NAT64';
  if ((bytes[0]! & 0xe0) !== 0x20) {
    if (bytes[0] === 0xff) return 'multicast';
    if ((bytes[0]! & 0xfe) === 0xfc) return 'a unique local (private) network';
    if (bytes[0] === 0xfe && (bytes[1]! & 0xc0) === 0x80) return 'link-local';
    return 'outside global unicast (2000::/3)';
  }
  for (const [net, bits, what] of v6Inside) if (inPrefix(bytes, net, bits)) return what;
  return null;
}
