/**
 * Korero's entry point (`npm start` runs it after installing and building; Node 22 can run it directly).
 * V8's compile cache keeps compiled code between starts, so a later start compiles little of its ~1,000 files;
 * it has to be switched on before they load, hence this file and a dynamic import of the server.
 */
import { enableCompileCache } from 'node:module';

enableCompileCache?.();
await import('./serve.ts');
