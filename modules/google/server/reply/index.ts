export { createReplySuggester, REPLY_RULES, replyFacts, type ReplySuggester, type Suggestion } from './reply-suggester.ts';
export { replyProblems } from './reply-check.ts';
export { draftReply } from './embedded-drafter.ts';
export type { ReplyInput } from './reply-input.ts';
