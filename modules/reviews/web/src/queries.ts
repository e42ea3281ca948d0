export interface FeedbackLabel {
  id: string;
  text: string;
  kind: 'positive' | 'improvement';
  category: string;
}

export interface SubmissionRow {
  id: string;
  starRating: number;
  timestamp: string;
  customerName: string;
  jobDescription: string | null;
  jobLocation: string | null;
  teamMembers: string;
  selectedFeedback: string;
  feedbackLabels: FeedbackLabel[];
  ratingScores: string;
  reviewerText: string;
  photoUrls: string;
  satisfaction: string | null;
  destination: 'google' | 'private';
  review: { id: string; aiGeneratedText: string; reviewerApprovedText: string; googleReviewUrl: string | null; postedAt: string | null } | null;
  privateFeedback: Array<{ id: string; details: string; email: string | null; createdAt: string }>;
}

export const SUBMISSIONS_KEY = ['/api/submissions'] as const;
