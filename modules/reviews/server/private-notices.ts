import type { ReviewsPrivateNotices } from '../contract/index.ts';

/**
 * Whether the reviews module emails the owner about private feedback itself: yes, unless a module that took the
 * notice over (followups) is on at the moment of sending. Switched off at run time, the notice comes back here.
 */
export class PrivateNotices implements ReviewsPrivateNotices {
  #takenBy: (() => boolean) | null = null;

  takeOver(isOn: () => boolean): void {
    this.#takenBy = isOn;
  }

  /** True when this module should send the notice itself. */
  ownNotice(): boolean {
    return !this.#takenBy?.();
  }
}
