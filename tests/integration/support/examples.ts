/**
 * Valid bodies for the routes that create or change records, by route. The tenancy sweep builds its fixtures with
 * them; the fuzz sweep starts from them and spoils a field or two, so its input gets past validation to the code
 * and the database behind it. `ids` holds the caller's own records as the fixtures made them.
 */
export type Ids = Record<string, string>;

export const EXAMPLE_BODIES: Record<string, (ids: Ids) => unknown> = {
  'POST /api/teams': () => ({ name: 'North crew', description: 'Jobs north of the bridge' }),
  'PATCH /api/teams/:id': () => ({ name: 'South crew' }),
  'POST /api/team-members': (ids) => ({ teamId: ids.team ?? '', name: 'Sam', role: 'Plumber' }),
  'PATCH /api/team-members/:id': () => ({ name: 'Sam T', role: 'Lead' }),
  'POST /api/compliance/jobs': () => ({
    jobDate: '2026-11-10',
    customerName: 'Aroha Smith',
    description: 'Hot water cylinder',
    location: 'Lower Hutt',
    technicians: ['Sam'],
  }),
  'PUT /api/compliance/jobs/:id': () => ({ jobDate: '2026-11-11', customerName: 'Aroha Smith', description: 'Cylinder', technicians: [] }),
  'POST /api/compliance/jobs/:id/skip': () => ({ reason: 'customer_declined' }),
  'POST /api/compliance/jobs/import': () => ({
    csv: 'Date,Customer,Job\n2026-10-01,Aroha Smith,Gutters',
    mapping: { jobDate: 'Date', customerName: 'Customer', description: 'Job' },
    dryRun: true,
  }),
  // A reserved name that never resolves: the sweeps' kernels lift the address rules (WEBHOOKS_ALLOW_PRIVATE), and a
  // delivery, if one ran, would find no such host; no test sends anything to a routable address.
  'POST /api/integrations/webhooks': () => ({ url: 'https://receiver.korero.invalid/hook', events: ['review.submitted', 'job.recorded'] }),
  'POST /api/competitors': () => ({ placeId: 'ChIJsweep000000000000000001', name: 'Other Street Plumbing' }),
  'POST /api/api-keys': () => ({ name: 'Job system', scopes: ['jobs:write'] }),
  'POST /api/staff/invitations': (ids) => ({
    email: `tech.${(ids.business ?? 'x').slice(0, 8)}@co-nz.example`,
    role: 'technician',
    teamMemberId: ids.member,
  }),
  'PATCH /api/staff/:id': () => ({ role: 'manager' }),
  'POST /api/businesses': () => ({ businessName: 'Petone Electrical' }),
  'POST /api/businesses/switch': (ids) => ({ businessId: ids.business }),
  'POST /api/follow-ups/:id/messages': () => ({ channel: 'email', body: 'Sorry about the wait; we will come back on Thursday.' }),
  'PATCH /api/follow-ups/:id': (ids) => ({ assigneeId: ids.member }),
  'POST /api/follow-ups/:id/notes': () => ({ body: 'Call them back.' }),
  'PUT /api/google/reviews/:id/reply': () => ({ comment: 'Thank you for the kind words.' }),
  'POST /api/follow-up/:token/messages': () => ({ body: 'Thursday suits me.' }),
  'POST /api/invites': () => ({
    customerName: 'Aroha Smith',
    jobDescription: 'Hot water cylinder',
    jobLocation: 'Lower Hutt',
    teamMembers: '["Sam"]',
  }),
  'PATCH /api/profile': () => ({
    businessName: 'Kiwi Plumbing',
    email: 'owner@co-nz.example',
    businessPhone: '04 123 4567',
    serviceTypes: '["Hot water"]',
  }),
  'PUT /api/profile': () => ({
    businessType: 'cleaning',
    customCriteria: JSON.stringify({
      quality: ['Spotless', 'Thorough', 'Careful', 'Tidy'],
      service: ['Friendly', 'Helpful', 'Polite', 'Clear'],
      timeliness: ['On time', 'Quick', 'Prompt', 'Reliable'],
      communication: ['Clear', 'Responsive', 'Kept us informed', 'Easy to reach'],
      value: ['Fair price', 'Good value', 'No surprises', 'Worth it'],
      improvementAreas: ['Timing', 'Tidiness', 'Price', 'Communication', 'Quality', 'Manners', 'Parking', 'Noise'],
    }),
    personalExperiencePrompt: 'Tell us how the clean went',
    personalExperiencePlaceholder: 'The team was…',
    customSmsMessage: 'Hi! How did [job] go with [business name]? Tap to review: [link] Reply STOP to opt out.',
  }),
  'PATCH /api/profile/logo': () => ({ logoUrl: '' }),
  'PUT /api/profile/sms-long-text': () => ({ smsLongText: 'split' }),
  'POST /api/places/search': () => ({ query: 'Kiwi Plumbing Lower Hutt' }),
  'POST /api/support/place-id-request': () => ({
    email: 'owner@co-nz.example',
    businessName: 'Kiwi Plumbing',
    businessAddress: '1 High St, Lower Hutt',
  }),
  'POST /api/discount-codes/validate': () => ({ code: 'WELCOME10', targetTier: 'professional' }),
  'POST /api/create-subscription': () => ({ tierId: 'tier1', yearly: false }),
  'POST /api/reviews/generate/:token': () => ({ starRating: 5, selectedFeedback: ['quality-0'], reviewerText: 'Fixed it fast.' }),
  'POST /api/reviews/submit/:token': () => ({
    starRating: 5,
    selectedFeedback: ['quality-0'],
    reviewerText: 'Fixed it fast.',
    generatedReview: 'Sam fixed our hot water cylinder fast and left everything tidy.',
    reviewDestination: 'google',
    consent: true,
  }),
  'POST /api/submit-review': (ids) => ({
    satisfaction: 'Satisfied',
    feedback: ['Reliable'],
    comments: 'Good job',
    rating: 4,
    clientId: ids.business ?? '',
  }),
  'POST /api/submit-feedback': (ids) => ({
    details: 'The tap still drips a little.',
    email: 'aroha@co-nz.example',
    submissionId: ids.submission ?? '',
  }),
  'PATCH /api/review/:id': () => ({ editedText: 'Great work, thanks Sam.' }),
  'POST /api/review/:id/submit': () => ({ googleReviewUrl: 'https://g.page/r/example/review' }),
  'POST /api/login': () => ({ username: 'nobody-here', password: 'not the password' }),
  'POST /api/auth/forgot-password': () => ({ email: 'nobody@co-nz.example' }),
};
