/** Stand-ins for the job systems' APIs, for tests and the walk-through: Xero's and ServiceM8's. */
export { deliverXeroEvents, XeroStandIn } from './xero-stand-in.ts';
export { ServiceM8StandIn, type SM8Account } from './servicem8-stand-in.ts';
export { FergusStandIn, type FergusCompany } from './fergus-stand-in.ts';
