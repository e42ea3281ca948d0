import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button, minutes, type HeaderActionProps } from '@korero/web-kit';
import { followUpsClient, followUpsKeys } from '../../../contract/client.ts';

/**
 * header.primary: "Follow-ups" with the number that need an answer. Drawn only while some do: an owner with none has
 * nothing to be called to, and the header on a phone has little room (the nav always has the page). No icon: this is
 * in the remote's entry, loaded on every page, and an icon library's runtime would double it.
 */
export function FollowUpsHeaderButton({ placement }: HeaderActionProps) {
  const counts = useQuery({ queryKey: followUpsKeys.counts, queryFn: followUpsClient.counts, staleTime: minutes(1) });
  const open = counts.data?.data.open ?? 0;
  if (open === 0) return null;
  const needs = `need${open === 1 ? 's' : ''} an answer`;
  return (
    <Button asChild size={placement === 'header' ? 'sm' : 'md'} variant="outline" className={placement === 'menu' ? 'w-full' : undefined}>
      <Link to="/follow-ups?status=open" title={`${open} ${needs}`}>
        Follow-ups{' '}
        <span className="min-w-5 rounded-full bg-amber-100 px-1.5 text-center text-xs font-semibold text-amber-900">
          {open > 99 ? '99+' : open}
        </span>{' '}
        {/* The name says what the number is ("Follow-ups 3 need an answer"), and holds the words seen. */}
        <span className="sr-only">{needs}</span>
      </Link>
    </Button>
  );
}
