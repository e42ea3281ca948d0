/**
 * Korero's mark (public/favicon.svg) drawn inline: the page's <link rel="icon"> is then the only request for it, where
 * an <img> of the same file in the loading frame and on the sign-in page each asked again (issue 33's request budget).
 */
export function KoreroMark({ className }: { className?: string }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#126752" />
      <path d="M18 16h28a6 6 0 0 1 6 6v16a6 6 0 0 1-6 6H31l-10 8v-8h-3a6 6 0 0 1-6-6V22a6 6 0 0 1 6-6z" fill="#fff" />
      <path d="M32 22l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" fill="#f59e0b" />
    </svg>
  );
}
