import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup, RefusedAddress } from './address-guard.ts';

export interface SendResult {
  /** The receiver's status code, or null when there was no answer. */
  status: number | null;
  /** Why it did not arrive, in words; null on a 2xx. */
  error: string | null;
  /** Refused by the address rules: trying again cannot help. */
  refused: boolean;
}

const TIMEOUT_MS = 10_000;

/**
 * POSTs one webhook. The connection goes only to an address the guard accepted at that moment; redirects are not
 * followed (a 3xx is a failure the owner sees), and no more than a few bytes of the answer are read.
 */
export function postWebhook(url: URL, body: string, headers: Record<string, string>, allowPrivate: boolean): Promise<SendResult> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const req = send(
      url,
      {
        method: 'POST',
        agent: false,
        lookup: guardedLookup(allowPrivate),
        timeout: TIMEOUT_MS,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Korero-Webhooks/1.0',
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        res.resume();
        res.on('error', () => undefined);
        const ok = status >= 200 && status < 300;
        finish({ status, error: ok ? null : `The endpoint answered ${status}.`, refused: false });
        res.destroy();
      },
    );
    req.on('timeout', () => {
      finish({ status: null, error: `No answer within ${TIMEOUT_MS / 1000} seconds.`, refused: false });
      req.destroy();
    });
    req.on('error', (error) => {
      if (error instanceof RefusedAddress || error.name === 'RefusedAddress') {
        finish({ status: null, error: `Refused: ${error.message}`, refused: true });
      } else {
        const code = (error as NodeJS.ErrnoException).code;
        finish({ status: null, error: `Could not connect${code ? ` (${code})` : ''}.`, refused: false });
      }
    });
    req.end(body);
  });
}
