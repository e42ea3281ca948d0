import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A module an administrator switched on or off at run time, for this deployment. No row: the module is on (if MODULES
 * lets it run). Every Korero process on the database reads this table, so a switch holds across processes and restarts.
 */
export const ModuleStateRow = defineEntity({
  name: 'CoreModuleState',
  tableName: 'core_module_state',
  properties: {
    moduleId: p.string().length(40).primary(),
    enabled: p.boolean(),
    updatedAt: p.datetime(),
    /** The administrator who switched it (kept as an id only). */
    updatedBy: p.uuid().nullable(),
  },
});
export type ModuleStateRow = InferEntity<typeof ModuleStateRow>;
