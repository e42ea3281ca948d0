// The `web` test project's setup: DOM matchers, a clean page after each test, and the few browser APIs jsdom lacks
// that the UI kit (Radix) and the screens call.
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { takeAnswerProblems } from './answer-check.ts';

afterEach(() => {
  // The toast store outlives a render: close what is showing so the next test starts without it.
  for (const close of screen.queryAllByRole('button', { name: 'Dismiss' })) fireEvent.click(close);
  cleanup();
  vi.unstubAllGlobals();
  // An answer the fake server gave that the real route would never send fails the test that gave it.
  const problems = takeAnswerProblems();
  if (problems.length) throw new Error(problems.join('\n\n'));
});

window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
