import type { InviteInput } from '../../../contract/api.ts';

/** An ask made with no signal, kept on the phone until Korero has it. */
export interface QueuedAsk {
  /** Its Idempotency-Key: sent with every try, so however often it goes, one invitation is made. */
  key: string;
  body: InviteInput;
  /** Who made it: it goes only while they are signed in, so it credits them and no one else on a shared phone. */
  username: string;
  queuedAt: string;
}

const DATABASE = 'korero-ask';
const STORE = 'asks';

/** IndexedDB, opened once; null where there is none (an old browser, a private window that refuses it, tests). */
let opened: Promise<IDBDatabase | null> | null = null;
function database(): Promise<IDBDatabase | null> {
  opened ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
  return opened;
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | null> {
  const db = await database();
  if (!db) return null;
  return new Promise((resolve, reject) => {
    const request = work(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('The phone could not keep the ask.'));
  });
}

/** Every ask waiting, oldest first. */
export async function waitingAsks(): Promise<QueuedAsk[]> {
  const all = (await run('readonly', (store) => store.getAll() as IDBRequest<QueuedAsk[]>)) ?? [];
  return all.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

/** Keeps an ask; false where the phone cannot keep one (then it must be sent now or not at all). */
export async function keepAsk(ask: QueuedAsk): Promise<boolean> {
  return (await run('readwrite', (store) => store.put(ask))) !== null;
}

export async function forgetAsk(key: string): Promise<void> {
  await run('readwrite', (store) => store.delete(key));
}
