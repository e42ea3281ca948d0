/** Stand-ins for the job systems' APIs, for tests and the walk-through: Xero's identity, API and signed webhooks. */
export { deliverXeroEvents, XeroStandIn } from './xero-stand-in.ts';
