import { z } from 'zod';
import type { AuthPort, MessagingPort, ModuleApp, PlacesPort } from '@korero/core/sdk';
import { unavailable } from '@korero/core/sdk';

const searchBody = z.object({
  query: z.string({ error: 'Enter your business name to search' }).trim().min(1, 'Enter your business name to search').max(200),
  location: z.unknown().optional(),
});

const filled = (message: string) => z.string({ error: message }).trim().min(1, message).max(200);
const helpBody = z.object({
  email: filled('Please fill in all three fields').pipe(z.email('Please enter a valid email address')),
  businessName: filled('Please fill in all three fields'),
  businessAddress: filled('Please fill in all three fields'),
});

/** Finding the business on Google, and asking Korero's support to find the Place ID by hand. */
export async function placesRoutes(
  app: ModuleApp,
  deps: { auth: AuthPort; places: PlacesPort; messaging: MessagingPort; supportEmail: string },
): Promise<void> {
  const { auth, places, messaging } = deps;

  app.post('/places/search', { preHandler: auth.requireUser, schema: { body: searchBody }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request) => {
    try {
      return { success: true, data: { candidates: await places.search(request.body.query) } };
    } catch (error) {
      request.log.warn({ err: error }, 'place search failed');
      throw unavailable('Google search is not answering right now. Enter your Place ID by hand, or try again soon.');
    }
  });

  app.post(
    '/support/place-id-request',
    { preHandler: auth.requireUser, schema: { body: helpBody }, config: { rateLimit: { max: 5, timeWindow: '1 hour' } } },
    async (request) => {
      const user = auth.user(request);
      const { email, businessName, businessAddress } = request.body;
      const text = [
        'A Korero owner asked for help finding their Google Place ID.',
        '',
        `Business: ${businessName}`,
        `Address: ${businessAddress}`,
        `Reply to: ${email}`,
        `Account: ${user.username} (${user.businessId})`,
        '',
        'Promise: the Place ID by email within 24 hours.',
      ].join('\n');
      await messaging.send({ channel: 'email', to: deps.supportEmail, subject: `Place ID request: ${businessName}`, text, businessId: user.businessId, purpose: 'support', transactional: true });
      return { success: true, message: "Request sent successfully. We'll email your Place ID within 24 hours." };
    },
  );
}
