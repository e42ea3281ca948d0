import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from '@korero/web-kit';
import { CustomerReviewPage } from '../src/customer/CustomerReviewPage.tsx';
import { PrivateFeedbackPage } from '../src/customer/PrivateFeedbackPage.tsx';
import { ReviewPreviewPage } from '../src/customer/ReviewPreviewPage.tsx';
import { SimpleFeedbackPage } from '../src/customer/SimpleFeedbackPage.tsx';
import { tokenFromHash } from '../src/customer/api.ts';
import './styles.css';

/**
 * The customer pages on their own: no shell, no other module, no router, just the page a customer's link names.
 * It is what a phone downloads when the link is opened; inside the app the same components run as module routes.
 */
function Page() {
  const path = location.pathname.replace(/\/+$/, '');
  const query = new URLSearchParams(location.search);
  const review = /^\/(?:customer-)?review\/([^/]+)$/.exec(path);
  if (review) return <CustomerReviewPage token={decodeURIComponent(review[1]!)} />;
  const preview = /^\/review-preview\/([^/]+)$/.exec(path);
  const token = tokenFromHash(location.hash);
  if (preview)
    return (
      <ReviewPreviewPage
        id={decodeURIComponent(preview[1]!)}
        token={token}
        businessName={query.get('businessName')}
        placeId={query.get('placeId')}
      />
    );
  if (path === '/feedback')
    return <PrivateFeedbackPage submissionId={query.get('submissionId')} reviewId={query.get('reviewId')} token={token} />;
  return <SimpleFeedbackPage linkKey={query.get('key')} jobId={query.get('jobId')} />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Page />
    <Toaster />
  </StrictMode>,
);
