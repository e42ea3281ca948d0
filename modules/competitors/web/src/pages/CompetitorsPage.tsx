import { useQuery } from '@tanstack/react-query';
import { LoadingBlock, Notice, PageHeader } from '@korero/web-kit';
import { setupQuery } from '../../../contract/client.ts';
import { AnalysisView, UpgradeMessage } from '../components/AnalysisView.tsx';

/** /competitors: nearby businesses of the owner's kind, their ratings, and what their customers say, each counted. */
export default function CompetitorsPage() {
  const setup = useQuery(setupQuery);
  const s = setup.data?.data;
  return (
    <div>
      <PageHeader
        title="Competitor Analysis"
        description="Businesses like yours nearby: their Google ratings, and what their customers praise and complain about."
      />
      {setup.isLoading ? (
        <LoadingBlock label="Loading…" />
      ) : setup.error ? (
        <Notice tone="danger" title="Analysis Error">
          Unable to fetch competitor analysis. Please ensure your Google Places integration is properly configured.
        </Notice>
      ) : s && !s.included ? (
        <UpgradeMessage setup={s} />
      ) : s ? (
        <AnalysisView setup={s} />
      ) : null}
    </div>
  );
}
