import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nonPublicAddress } from '@korero/core/sdk';
import type { HostReasons } from '@korero/core/testing';
import { mergeLists, moduleFolders, moduleLists } from '../support/module-lists.ts';

/**
 * No example, fixture, test or document names an address on the public internet, so nothing a test or an example
 * does can reach one (an example webhook once pointed at a real server's IP). Every IPv4 and IPv6 literal must be
 * outside the public internet (loopback, private, documentation ranges…; the SSRF guard's tests use them), and every
 * host name in a URL or email address must be reserved: `.example`, `.invalid`, `.test`, `.localhost`, or a local
 * name without dots. Real services Korero talks to or links to are listed, each with its reason: the kernel's below,
 * each module's in its own folder.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|html|css|ya?ml|txt|sh|env\w*)$/;
const SKIPPED = [/(^|\/)node_modules\//, /(^|\/)dist\//, /^pnpm-lock\.yaml$/];

/**
 * Real hosts (and their subdomains) that the kernel and the deployment's settings use or link to; each module lists its
 * own in its `modules/<id>/testing/hosts.ts` (every module folder's, installed or not: this test reads every file).
 */
const KERNEL_HOSTS: HostReasons = {
  'korero.co.nz': "Korero's own domain: the support address and the product's links",
  'maps.googleapis.com': 'the Google Places provider',
  'api.twilio.com': 'the Twilio SMS provider',
  'api.stripe.com': 'the Stripe payment provider',
  'amazonaws.com': 'the S3 storage provider (a documented S3_ENDPOINT)',
  'youtube-nocookie.com': "YouTube's privacy-enhanced player, which the pages' content security policy lets the help page embed",
  'vimeo.com': "Vimeo's player, which the pages' content security policy lets the help page embed, and videos published there",
};

const REAL_HOSTS = mergeLists(KERNEL_HOSTS, await moduleLists<HostReasons>('hosts.ts', 'realHosts', { modules: moduleFolders() }));

/** Files that hold public addresses on purpose, each with its reason. */
const ALLOWED_FILES: Record<string, string> = {
  'core/src/sdk/addresses.test.ts': 'classifies public addresses against the SSRF guard; sends nothing',
  'modules/integrations/server/webhooks.api.test.ts': 'checks the webhook guard lets public addresses through; sends nothing to them',
  'tests/architecture/reserved-addresses.test.ts': 'this test',
};

const RESERVED_TLD = /\.(example|invalid|test|localhost)$/;

function hostProblem(host: string): string | null {
  const bare = host
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (/^[\d.]+$/.test(bare) || bare.includes(':')) {
    const why = nonPublicAddress(bare);
    return why === null ? 'a public IP address' : null;
  }
  if (!bare.includes('.') || RESERVED_TLD.test(bare)) return null;
  if (Object.keys(REAL_HOSTS).some((real) => bare === real || bare.endsWith(`.${real}`))) return null;
  return 'not a reserved name';
}

const URL_HOST = /\b[a-z][a-z0-9+.-]*:\/\/(?:[^\s/@'"`]*@)?(\[[0-9a-f:.]+\]|[a-z0-9.-]+)/gi;
// The domain's first label has a letter: a package at a version ("playwright-core@1.65.1.patch") is no address.
const EMAIL_HOST = /\b[a-z0-9._%+-]+@([a-z0-9-]*[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+)\b/gi;
const BARE_HOST = /(?<![\w.@/-])((?:[a-z0-9-]+\.)+(?:nz|com|net|org))\b(?![\w-]|\.\w)/gi;
const IPV4 = /(?<![\w.])(\d{1,3}(?:\.\d{1,3}){3})(?![\w.]*\d)/g;
const IPV6 = /(?<![\w:.])((?:[0-9a-f]{0,4}:){2,7}(?:[0-9a-f]{1,4}|\d{1,3}(?:\.\d{1,3}){3})?)(?![\w:])/gi;

function problemsIn(file: string, text: string): string[] {
  const found: string[] = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    const at = `${file}:${index + 1}`;
    for (const [, host] of line.matchAll(URL_HOST)) {
      const why = host && !host.includes('${') ? hostProblem(host) : null;
      if (why) found.push(`${at} ${host}: ${why}`);
    }
    for (const pattern of [EMAIL_HOST, BARE_HOST]) {
      for (const [, host] of line.matchAll(pattern)) {
        const why = hostProblem(host!);
        if (why) found.push(`${at} ${host}: ${why}`);
      }
    }
    for (const pattern of [IPV4, IPV6]) {
      for (const match of line.matchAll(pattern)) {
        const address = match[1]!;
        // A range written as a prefix (2000::/3) names no address to send to.
        if (line[match.index + match[0].length] === '/' && /^\/\d/.test(line.slice(match.index + match[0].length))) continue;
        // Only what parses as an address: times (12:30:00) and version numbers do not.
        if (nonPublicAddress(address) === null) found.push(`${at} ${address}: a public IP address`);
      }
    }
  }
  return [...new Set(found)];
}

const files = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && TEXT.test(f) && !SKIPPED.some((skip) => skip.test(f)) && !(f in ALLOWED_FILES));

describe('addresses in examples, fixtures, tests and documents', () => {
  it('names no public IP address and no host outside the reserved names and the listed real services', () => {
    const problems = files().flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(path.join(root, file), 'utf8');
      } catch {
        return []; // listed by git but deleted in the working tree
      }
      return problemsIn(file, text);
    });
    expect(problems).toEqual([]);
  });

  it('catches what it is for', () => {
    const sample = [
      "const url = 'https://93.184.215.14/korero';",
      "const v6 = 'https://[2606:4700::1111]/hook';",
      "const mail = 'owner@plumbing.co.nz';",
      'See example.com for more.',
      "const fine = ['https://receiver.example/hook', 'a@nz.example', 'http://127.0.0.1:3000', '[2001:db8::1]', '10.0.0.1'];",
      "const alsoFine = ['12:30:00', 'v1.2.3', 'https://api.stripe.com/v1', 'support@korero.co.nz'];",
    ].join('\n');
    expect(problemsIn('sample.ts', sample)).toEqual([
      'sample.ts:1 93.184.215.14: a public IP address',
      'sample.ts:2 [2606:4700::1111]: a public IP address',
      'sample.ts:2 2606:4700::1111: a public IP address',
      'sample.ts:3 plumbing.co.nz: not a reserved name',
      'sample.ts:4 example.com: not a reserved name',
    ]);
  });

  it('lists only real services and files that are still used', () => {
    const all = files()
      .map((file) => readFileSync(path.join(root, file), 'utf8'))
      .join('\n');
    for (const host of Object.keys(REAL_HOSTS)) expect({ host, used: all.includes(host) }).toEqual({ host, used: true });
    for (const file of Object.keys(ALLOWED_FILES)) expect(() => readFileSync(path.join(root, file))).not.toThrow();
  });
});
