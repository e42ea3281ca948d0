import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SLOTS_FILE } from '../contract/web-places.ts';
import { builtSlots } from './built-slots.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'korero-built-slots-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (id: string, text: string, at = Date.now() / 1000) => {
  mkdirSync(path.join(dir, id), { recursive: true });
  writeFileSync(path.join(dir, id, SLOTS_FILE), text);
  utimesSync(path.join(dir, id, SLOTS_FILE), at, at);
};

describe('the slots a built remote fills', () => {
  let clock = 0;
  const slotsOf = builtSlots(
    (id) => path.join(dir, id),
    () => clock,
  );

  it('are what its build wrote, and none for a remote not built or without built front ends at all', () => {
    write('cards', JSON.stringify({ slots: ['dashboard.cards', 'host.tabs'] }));
    expect(slotsOf('cards')).toEqual(['dashboard.cards', 'host.tabs']);
    expect(slotsOf('unbuilt')).toEqual([]);
    expect(builtSlots(null)('cards')).toEqual([]);
  });

  it('are read again when a rebuild changes them (the dev loop rebuilds remotes under a running server), looked at once a second at most', () => {
    write('changing', JSON.stringify({ slots: ['dashboard.cards'] }), 1_000);
    expect(slotsOf('changing')).toEqual(['dashboard.cards']);
    write('changing', JSON.stringify({ slots: ['dashboard.cards', 'dashboard.hero'] }), 2_000);
    // Within the second: the read stands (no stat of every module's file on every request).
    clock += 999;
    expect(slotsOf('changing')).toEqual(['dashboard.cards']);
    clock += 1;
    expect(slotsOf('changing')).toEqual(['dashboard.cards', 'dashboard.hero']);
    // Built later: a remote that had none fills its slots from the next look.
    expect(slotsOf('later')).toEqual([]);
    write('later', JSON.stringify({ slots: ['dashboard.hero'] }));
    clock += 1000;
    expect(slotsOf('later')).toEqual(['dashboard.hero']);
  });

  it('refuse a file that does not list slot names', () => {
    write('broken', JSON.stringify({ slots: 'dashboard.cards' }));
    expect(() => slotsOf('broken')).toThrow(/does not list slot names; run npm run build -- --force/);
  });
});
