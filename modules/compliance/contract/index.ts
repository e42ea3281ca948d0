export * from './api.ts';
export * from './events.ts';
export * from './ledger.ts';

/** The spec's row health by coverage percent: 90 and up Excellent, 85 Good, 70 Warning, below Critical. */
export function rowHealth(coverage: number): 'Excellent' | 'Good' | 'Warning' | 'Critical' {
  return coverage >= 90 ? 'Excellent' : coverage >= 85 ? 'Good' : coverage >= 70 ? 'Warning' : 'Critical';
}
export * from './record-of-asking.ts';
