import type { ComplianceJob } from '@korero/module-compliance/contract';
import type { SubmissionAnswer } from '@korero/module-reviews/contract/api';

/**
 * What a webhook says: what the owner sees on their own Reviews and Jobs screens, nothing more. No photo addresses
 * (they need the owner's session), no tokens, no ids of other systems' users.
 */
export function submissionData(s: SubmissionAnswer, invitationId: string | null) {
  const list = (text: string) => JSON.parse(text) as string[];
  return {
    submissionId: s.id,
    invitationId,
    source: s.source,
    submittedAt: s.timestamp,
    customerName: s.customerName,
    starRating: s.starRating,
    destination: s.destination,
    jobDescription: s.jobDescription,
    jobLocation: s.jobLocation,
    jobReference: s.jobReference,
    teamMembers: list(s.teamMembers),
    wentWell: s.feedbackLabels.filter((l) => l.kind === 'positive').map((l) => l.text),
    couldImprove: s.feedbackLabels.filter((l) => l.kind !== 'positive').map((l) => l.text),
    reviewText: s.review?.reviewerApprovedText ?? (s.reviewerText || null),
    postedToGoogleAt: s.review?.postedAt ?? null,
    privateFeedback: s.privateFeedback.map((f) => f.details),
    photos: list(s.photoUrls).length,
  };
}

export function invitationData(s: SubmissionAnswer, invitationId: string) {
  return {
    invitationId,
    submissionId: s.id,
    completedAt: s.timestamp,
    customerName: s.customerName,
    jobDescription: s.jobDescription,
    starRating: s.starRating,
    destination: s.destination,
  };
}

export function jobData(job: ComplianceJob) {
  return {
    jobId: job.id,
    externalId: job.externalId,
    jobDate: job.jobDate,
    customerName: job.customerName,
    customerPhone: job.customerPhone,
    customerEmail: job.customerEmail,
    description: job.description,
    location: job.location,
    technicians: job.technicians,
    source: job.source,
    recordedAt: job.createdAt,
  };
}
