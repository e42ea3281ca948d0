import { Link } from 'react-router';

export const SUPPORT_EMAIL = 'support@korero.co.nz';
const YEAR = new Date().getFullYear();

/** The footer on shared pages: the legal pages, data deletion and a way to reach a person. */
export function Footer() {
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-stone-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
          <Link className="hover:text-stone-900 hover:underline" to="/privacy-policy">
            Privacy Policy
          </Link>
          <Link className="hover:text-stone-900 hover:underline" to="/terms-of-service">
            Terms of Service
          </Link>
          <Link className="hover:text-stone-900 hover:underline" to="/data-deletion">
            Delete Your Data
          </Link>
          <a className="hover:text-stone-900 hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
            Contact Support
          </a>
        </nav>
        <p>© {YEAR} Korero. Made in Aotearoa New Zealand.</p>
      </div>
    </footer>
  );
}
