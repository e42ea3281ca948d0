import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** One system setting an administrator changed; read and written with plain SQL by the settings store. */
export const SettingRow = defineEntity({
  name: 'CoreSetting',
  tableName: 'core_setting',
  properties: {
    key: p.string().length(60).primary(),
    value: p.json<unknown>(),
    updatedAt: p.datetime(),
    updatedBy: p.uuid().nullable(),
  },
});
export type SettingRow = InferEntity<typeof SettingRow>;
