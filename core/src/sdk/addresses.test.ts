import { describe, expect, it } from 'vitest';
import { nonPublicAddress, normaliseAddress, normalisePhone } from './addresses.ts';

describe('phone numbers', () => {
  it('reads New Zealand numbers written the local way', () => {
    expect(normalisePhone('021 123 4567')).toBe('+64211234567');
    expect(normalisePhone('(04) 384-7000')).toBe('+6443847000');
    expect(normalisePhone('+64 27 555 0101')).toBe('+64275550101');
    expect(normalisePhone('0064 9 300 1000')).toBe('+6493001000');
    expect(normalisePhone('6421234567')).toBe('+6421234567');
  });

  it('refuses what cannot be a phone number', () => {
    expect(normalisePhone('12')).toBeNull();
    expect(normalisePhone('call me')).toBeNull();
  });

  it('matches opt-outs however the address was typed', () => {
    expect(normaliseAddress('sms', '021-123-4567')).toBe(normaliseAddress('sms', '+64 21 123 4567'));
    expect(normaliseAddress('email', ' Aroha@nz.example ')).toBe('aroha@nz.example');
  });
});

// Each form of an address a server-side request (a webhook) could be pointed at, and whether it is the public
// internet. The public ones here are real routable addresses on purpose: this table only classifies, it sends nothing
// (tests/architecture/reserved-addresses.test.ts allows this file for that reason).
describe('which addresses are the public internet', () => {
  const inside: Array<[address: string, why: RegExp]> = [
    ['127.0.0.1', /loopback/],
    ['127.255.255.254', /loopback/],
    ['0.0.0.0', /this network/],
    ['10.1.2.3', /private/],
    ['172.16.0.1', /private/],
    ['172.31.255.255', /private/],
    ['192.168.1.10', /private/],
    ['100.64.0.1', /carrier/],
    ['169.254.169.254', /link-local/],
    ['192.0.2.10', /documentation/],
    ['198.51.100.7', /documentation/],
    ['203.0.113.9', /documentation/],
    ['198.18.0.1', /benchmarking/],
    ['224.0.0.251', /multicast/],
    ['255.255.255.255', /reserved/],
    // IPv6 itself
    ['::', /unspecified/],
    ['::1', /loopback/],
    ['fe80::1', /link-local/],
    ['fe80::1%eth0', /link-local/],
    ['fd00:ec2::254', /unique local/],
    ['fc00::1', /unique local/],
    ['fec0::1', /outside global unicast/],
    ['ff02::1', /multicast/],
    ['100::1', /outside global unicast/],
    ['2001:db8::1', /documentation/],
    ['3fff::1', /documentation/],
    ['2001:2::1', /benchmarking/],
    ['2001:10::1', /ORCHID/],
    // IPv4-compatible (::a.b.c.d), in hex and dotted
    ['::7f00:1', /127\.0\.0\.1 \(loopback\) inside the IPv4-compatible/],
    ['::127.0.0.1', /127\.0\.0\.1 \(loopback\) inside the IPv4-compatible/],
    ['0:0:0:0:0:0:a9fe:a9fe', /169\.254\.169\.254/],
    // IPv4-mapped (::ffff:a.b.c.d)
    ['::ffff:127.0.0.1', /127\.0\.0\.1 .*IPv4-mapped/],
    ['::ffff:7f00:1', /127\.0\.0\.1 .*IPv4-mapped/],
    ['::FFFF:10.0.0.1', /10\.0\.0\.1 .*IPv4-mapped/],
    ['0:0:0:0:0:ffff:c0a8:101', /192\.168\.1\.1 .*IPv4-mapped/],
    // IPv4-translated (::ffff:0:a.b.c.d)
    ['::ffff:0:7f00:1', /127\.0\.0\.1 .*IPv4-translated/],
    ['::ffff:0:127.0.0.1', /127\.0\.0\.1 .*IPv4-translated/],
    // NAT64, well-known and local-use prefixes
    ['64:ff9b::7f00:1', /127\.0\.0\.1 .*NAT64/],
    ['64:ff9b::10.0.0.1', /10\.0\.0\.1 .*NAT64/],
    ['64:ff9b:1::a00:1', /local-use NAT64/],
    ['64:ff9b:1:ffff::808:808', /local-use NAT64/],
    // 6to4 (2002:AABB:CCDD::/48 carries AA.BB.CC.DD)
    ['2002:7f00:1::', /127\.0\.0\.1 .*6to4/],
    ['2002:a9fe:a9fe::1', /169\.254\.169\.254 .*6to4/],
    ['2002:c0a8:101:1::5', /192\.168\.1\.1 .*6to4/],
    // Teredo: 2001:0:<server>:<flags>:<port ^ ffff>:<client ^ ffff:ffff>
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', /127\.0\.0\.1 .*Teredo/],
    ['2001::ffff:f5ff:fffe', /10\.0\.0\.1 .*Teredo/],
    // not addresses
    ['', /not an IP address/],
    ['localhost', /not an IP address/],
    ['1:2:3:4:5:6:7:8:9', /not an IP address/],
    ['1::2::3', /not an IP address/],
    ['::ffff:300.0.0.1', /not an IP address/],
  ];
  it.each(inside)('refuses %s', (address, why) => {
    expect(nonPublicAddress(address)).toMatch(why);
  });

  const outside = [
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '::ffff:0:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
    '2001:0:4136:e378:8000:63bf:f7f7:f7f7',
  ];
  it.each(outside)('accepts %s', (address) => {
    expect(nonPublicAddress(address)).toBeNull();
  });
});
