import { useCallback, useEffect, useRef, useState } from 'react';
import { deliverySentence, sessionClient } from '@korero/web-kit';
import { forgetAsk, keepAsk, waitingAsks, type QueuedAsk } from './ask-queue.ts';
import { sendAsk, type AskOutcome } from './send-ask.ts';

/** What became of an ask, in the words the form uses. */
export interface AskResult {
  key: string;
  name: string;
  line: string;
  problem: boolean;
}

export function describeOutcome(name: string, key: string, outcome: Extract<AskOutcome, { kind: 'made' | 'refused' }>): AskResult {
  if (outcome.kind === 'refused') return { key, name, line: `Not sent: ${outcome.message}`, problem: true };
  const delivery = outcome.created.deliveries[0];
  return {
    key,
    name,
    line: delivery ? deliverySentence(delivery.channel, delivery.delivery, delivery.reason) : 'The link is ready.',
    problem: delivery ? ['failed', 'refused', 'waiting'].includes(delivery.delivery) : false,
  };
}

/**
 * The asks kept on this phone (made with no signal), sent as soon as there is one: when the page opens, when the
 * browser says it is back online, and after each new one is kept. Only the signed-in person's go; one signed out
 * keeps theirs until they sign in again.
 */
export function useAskQueue(username: string | undefined, onMade: () => void) {
  const [waiting, setWaiting] = useState<QueuedAsk[]>([]);
  const [signedOut, setSignedOut] = useState(false);
  const [results, setResults] = useState<AskResult[]>([]);
  const sending = useRef(false);

  const send = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      const queue = await waitingAsks();
      const who = username ?? (queue.length ? ((await sessionClient.current().catch(() => undefined))?.username ?? null) : null);
      for (const ask of queue.filter((a) => a.username === who)) {
        const outcome = await sendAsk(ask.key, ask.body);
        if (outcome.kind === 'no-signal') break;
        if (outcome.kind === 'signed-out') {
          setSignedOut(true);
          break;
        }
        await forgetAsk(ask.key);
        setResults((r) => [...r, describeOutcome(ask.body.customerName, ask.key, outcome)]);
        if (outcome.kind === 'made') onMade();
      }
    } finally {
      sending.current = false;
      setWaiting(await waitingAsks());
    }
  }, [username, onMade]);

  useEffect(() => {
    const online = () => void send();
    // Once the page has drawn (what was kept shows first), then each time the browser says the signal is back.
    const first = setTimeout(online, 0);
    window.addEventListener('online', online);
    return () => {
      clearTimeout(first);
      window.removeEventListener('online', online);
    };
  }, [send]);

  /** Keeps an ask to send later; false when this phone cannot keep one. */
  const keep = useCallback(async (ask: QueuedAsk) => {
    const kept = await keepAsk(ask);
    setWaiting(await waitingAsks());
    return kept;
  }, []);

  return { waiting, results, signedOut, keep, send };
}
