export { type NotifyDeps, notifyAfterSync, type ReviewRow, registerDigest, sendDigests } from './notify.ts';
export { alertRush } from './rush.ts';
