import { LifeBuoy, Mail } from 'lucide-react';
import { Button, LoadingBlock, PageHeader, PublicPage, useSupportEmail } from '@korero/web-kit';
import { VideoCard } from '../components/VideoCard.tsx';
import { useDemoVideos } from '../demo-videos.ts';
import { GuideList } from '../guides/GuideList.tsx';
import { SUPPORT_HOURS, supportMailto } from '../support.ts';

/**
 * /demo-videos: the deployment's published videos, each playing on the page, then Korero's written step-by-step
 * guides. A fresh install publishes no video, so the page is the guides alone; a video that cannot be watched is never
 * shown.
 */
export default function DemoVideosPage() {
  const query = useDemoVideos();
  const email = useSupportEmail();
  const videos = query.data?.data ?? [];
  const hasVideos = videos.length > 0;
  return (
    <PublicPage width="wide">
      <PageHeader
        title={hasVideos ? 'How-to Videos and Guides' : 'How-to Guides'}
        description={
          hasVideos
            ? 'Short videos and step-by-step guides to Korero, from setting up your business to reading what your customers say.'
            : 'Step-by-step guides to Korero, from setting up your business to reading what your customers say. Each one follows the screens you will see.'
        }
      />
      {query.isPending ? <LoadingBlock label="Loading videos…" /> : null}
      {hasVideos ? (
        <section aria-labelledby="videos-heading" className="mb-12">
          <h2 id="videos-heading" className="mb-4 text-xl font-semibold text-stone-900">
            Videos
          </h2>
          <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {videos.map((video) => (
              <li key={video.id} className="flex">
                <VideoCard video={video} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="guides-heading">
        <h2 id="guides-heading" className="mb-4 text-xl font-semibold text-stone-900">
          Step-by-step guides
        </h2>
        <GuideList />
      </section>
      <section
        aria-labelledby="more-help"
        className="mt-12 flex flex-col gap-4 rounded-xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div className="flex gap-3">
          <LifeBuoy className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" aria-hidden />
          <div>
            <h2 id="more-help" className="text-lg font-semibold text-brand-950">
              Need a hand?
            </h2>
            <p className="mt-1 text-sm leading-6 text-brand-900">
              Can’t find what you need? Our support team will talk you through it, {SUPPORT_HOURS}.
            </p>
          </div>
        </div>
        <Button asChild className="w-full sm:w-auto">
          <a href={supportMailto(email, 'Help with Korero')}>
            <Mail className="h-4 w-4" aria-hidden />
            Contact Support
          </a>
        </Button>
      </section>
    </PublicPage>
  );
}
