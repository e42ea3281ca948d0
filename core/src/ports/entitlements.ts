/**
 * Entitlements: what a plan grants for one module's feature. A module declares each one (a typed ref, usually in its
 * contract) and lists it in its manifest's `entitlements`; config/plans.ts gives every plan a value for it; the
 * module reads the value through the billing port. The kernel refuses to start when a plan misses a declared
 * entitlement or names one no installed module declares (kernel/entitlements-check.ts).
 */

interface EntitlementBase {
  /** What owners see on the plans page, e.g. "SMS invitations". */
  label: string;
  /** What it controls, for whoever edits config/plans.ts. */
  description: string;
  /** Position in the plans page's comparison (lower first), shared by all modules like nav orders. */
  order: number;
}

/** A count a plan allows: a whole number, or null for unlimited. Shown as "Unlimited", "—" for 0, or "n {unit}". */
export interface LimitSpec extends EntitlementBase {
  kind: 'limit';
  /** Follows the number on the plans page, e.g. "a month". */
  unit: string;
}

/** Included or not. */
export interface FeatureSpec extends EntitlementBase {
  kind: 'feature';
}

/** One of a few levels. Each option's label is what the plans page shows; null shows as not included. */
export interface ChoiceSpec<O extends string = string> extends EntitlementBase {
  kind: 'choice';
  options: Readonly<Record<O, string | null>>;
}

export type EntitlementSpec = LimitSpec | FeatureSpec | ChoiceSpec;
export type EntitlementValue = number | null | boolean | string;

export interface EntitlementRef<V extends EntitlementValue> {
  /** "<module id>.<name>": the key plans use in config/plans.ts. */
  readonly key: string;
  readonly spec: EntitlementSpec;
  /** Phantom field: never set, it only carries the value's type. */
  readonly __value?: (value: V) => V;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEntitlement = EntitlementRef<any>;

const KEY = /^[a-z][a-z0-9-]*\.[a-z][a-zA-Z0-9]*$/;

export function defineEntitlement(key: string, spec: LimitSpec): EntitlementRef<number | null>;
export function defineEntitlement(key: string, spec: FeatureSpec): EntitlementRef<boolean>;
export function defineEntitlement<const O extends string>(key: string, spec: ChoiceSpec<O>): EntitlementRef<O>;
export function defineEntitlement(key: string, spec: EntitlementSpec): AnyEntitlement {
  if (!KEY.test(key)) throw new Error(`Entitlement "${key}" must be "<module id>.<name>" in camelCase, e.g. "notes.perMonth".`);
  return Object.freeze({ key, spec: Object.freeze({ ...spec }) });
}

/** Why a value does not fit its entitlement, or null when it does. */
export function entitlementValueProblem(spec: EntitlementSpec, value: unknown): string | null {
  switch (spec.kind) {
    case 'limit':
      return value === null || (Number.isInteger(value) && (value as number) >= 0)
        ? null
        : 'a whole number of 0 or more, or null for unlimited';
    case 'feature':
      return typeof value === 'boolean' ? null : 'true or false';
    case 'choice': {
      const options = Object.keys(spec.options);
      return typeof value === 'string' && options.includes(value) ? null : `one of ${options.map((o) => `"${o}"`).join(', ')}`;
    }
  }
}
