import type { MessageRecord } from '../ports/messaging.port.ts';

/** What an admin may read of a message: never a capability someone else was sent. */
export function showableText(message: Pick<MessageRecord, 'text'> & { transactional?: boolean }): string {
  // Account emails (password resets) are the recipient's alone, link and all.
  if (message.transactional) return '(An account email: its text is for the recipient only.)';
  return hideLinkSecrets(message.text);
}

/**
 * Replaces the secrets in every link of a text (invitation and reset tokens, unsubscribe and edit tokens: any path
 * segment or query value of 16 or more token characters) with [hidden]; the address and the rest of the text stay.
 */
export function hideLinkSecrets(text: string): string {
  return text.replace(/\bhttps?:\/\/[^\s<>"']+/g, (url) =>
    url.replace(
      /^(https?:\/\/[^/?#]+)(.*)$/s,
      (_m, origin: string, rest: string) => origin + rest.replace(/([/=.])[A-Za-z0-9_~%-]{16,}/g, '$1[hidden]'),
    ),
  );
}
