import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@korero/web-kit/testing';
import DisputeAction from './DisputeAction.tsx';

describe('the dispute action under a Google review', () => {
  it('links a review not posted through Korero to its dispute summary', () => {
    renderScreen(<DisputeAction reviewId="0b9c1e0e-1111-4000-8000-000000000001" submissionId={null} />);
    expect(screen.getByRole('link', { name: 'Prepare a dispute' })).toHaveAttribute(
      'href',
      '/compliance/dispute/0b9c1e0e-1111-4000-8000-000000000001',
    );
  });

  it('offers none for a review a customer Korero asked posted', () => {
    renderScreen(<DisputeAction reviewId="0b9c1e0e-1111-4000-8000-000000000001" submissionId="s1" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
