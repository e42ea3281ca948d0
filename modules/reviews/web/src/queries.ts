export type { FeedbackLabel } from '../../contract/api.ts';
export { ACTIVITY_KEY, SUBMISSIONS_KEY, type Submission as SubmissionRow } from '../../contract/client.ts';
