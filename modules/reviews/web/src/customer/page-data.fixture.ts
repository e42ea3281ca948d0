import { generalPreset } from '@korero/config/presets';

/**
 * The page's data as the server inlines it into the lean customer page's HTML: Aroha's invitation from Tane Gasfitting.
 * `invitation` and `business` change their fields (e.g. its language); remove the node after each test.
 */
export function inlinePageData(
  token: string,
  submitted: object | null = null,
  more: { invitation?: object; business?: object; transcription?: boolean } = {},
) {
  const node = document.createElement('script');
  node.id = 'korero-review-data';
  node.type = 'application/json';
  node.textContent = JSON.stringify({
    token,
    transcription: more.transcription ?? false,
    submitted,
    invitation: {
      clientId: 'b1',
      customerName: 'Aroha Smith',
      jobDescription: 'Gas hob install',
      jobLocation: 'Petone',
      businessName: 'Tane Gasfitting',
      teamMembers: JSON.stringify(['Wiremu Tane']),
      contactSource: 'Tane Gasfitting got your details from their job system, Xero.',
      ...more.invitation,
    },
    business: {
      businessName: 'Tane Gasfitting',
      businessType: 'general',
      customCriteria: JSON.stringify(generalPreset.criteria),
      logoUrl: null,
      personalExperiencePrompt: 'Tell us about your experience in your own words (optional)',
      personalExperiencePlaceholder: generalPreset.placeholder,
      serviceTypes: '[]',
      criteriaWords: { mi: {} },
      experienceWords: { mi: {} },
      ...more.business,
    },
  });
  document.head.append(node);
}
