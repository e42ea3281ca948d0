import { MessageSquare, Send, Star, TrendingUp } from 'lucide-react';
import { StatCard } from '@korero/web-kit';
import { useStats } from '../queries.ts';

/** Response rate: reviews ÷ invitations, rounded, never above 100%. */
export function responseRate(invites: number, reviews: number): number {
  return invites > 0 ? Math.min(100, Math.round((reviews / invites) * 100)) : 0;
}

export default function StatsWidget() {
  const { data, isLoading } = useStats();
  const stats = data?.data ?? { invitesSent: 0, reviewsGenerated: 0, averageRating: 0 };
  const rate = responseRate(stats.invitesSent, stats.reviewsGenerated);
  return (
    <section aria-label="Your numbers" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard title="Invites Sent" value={stats.invitesSent} icon={<Send className="h-4 w-4" />} loading={isLoading} change={stats.invitesSent ? 'All time' : 'Send your first invite'} />
      <StatCard title="Reviews Generated" value={stats.reviewsGenerated} icon={<MessageSquare className="h-4 w-4" />} loading={isLoading} change="All time" />
      <StatCard
        title="Average Rating"
        value={stats.averageRating ? `${stats.averageRating.toFixed(1)} ★` : '—'}
        icon={<Star className="h-4 w-4" />}
        loading={isLoading}
        change={stats.averageRating ? (stats.averageRating >= 4 ? 'Customers are happy' : 'Room to improve') : 'No reviews yet'}
        changeType={stats.averageRating >= 4 ? 'positive' : stats.averageRating ? 'negative' : 'neutral'}
      />
      <StatCard
        title="Response Rate"
        value={`${rate}%`}
        icon={<TrendingUp className="h-4 w-4" />}
        loading={isLoading}
        change="Reviews per invitation"
        changeType={rate >= 50 ? 'positive' : 'neutral'}
      />
    </section>
  );
}
