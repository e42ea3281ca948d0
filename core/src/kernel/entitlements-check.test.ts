import { describe, expect, it } from 'vitest';
import type { Plan } from '../ports/billing.port.ts';
import { defineEntitlement } from '../ports/entitlements.ts';
import { defineModule } from '../sdk/define-module.ts';
import { checkEntitlements } from './entitlements-check.ts';

const perMonth = defineEntitlement('notes.perMonth', {
  kind: 'limit',
  label: 'Notes',
  unit: 'a month',
  description: 'Notes a month.',
  order: 20,
});
const pinned = defineEntitlement('notes.pinned', {
  kind: 'feature',
  label: 'Pinned notes',
  description: 'Notes can be pinned.',
  order: 10,
});
const colours = defineEntitlement('notes.colours', {
  kind: 'choice',
  label: 'Colours',
  description: 'Note colours.',
  options: { none: null, some: 'Some', all: 'All' },
  order: 30,
});
const notes = defineModule({ id: 'notes', title: 'Notes', entitlements: [perMonth, pinned, colours] });
const plain = defineModule({ id: 'plain', title: 'Plain' });

const plan = (id: string, entitlements: Plan['entitlements']): Plan =>
  ({ id, name: id, description: '', price: 0, yearlyPrice: 0, features: [], entitlements, comingSoon: false, purchasable: false }) as Plan;
const complete = { 'notes.perMonth': 5, 'notes.pinned': false, 'notes.colours': 'none' };

describe('the start-up check of plans against declared entitlements', () => {
  it('accepts plans that give every declared entitlement a value of its kind, and lists them in display order', () => {
    const declared = checkEntitlements(
      [notes, plain],
      [plan('free', complete), plan('pro', { 'notes.perMonth': null, 'notes.pinned': true, 'notes.colours': 'all' })],
    );
    expect(declared.map((d) => [d.key, d.module])).toEqual([
      ['notes.pinned', 'notes'],
      ['notes.perMonth', 'notes'],
      ['notes.colours', 'notes'],
    ]);
  });

  it('refuses a plan that misses a declared entitlement, naming the plan, the entitlement and its module', () => {
    const { 'notes.pinned': _left, ...missing } = complete;
    expect(() => checkEntitlements([notes], [plan('free', complete), plan('pro', missing)])).toThrow(
      'Plan "pro" gives no value for entitlement "notes.pinned" (declared by module "notes"): add it to the plan\'s entitlements in config/plans.ts.',
    );
  });

  it('refuses an entitlement no installed module declares, naming the plan and the key', () => {
    expect(() => checkEntitlements([notes], [plan('free', { ...complete, 'photos.perMonth': 3 })])).toThrow(
      'Plan "free" gives a value for entitlement "photos.perMonth", which no installed module declares: remove it from config/plans.ts, or install the module that declares it.',
    );
  });

  it('refuses a value of the wrong kind', () => {
    const check = (values: Record<string, unknown>) => () =>
      checkEntitlements([notes], [plan('free', { ...complete, ...values } as Plan['entitlements'])]);
    expect(check({ 'notes.perMonth': -1 })).toThrow(
      'Plan "free" gives entitlement "notes.perMonth" (declared by module "notes") the value -1: it takes a whole number of 0 or more, or null for unlimited.',
    );
    expect(check({ 'notes.perMonth': 2.5 })).toThrow('the value 2.5: it takes a whole number');
    expect(check({ 'notes.pinned': 'yes' })).toThrow(
      '"notes.pinned" (declared by module "notes") the value "yes": it takes true or false.',
    );
    expect(check({ 'notes.colours': 'rainbow' })).toThrow('the value "rainbow": it takes one of "none", "some", "all".');
  });

  it('lists every problem at once', () => {
    const error = (() => {
      try {
        checkEntitlements([notes], [plan('free', {}), plan('pro', { ...complete, extra: true })]);
      } catch (e) {
        return (e as Error).message;
      }
      return '';
    })();
    expect(error.split('\n')).toHaveLength(1 + 3 + 1);
  });

  it("refuses a module's entitlement outside its own id, and a key declared twice", () => {
    const stray = defineModule({ id: 'stray', title: 'Stray', entitlements: [pinned] });
    expect(() => checkEntitlements([stray], [])).toThrow(
      'Module "stray" declares entitlement "notes.pinned": a module\'s entitlements start with its own id ("stray.…").',
    );
    const twice = defineModule({ id: 'notes', title: 'Notes', entitlements: [pinned, pinned] });
    expect(() => checkEntitlements([twice], [])).toThrow('Module "notes" declares entitlement "notes.pinned" twice.');
  });

  it('counts installed modules, so a module switched off keeps the plans valid', () => {
    // The kernel passes every installed module, enabled or not: the plans fit the deployment, not today's switches.
    expect(() => checkEntitlements([plain], [plan('free', complete)])).toThrow(/no installed module declares/);
  });
});
