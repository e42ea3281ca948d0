import {
  accountDeleting,
  aiPort,
  authPort,
  clockPort,
  databasePort,
  defineModuleServer,
  eventsPort,
  messagingPort,
  storagePort,
} from '@korero/core/sdk';
import { businessDirectory } from '@korero/module-business/contract';
import { invitesDirectory } from '@korero/module-invites/contract';
import { customerRoutes } from './customer.routes.ts';
import { leanPageRoutes, leanPageIndex } from './lean-pages.routes.ts';
import { CustomerReviews } from './customer.service.ts';
import { Draft } from './draft.entity.ts';
import { FeedbackService } from './feedback.service.ts';
import { migrations } from './migrations/index.ts';
import { ownerRoutes } from './owner.routes.ts';
import { OwnerReviews } from './owner.service.ts';
import { PrivateFeedback } from './private-feedback.entity.ts';
import { Review } from './review.entity.ts';
import { Submission } from './submission.entity.ts';

export default defineModuleServer({
  entities: [Submission, Review, PrivateFeedback, Draft],
  migrations,
  setup(ctx) {
    const db = ctx.get(databasePort);
    const clock = ctx.get(clockPort);
    const storage = ctx.get(storagePort);
    const messaging = ctx.get(messagingPort);
    const events = ctx.get(eventsPort);
    const ai = ctx.get(aiPort);
    const business = ctx.get(businessDirectory);
    const invites = ctx.get(invitesDirectory);
    const customers = new CustomerReviews({ db, clock, storage, messaging, ai, events, invites, business });
    const feedback = new FeedbackService({ db, clock, ai, messaging, business });
    const owner = new OwnerReviews(db, storage, events, business, clock);

    business.contributeStats('reviews', (businessId) => owner.stats(businessId));
    ctx.on(accountDeleting, ({ accountId }) => owner.deleteBusiness(accountId));
    ctx.get(authPort).contributeExport('reviews', (businessId) => owner.exportBusiness(businessId));

    ctx.routes((app) => customerRoutes(app, { customers, feedback, ai }));
    ctx.routes((app) => ownerRoutes(app, { auth: ctx.get(authPort), owner }));
    const index = leanPageIndex(ctx.webDir);
    if (index) ctx.routes((app) => leanPageRoutes(app, { index, invites, business, ai }), { prefix: '' });
  },
});
