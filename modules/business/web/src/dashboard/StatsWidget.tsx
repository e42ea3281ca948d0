import { MessageSquare, Send, Star, TrendingUp } from 'lucide-react';
import { StatCard } from '@korero/web-kit';
import { useStats, type Stats } from '../queries.ts';

const NONE: Stats = {
  invitesSent: 0,
  reviewsGenerated: 0,
  averageRating: 0,
  responseRate: 0,
  publicLink: { submissions: 0, averageRating: 0 },
};

/** The headline numbers. Reviews, rating and response rate count invitations only; the public link's are shown apart. */
export default function StatsWidget() {
  const { data, isLoading } = useStats();
  const stats = data?.data ?? NONE;
  const rate = stats.responseRate;
  const fromLink = stats.publicLink.submissions;
  return (
    <section aria-label="Your numbers" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        title="Invites Sent"
        value={stats.invitesSent}
        icon={<Send className="h-4 w-4" />}
        loading={isLoading}
        change={stats.invitesSent ? 'All time' : 'Send your first invite'}
      />
      <StatCard
        title="Reviews Generated"
        value={stats.reviewsGenerated}
        icon={<MessageSquare className="h-4 w-4" />}
        loading={isLoading}
        change={fromLink ? `+${fromLink} from your review link` : 'From invitations'}
      />
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
