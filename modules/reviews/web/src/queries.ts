export { ACTIVITY_KEY, MEMBERS_KEY, SUBMISSIONS_KEY, type Submission as SubmissionRow } from '../../contract/client.ts';
