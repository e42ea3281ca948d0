export { createReplySuggester } from './reply-suggester.ts';
