import { useLayoutEffect, type AnchorHTMLAttributes } from 'react';

/**
 * What the sign-in screen uses of react-router, for the lean page only (vite.sign-in.config.ts points react-router
 * here): every way out of /auth loads the next address in full, which brings the shell and its router. A name
 * AuthPage starts using that is missing here fails the lean page's build, never the page.
 */
export function Link({ to, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a href={to} {...props} />;
}

export function useNavigate(): (to: string) => void {
  return (to) => window.location.assign(to);
}

export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  useLayoutEffect(() => (replace ? window.location.replace(to) : window.location.assign(to)), [to, replace]);
  return null;
}
