import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@korero/web-kit';
import { catalogues } from '../../../locales/index.ts';
import { PrivacyNote as Note } from './ReviewHeader.tsx';

/** The note as a customer page draws it: in the page's language (English here). */
const PrivacyNote = () => (
  <I18nProvider catalogues={catalogues} choice="en">
    <Note />
  </I18nProvider>
);

afterEach(() => {
  document.head.querySelectorAll('meta[name="korero-support-email"], #korero-status').forEach((node) => node.remove());
});

describe("the customer's privacy note", () => {
  it("gives the deployment's support address (SUPPORT_EMAIL) from the lean page's meta, asking no API", () => {
    const meta = document.createElement('meta');
    meta.name = 'korero-support-email';
    meta.content = 'help@korero-nz.example';
    document.head.append(meta);
    // No query cache and no server: the lean customer page has neither.
    render(<PrivacyNote />);
    expect(screen.getByText(/email help@korero-nz\.example or read our/)).toBeInTheDocument();
  });

  it("inside the app, reads it from the site's status the page carries", () => {
    const status = document.createElement('script');
    status.id = 'korero-status';
    status.type = 'application/json';
    status.textContent = JSON.stringify({
      data: {
        siteName: 'Korero',
        siteDescription: '',
        supportEmail: 'kia-ora@korero-nz.example',
        maintenance: { on: false, message: '', openToYou: true },
      },
    });
    document.head.append(status);
    render(<PrivacyNote />);
    expect(screen.getByText(/email kia-ora@korero-nz\.example or read our/)).toBeInTheDocument();
  });

  it('without either, points to the privacy policy alone', () => {
    render(<PrivacyNote />);
    expect(screen.getByText(/delete your information, read our/)).toBeInTheDocument();
  });
});
