import { defineModuleServer } from '@korero/core/sdk';
import { migrations } from './migrations/index.ts';

// Skeleton (issue 37): the routes, entities and services arrive with the module's server.
export default defineModuleServer({
  entities: [],
  migrations,
  setup() {},
});
