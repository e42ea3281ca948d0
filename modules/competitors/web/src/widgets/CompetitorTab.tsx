import { useQuery } from '@tanstack/react-query';
import { LoadingBlock } from '@korero/web-kit';
import { setupQuery } from '../../../contract/client.ts';
import { AnalysisView } from '../components/AnalysisView.tsx';

/** The analytics page's Competitor Analysis tab: the same analysis as /competitors. */
export default function CompetitorTab() {
  const setup = useQuery(setupQuery);
  if (!setup.data) return <LoadingBlock label="Loading your competitor analysis…" />;
  return <AnalysisView setup={setup.data.data} />;
}
