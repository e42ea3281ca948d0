import type { AuthPort, MessagingPort, ModuleApp, PlacesPort } from '@korero/core/sdk';
import { deliveryOf, unavailable } from '@korero/core/sdk';
import { placeIdHelpAnswer, placeIdHelpBody as helpBody, placeSearchAnswer, placeSearchBody as searchBody } from '../contract/api.ts';

/** Finding the business on Google, and asking Korero's support to find the Place ID by hand. */
export async function placesRoutes(
  app: ModuleApp,
  deps: { auth: AuthPort; places: PlacesPort; messaging: MessagingPort; supportEmail: string },
): Promise<void> {
  const { auth, places, messaging } = deps;

  app.post(
    '/places/search',
    {
      schema: {
        summary: "Search Google for the business's place",
        operationId: 'searchPlaces',
        body: searchBody,
        response: { 200: placeSearchAnswer },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      try {
        return { success: true, data: { candidates: await places.search(request.body.query) } };
      } catch (error) {
        request.log.warn({ err: error }, 'place search failed');
        throw unavailable('Google search is not answering right now. Enter your Place ID by hand, or try again soon.');
      }
    },
  );

  app.post(
    '/support/place-id-request',
    {
      schema: {
        summary: 'Ask for help finding the Google Place ID',
        operationId: 'requestPlaceIdHelp',
        body: helpBody,
        response: { 200: placeIdHelpAnswer },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
    },
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
      const record = await messaging.send({
        channel: 'email',
        to: deps.supportEmail,
        subject: `Place ID request: ${businessName}`,
        text,
        businessId: user.businessId,
        purpose: 'support',
        transactional: true,
      });
      const { delivery } = deliveryOf(record, messaging.providers());
      // The 24-hour promise holds only if the request can reach a person.
      const message =
        delivery === 'sending' || delivery === 'sent'
          ? "Request sent successfully. We'll email your Place ID within 24 hours."
          : 'Request saved, but this Korero has no email provider set up, so it waits in the outbox until one is. Ask your Korero administrator, or email support yourself.';
      return { success: true, message, delivery };
    },
  );
}
