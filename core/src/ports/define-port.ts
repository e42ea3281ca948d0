/**
 * Typed names for what the container holds. A ref carries its type, so `ctx.get(messagingPort)` is typed and a
 * misspelt name fails to compile; a ref nobody provided fails at start-up with a message naming it.
 */
export interface Ref<T> {
  readonly id: string;
  readonly kind: 'port' | 'service';
  /** Phantom field: never set, it only carries T. */
  readonly __type?: (value: T) => T;
}

/** Any ref, whatever it carries (for lists of refs). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRef = Ref<any>;

const REF_ID = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)*$/;

function makeRef<T>(id: string, kind: Ref<T>['kind']): Ref<T> {
  if (!REF_ID.test(id)) throw new Error(`"${id}" is not a valid ${kind} id (use dotted camelCase, e.g. "notes.directory").`);
  return Object.freeze({ id, kind });
}

/** A kernel port: an interface whose adapter the kernel picks from configuration. */
export function definePort<T>(id: string): Ref<T> {
  return makeRef<T>(id, 'port');
}

/**
 * A service a module offers to other modules. The id starts with the owning module's id ("notes.directory"),
 * which is how the kernel checks that a consumer declared that module as a dependency.
 */
export function defineServiceRef<T>(id: string): Ref<T> {
  if (!id.includes('.')) throw new Error(`Service id "${id}" must start with its module id, e.g. "notes.directory".`);
  return makeRef<T>(id, 'service');
}

/** The module that owns a service ref ("notes.directory" → "notes"). */
export function ownerOf(ref: AnyRef): string {
  return ref.id.split('.')[0] ?? ref.id;
}
