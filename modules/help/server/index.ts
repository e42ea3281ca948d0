import { defineModuleServer } from '@korero/core/sdk';
import { helpRoutes } from './help.routes.ts';

export default defineModuleServer({
  setup(ctx) {
    ctx.routes((app) => helpRoutes(app));
  },
});
