import type { DeclaredEntitlement, Plan } from '../ports/billing.port.ts';
import { entitlementValueProblem } from '../ports/entitlements.ts';
import type { DefinedModule } from '../sdk/define-module.ts';

/**
 * The entitlements the installed modules declare, checked against the plans: every plan gives each one a value of
 * its kind, and names no other. Installed, not only enabled, modules count, so switching a module off never makes
 * the plans invalid. Throws one error listing every problem, each naming the plan and the entitlement.
 */
export function checkEntitlements(installed: readonly DefinedModule[], plans: readonly Plan[]): DeclaredEntitlement[] {
  const problems: string[] = [];
  const declared = new Map<string, DeclaredEntitlement>();
  for (const m of installed) {
    for (const ref of m.entitlements ?? []) {
      if (!ref.key.startsWith(`${m.id}.`)) {
        problems.push(`Module "${m.id}" declares entitlement "${ref.key}": a module's entitlements start with its own id ("${m.id}.…").`);
      } else if (declared.has(ref.key)) {
        problems.push(`Module "${m.id}" declares entitlement "${ref.key}" twice.`);
      }
      declared.set(ref.key, { key: ref.key, module: m.id, spec: ref.spec });
    }
  }
  for (const plan of plans) {
    const given = plan.entitlements ?? {};
    for (const entitlement of declared.values()) {
      const where = `entitlement "${entitlement.key}" (declared by module "${entitlement.module}")`;
      if (!Object.hasOwn(given, entitlement.key)) {
        problems.push(`Plan "${plan.id}" gives no value for ${where}: add it to the plan's entitlements in config/plans.ts.`);
        continue;
      }
      const problem = entitlementValueProblem(entitlement.spec, given[entitlement.key]);
      if (problem)
        problems.push(`Plan "${plan.id}" gives ${where} the value ${JSON.stringify(given[entitlement.key])}: it takes ${problem}.`);
    }
    for (const key of Object.keys(given)) {
      if (!declared.has(key)) {
        problems.push(
          `Plan "${plan.id}" gives a value for entitlement "${key}", which no installed module declares: remove it from config/plans.ts, or install the module that declares it.`,
        );
      }
    }
  }
  if (problems.length > 0) throw new Error(`The plans in config/plans.ts do not fit the installed modules:\n- ${problems.join('\n- ')}`);
  return [...declared.values()].sort((a, b) => a.spec.order - b.spec.order);
}
