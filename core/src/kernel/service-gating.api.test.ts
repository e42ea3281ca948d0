/**
 * A module an administrator switches off is off for the other modules too (docs/decisions/0041): every service it
 * provides refuses every call with ModuleSwitchedOffError, and `ctx.find` of it gives nothing, until it is on again.
 * The services come from the registry and the modules from config/modules.ts, so a new module is covered as it is
 * installed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedModules } from '@korero/config/modules';
import { startTestKernel, type TestKernel } from '@korero/core/testing';
import { clockPort } from '../ports/clock.port.ts';
import { ownerOf, type AnyRef } from '../ports/define-port.ts';
import { modulesPort } from '../ports/modules.port.ts';
import { defineModule, type ModuleContext } from '../sdk/define-module.ts';
import { ModuleSwitchedOffError } from '../sdk/errors.ts';
import { dependentsOf, resolveModules } from './enabled-modules.ts';

/** Each installed module after those it requires. */
const installed = resolveModules(installedModules).installed;
const titleOf = (id: string) => installed.find((m) => m.id === id)!.title;

/** A module can be off while every module requiring it can be (those are switched off first). */
const canBeOff = (id: string): boolean =>
  installed.find((m) => m.id === id)!.canDisable !== false && dependentsOf(id, installed).every(canBeOff);
const switchable = installed.filter((m) => canBeOff(m.id)).map((m) => m.id);

/** The module and every module that requires it, however indirectly: dependents first, the order they can go off in. */
function withDependents(id: string): string[] {
  const off = new Set([id]);
  for (const m of installed) if (m.requires?.modules?.some((dep) => off.has(dep))) off.add(m.id);
  return installed
    .filter((m) => off.has(m.id))
    .map((m) => m.id)
    .reverse();
}

/** Every function a service has, its own and its class's (a service need not be a plain object). */
function functionsOf(service: object): Array<[string, (...args: unknown[]) => unknown]> {
  const found = new Map<string, (...args: unknown[]) => unknown>();
  for (let from: object | null = service; from && from !== Object.prototype; from = Object.getPrototypeOf(from)) {
    for (const key of Object.getOwnPropertyNames(from)) {
      const value = (service as Record<string, unknown>)[key];
      if (key !== 'constructor' && !found.has(key) && typeof value === 'function') found.set(key, value as (...args: unknown[]) => unknown);
    }
  }
  return [...found];
}

let probe: ModuleContext;
/** Looks services up as a module does: it lists every installed module as optional. */
const probeModule = defineModule({
  id: 'gate-probe',
  title: 'Gate probe',
  web: false,
  optional: installedModules.map((m) => m.id),
  requires: { ports: [] },
  server: async () => ({
    default: {
      setup(ctx) {
        probe = ctx;
      },
    },
  }),
});

let t: TestKernel;
let services: AnyRef[];
const switchTo = async (id: string, on: boolean) => expect(await t.kernel.get(modulesPort).setEnabled(id, on, null)).toEqual({ ok: true });

beforeAll(async () => {
  t = await startTestKernel({ installed: [...installedModules, probeModule] });
  services = t.kernel.registry.services();
});
afterAll(() => t?.close());

describe('the services modules provide', () => {
  it('are all found, and none is the kernel’s (its ports are never gated)', () => {
    expect(services.length).toBeGreaterThan(0);
    for (const ref of services) expect(installedModules.map((m) => m.id)).toContain(ownerOf(ref));
    // The modules that cannot be switched off are the ones an always-on module needs.
    expect(switchable).not.toContain('business');
    expect(switchable).toContain('messenger');
  });

  for (const id of switchable) {
    it(`refuse every call while ${id} is switched off, are not found, and answer again once it is on`, async () => {
      const own = services.filter((ref) => ownerOf(ref) === id);
      const others = services.filter((ref) => !withDependents(id).includes(ownerOf(ref)));
      for (const other of withDependents(id)) await switchTo(other, false);
      try {
        for (const ref of own) {
          expect(probe.find(ref)(), ref.id).toBeNull();
          const functions = functionsOf(t.kernel.get(ref) as object);
          expect(functions.length, ref.id).toBeGreaterThan(0);
          for (const [name, fn] of functions) {
            let refused: unknown;
            try {
              fn();
            } catch (error) {
              refused = error;
            }
            expect(refused, `${ref.id}.${name}`).toBeInstanceOf(ModuleSwitchedOffError);
            expect((refused as ModuleSwitchedOffError).statusCode).toBe(409);
            expect((refused as ModuleSwitchedOffError).moduleId).toBe(id);
            expect((refused as Error).message).toBe(
              `${titleOf(id)} is switched off on this Korero. An administrator can switch it on under Admin → Modules.`,
            );
          }
        }
        // The gate follows each service's own module: the others still answer.
        for (const ref of others) expect(probe.find(ref)(), ref.id).not.toBeNull();
      } finally {
        // On again whatever happened, so one failure does not leave the next module's test with its dependencies off.
        for (const other of withDependents(id).reverse()) await switchTo(other, true);
      }
      for (const ref of own) {
        expect(probe.find(ref)(), ref.id).toBe(t.kernel.get(ref));
        for (const [name, fn] of functionsOf(t.kernel.get(ref) as object)) {
          // Called without its arguments it may fail in its own way; only not for being switched off.
          const outcome = await t.kernel.db.withContext(async () => {
            try {
              await fn();
              return 'answered';
            } catch (error) {
              return error instanceof ModuleSwitchedOffError ? 'refused' : 'answered';
            }
          });
          expect(outcome, `${ref.id}.${name}`).toBe('answered');
        }
      }
    });
  }

  it('leave the kernel’s ports answering while every module that can be is off', async () => {
    for (const id of [...switchable].reverse()) await switchTo(id, false);
    expect(t.kernel.get(clockPort).now()).toBeInstanceOf(Date);
    expect(
      t.kernel
        .get(modulesPort)
        .list()
        .filter((m) => m.enabled)
        .map((m) => m.id),
    ).not.toContain('messenger');
    const owner = await t.signUp('gated-owner');
    expect((await owner.get('/api/user')).status).toBe(200);
    for (const id of switchable) await switchTo(id, true);
  });
});
