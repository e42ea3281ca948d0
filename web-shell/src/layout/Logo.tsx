import { Link } from 'react-router';

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="flex items-center gap-2 rounded-md font-bold text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-700" aria-label="Korero home">
      <img src="/favicon.svg" alt="" className="h-8 w-8" />
      <span className="text-lg tracking-tight">Korero</span>
    </Link>
  );
}
