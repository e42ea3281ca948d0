// Test support for the shell's and modules' component tests (*.test.tsx): not part of any front end's bundle.
export { fakeServer, reply, type FakeServer, type SentRequest } from './fake-server.ts';
export { renderScreen, type ScreenOptions } from './render.tsx';
export { Answered } from './answered.tsx';
export { signedIn } from './session.ts';
