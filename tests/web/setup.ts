// The `web` test project's second setup: every answer a screen test's fake server gives is checked against the answer
// the real route declares (web-kit/testing/answer-check.ts). The table of routes names every module's contract, so
// it is made here, in tests/, and handed to web-kit, which names none.
// Only the checker: the rest of web-kit/testing (React, the router) is for the tests that draw a screen.
import { checkAnswersAgainst } from '@korero/web-kit/testing/answers';
import { declaredAnswers, errorAnswer } from './answers.generated.ts';

checkAnswersAgainst({
  routes: declaredAnswers,
  errorAnswer,
  // Requests a screen test answers though no route of Korero's API does, each with why that is fine.
  unchecked: {
    'GET /api/figures':
      "web-shell's BusinessSwitcher and sign-out tests: a stand-in for any module's data, to see the shell ask for it again or not (the shell names no module's route)",
  },
});
