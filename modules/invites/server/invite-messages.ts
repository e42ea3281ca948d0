import { translator, type LanguageChoice } from '@korero/core/i18n';
import { catalogues } from '../contract/locales/index.ts';

/**
 * The Messenger invitation in the invitation's language (issue 48): a short note from the business, the review link
 * last (the Messenger provider turns it into the button of a button template), how to stop these messages, and the
 * button's title. 'both' is the English note, as a text in 'both' is the English text with the te reo greeting: this
 * note already opens with "Kia ora". STOP stays the word to reply in every language (the webhook's opt-out word).
 */
export function composeMessenger(p: {
  businessName: string;
  customerName: string;
  jobDescription: string;
  reviewUrl: string;
  language: LanguageChoice;
}): { text: string; button: string } {
  const first = p.customerName.split(/\s+/)[0] ?? p.customerName;
  const { t } = translator(catalogues, p.language === 'mi' ? 'mi' : 'en');
  return {
    text: [t('messenger.invite', { first, business: p.businessName, job: p.jobDescription }), t('messenger.stop'), p.reviewUrl].join(
      '\n\n',
    ),
    button: t('messenger.button'),
  };
}
