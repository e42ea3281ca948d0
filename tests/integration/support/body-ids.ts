import type { BodyFieldReasons } from '@korero/core/testing';
import { mergeLists, moduleLists } from '../../support/module-lists.ts';

/**
 * The id fields of each route's request body, read from the OpenAPI document (built from the routes' zod schemas),
 * so the tenancy sweep puts another business's ids in every one of them without anyone listing the fields.
 */

/** A field holds an id by its name (id, fooId, fooIds, foo_id) or its format (uuid). */
const ID_NAME = /^ids?$|[a-z0-9](Id|Ids|ID)$|_ids?$/;

/**
 * Id fields that name no Korero record a business owns, so another business's id there refers to nothing of theirs:
 * the sweep checks only that A's data is untouched. A new id field is a reference to a business's record (and must
 * refuse another business's id) until it is listed with the reason it is not: the kernel's vocabulary here, a
 * module's own fields in its `modules/<id>/testing/route-examples.ts` (`notBusinessRecords`).
 */
export const NOT_A_BUSINESS_RECORD: Record<string, string> = mergeLists(
  {
    googlePlaceId: "Google's id of a place (the places port's)",
    placeId: "Google's id of a place (the places port's)",
    tierId: 'a plan of the shared catalogue (config/plans.ts)',
    'response.id': "WebAuthn's id of the browser's own credential (a passkey being added or used), checked by the verifier",
    'response.rawId': "WebAuthn's id of the browser's own credential (a passkey being added or used), checked by the verifier",
  },
  await moduleLists<BodyFieldReasons>('route-examples.ts', 'notBusinessRecords', { optional: true }),
);

export interface BodyIdField {
  /** Where the field is: ['teamId'], ['mapping', 'externalId']. */
  path: string[];
  /** An array of ids: the sweep sends [id]. */
  array: boolean;
}

interface Schema {
  type?: string | string[];
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

export type OpenApiDocument = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
};

function fieldsOf(schema: Schema | undefined, at: string[], out: BodyIdField[]): void {
  if (!schema) return;
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) fieldsOf(part, at, out);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = [...at, name];
    const variants = [property, ...(property.anyOf ?? []), ...(property.oneOf ?? [])];
    const array = variants.find((v) => v.items)?.items;
    const isId = ID_NAME.test(name) || variants.some((v) => v.format === 'uuid') || array?.format === 'uuid';
    if (isId && !out.some((f) => f.path.join('.') === path.join('.'))) out.push({ path, array: Boolean(array) });
    fieldsOf(property, path, out);
    for (const v of variants) if (v !== property) fieldsOf(v, path, out);
  }
}

/** The id fields of `METHOD /url`'s JSON body (`:param` URLs, as the kernel's route list writes them). */
export function bodyIdFields(document: OpenApiDocument, method: string, url: string): BodyIdField[] {
  const path = url.replace(/:(\w+)/g, '{$1}');
  const operation = document.paths[path]?.[method.toLowerCase()];
  const out: BodyIdField[] = [];
  fieldsOf(operation?.requestBody?.content?.['application/json']?.schema, [], out);
  return out;
}

/** A copy of `body` with the field at `field.path` set to `value` (or [value]). */
export function withField(body: unknown, field: BodyIdField, value: string): Record<string, unknown> {
  const copy = structuredClone((body ?? {}) as Record<string, unknown>);
  let node: Record<string, unknown> = copy;
  for (const part of field.path.slice(0, -1)) {
    if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[field.path.at(-1)!] = field.array ? [value] : value;
  return copy;
}
