import type { DefinedModule } from '../core/src/sdk/define-module.ts';
import admin from '../modules/admin/module.ts';
import analytics from '../modules/analytics/module.ts';
import business from '../modules/business/module.ts';
import competitors from '../modules/competitors/module.ts';
import followups from '../modules/followups/module.ts';
import compliance from '../modules/compliance/module.ts';
import google from '../modules/google/module.ts';
import help from '../modules/help/module.ts';
import integrations from '../modules/integrations/module.ts';
import invites from '../modules/invites/module.ts';
import jobsystems from '../modules/jobsystems/module.ts';
import messenger from '../modules/messenger/module.ts';
import reviews from '../modules/reviews/module.ts';
import showcase from '../modules/showcase/module.ts';
import subscription from '../modules/subscription/module.ts';
import teams from '../modules/teams/module.ts';
import weekly from '../modules/weekly/module.ts';

/**
 * The modules installed in this deployment, in no particular order (the kernel orders them by their dependencies).
 * All are enabled unless MODULES names a subset. To add a module: create modules/<id>/ and list it here.
 */
export const installedModules: DefinedModule[] = [
  business,
  teams,
  help,
  invites,
  reviews,
  subscription,
  analytics,
  compliance,
  competitors,
  messenger,
  google,
  followups,
  integrations,
  jobsystems,
  showcase,
  admin,
  weekly,
];
