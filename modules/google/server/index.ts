import { defineModuleServer } from '@korero/core/sdk';
import { migrations } from './migrations/index.ts';

// Issue 34: the connection, sync, replies, matching and the posted rate are built in this module's server/ folders.
export default defineModuleServer({
  entities: [],
  migrations,
  setup() {},
});
