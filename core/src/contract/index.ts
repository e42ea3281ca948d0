/**
 * What HTTP contracts are written with: zod schemas and pure helpers only, so a module's contract/ can use them and
 * a front end can import that contract without pulling in any server code.
 */
export * from './answers.ts';
export * from './kernel.ts';
export * from './api-keys.ts';
export * from './staff.ts';
export * from './activity.ts';
export * from './system-settings.ts';
export * from './permissions.ts';
export { countOf } from './counts.ts';
export {
  calendarDate,
  COUNT_CAP,
  cursorParam,
  idParam,
  isUuid,
  optionalText,
  pageQuery,
  pagination,
  requiredText,
  UUID,
  type Pagination,
} from '../sdk/http.ts';
export { jsonText } from '../sdk/json-text.ts';
export { normalisePhone } from '../sdk/addresses.ts';
export * from './words.ts';
export * from './sms-length.ts';
export { KERNEL_PAGES, pageLinks, type PageLinks, type PageQuery } from './page-links.ts';
export * from './languages.ts';
export { languageChoice } from './language-choice.ts';
