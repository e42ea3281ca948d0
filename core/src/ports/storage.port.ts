import { definePort } from './define-port.ts';

export interface StoredObject {
  body: Buffer;
  contentType: string;
  size: number;
}

/** Objects addressed by key ("logos/abc.png"). Keys are relative paths of [a-zA-Z0-9._-] segments. */
export interface StoragePort {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix/`. */
  deletePrefix(prefix: string): Promise<void>;
}

export const storagePort = definePort<StoragePort>('storage');

const KEY = /^[a-zA-Z0-9_-][a-zA-Z0-9._-]*(\/[a-zA-Z0-9_-][a-zA-Z0-9._-]*)*$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key "${key}".`);
  }
}
