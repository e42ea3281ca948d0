import { useState } from 'react';

/**
 * What a radio group showing a saved setting shows: the choice tapped, at once, before the save's answer or the
 * optimistic setting renders. A controlled radio otherwise springs back to the saved value until then, so a tap seems
 * lost (and a browser test's `check()` sees no change). A new value from outside, such as the saved answer or a
 * refused save put back, wins. `forget` shows the value again: a refused save whose value never changed on screen.
 *
 * Call `tap` in the radio's onChange, beside the save: `onChange={() => { tap(o.value); save.mutate(o.value); }}`.
 */
export function useTappedChoice<T>(value: T): { shown: T; tap: (choice: T) => void; forget: () => void } {
  const [picked, setPicked] = useState<{ value: T; from: T } | null>(null);
  const current = picked !== null && Object.is(picked.from, value) ? picked : null;
  // Adjusted while drawing, as React advises for state that follows a prop: the outside value has moved on.
  if (picked !== null && current === null) setPicked(null);
  return {
    shown: current ? current.value : value,
    tap: (choice) => setPicked({ value: choice, from: value }),
    forget: () => setPicked(null),
  };
}
