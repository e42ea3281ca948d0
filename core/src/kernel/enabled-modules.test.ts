import { describe, expect, it } from 'vitest';
import { defineModule } from '../sdk/define-module.ts';
import { dependentsOf, resolveModules } from './enabled-modules.ts';

const resolveEnabledModules = (...args: Parameters<typeof resolveModules>) => resolveModules(...args).runnable;

const business = defineModule({ id: 'business', title: 'Business' });
const invites = defineModule({ id: 'invites', title: 'Invites', requires: { modules: ['business'] }, optional: ['teams'] });
const teams = defineModule({ id: 'teams', title: 'Teams' });
const reviews = defineModule({ id: 'reviews', title: 'Reviews', requires: { modules: ['invites', 'business'] } });
const installed = [reviews, invites, teams, business];

describe('resolveModules', () => {
  it('enables everything installed by default, each after what it depends on', () => {
    const order = resolveEnabledModules(installed).map((m) => m.id);
    expect(order).toHaveLength(4);
    expect(order.indexOf('business')).toBeLessThan(order.indexOf('invites'));
    expect(order.indexOf('teams')).toBeLessThan(order.indexOf('invites'));
    expect(order.indexOf('invites')).toBeLessThan(order.indexOf('reviews'));
  });

  it('takes a subset, and an optional dependency may be off', () => {
    expect(resolveEnabledModules(installed, ['business', 'invites']).map((m) => m.id)).toEqual(['business', 'invites']);
  });

  it('still orders every installed module, those MODULES leaves out included (their lifecycle always runs)', () => {
    const { installed: all, runnable } = resolveModules(installed, ['teams']);
    expect(all.map((m) => m.id)).toHaveLength(4);
    expect(runnable.map((m) => m.id)).toEqual(['teams']);
  });

  it('names both modules when a required one is off', () => {
    expect(() => resolveEnabledModules(installed, ['invites', 'teams'])).toThrow(
      'Module "invites" requires module "business", which is not enabled. Enable "business" or switch "invites" off.',
    );
  });

  it('names an unknown id and lists what is installed', () => {
    expect(() => resolveEnabledModules(installed, ['business', 'billing'])).toThrow(
      'Unknown module "billing" in MODULES. Installed modules: business, invites, reviews, teams.',
    );
  });

  it('refuses a dependency that is not installed, and a circle', () => {
    const orphan = defineModule({ id: 'orphan', title: 'Orphan', requires: { modules: ['ghost'] } });
    expect(() => resolveEnabledModules([orphan])).toThrow(/depends on "ghost", which is not installed/);
    const a = defineModule({ id: 'aa', title: 'A', requires: { modules: ['bb'] } });
    const b = defineModule({ id: 'bb', title: 'B', requires: { modules: ['aa'] } });
    expect(() => resolveEnabledModules([a, b])).toThrow(/in a circle: aa → bb → aa/);
  });

  it('lists who depends on a module', () => {
    expect(dependentsOf('business', installed)).toEqual(['reviews', 'invites']);
  });

  it('rejects a badly formed module id', () => {
    expect(() => defineModule({ id: 'Bad Id', title: 'x' })).toThrow(/must be lower-case/);
  });
});
