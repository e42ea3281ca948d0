export { startTestKernel, TestAgent, type TestKernel, type TestKernelOptions, type TestResponse } from './start-test-kernel.ts';
export {
  postgresAnswers,
  testDatabaseKind,
  createTestDatabase,
  prepareTemplates,
  type TestDatabase,
  type TestDatabaseKind,
} from './test-database.ts';
export { kernelMigrations } from '../kernel/create-kernel.ts';
export { ManualClock } from './manual-clock.ts';
export { moduleRoutes } from './module-routes.ts';
export type { MessageProvider, Delivery } from '../adapters/messaging/provider.ts';
export { PermanentDeliveryError } from '../adapters/messaging/provider.ts';
export { GPS_MARKER, jpegWithGps, jpegWithHiddenGps, metadataLeaks, pngBomb, pngWithText, testImage } from './images.ts';
export type { RouteAccess, RouteInfo } from '../kernel/route-access.ts';
export { PlacesStandIn, SAMPLE_PLUMBERS, type StandInPlace } from './places-stand-in.ts';
export { OpenAiStandIn, type StandInAnswer, type StandInChat } from './openai-stand-in.ts';
export type { BodyFieldReasons, HostReasons, RouteExamples, RouteReasons, Settings, SweepIds } from './module-lists.ts';
export { enrolTotp, totpCode } from './two-factor.ts';
export { SoftPasskey } from './soft-passkey.ts';
