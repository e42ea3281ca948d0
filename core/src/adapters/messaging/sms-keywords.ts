// The keywords carriers and Twilio treat as opting out and back in.
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
const START_WORDS = new Set(['START', 'UNSTOP', 'YES', 'OPTIN']);

/**
 * Whether a text is an opt-out or opt-in: the whole text, its letters only, in any case ("stop.", " Stop ", "OPT-OUT"),
 * as carriers read it. A keyword inside a longer sentence ("stop please") is an ordinary reply.
 */
export function smsKeyword(body: string): 'stop' | 'start' | null {
  const word = body.toUpperCase().replace(/[^A-Z]/g, '');
  return STOP_WORDS.has(word) ? 'stop' : START_WORDS.has(word) ? 'start' : null;
}
