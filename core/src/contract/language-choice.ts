import { z } from 'zod';
import { LANGUAGE_CHOICES } from './languages.ts';

/** The language a request names (an invitation's, a business's setting): 'en', 'mi' or 'both'. */
export const languageChoice = z.enum(LANGUAGE_CHOICES, { error: "language must be 'en', 'mi' or 'both'" });
