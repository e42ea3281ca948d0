import { useCurrentUser } from '@korero/web-kit';
import { AskForReviewPage } from './AskForReviewPage.tsx';

/** /ask inside the app: the same page, told who is signed in from the app's own session (the lean page asks itself). */
export function AskInApp() {
  const { user } = useCurrentUser();
  return <AskForReviewPage username={user?.username} />;
}
