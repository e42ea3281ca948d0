import { LifeBuoy, Mail, Video } from 'lucide-react';
import {
  Button,
  EmptyState,
  LoadingBlock,
  Notice,
  PageHeader,
  PublicPage,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@korero/web-kit';
import { VideoCard } from '../components/VideoCard.tsx';
import { CATEGORY_TABS, useDemoVideos, type DemoVideo } from '../demo-videos.ts';
import { SUPPORT_HOURS, supportMailto } from '../support.ts';

function VideoGrid({ videos }: { videos: DemoVideo[] }) {
  if (videos.length === 0) {
    return (
      <EmptyState
        icon={<Video className="h-6 w-6" aria-hidden />}
        title="No videos here yet"
        description="Try another category, or check back soon."
      />
    );
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {videos.map((video) => (
        <li key={video.id} className="flex">
          <VideoCard video={video} />
        </li>
      ))}
    </ul>
  );
}

function Videos() {
  const query = useDemoVideos();
  if (query.isPending) return <LoadingBlock label="Loading videos…" />;
  if (query.isError) {
    return (
      <Notice tone="danger" title="The videos couldn’t be loaded">
        <p>{query.error.message}</p>
        <p className="mt-1">Please refresh the page, or contact support if it keeps happening.</p>
      </Notice>
    );
  }
  const videos = query.data.data;
  return (
    <Tabs defaultValue="all">
      <TabsList aria-label="Video categories">
        {CATEGORY_TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {CATEGORY_TABS.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="mt-6">
          <VideoGrid videos={tab.value === 'all' ? videos : videos.filter((v) => v.category === tab.value)} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

export default function DemoVideosPage() {
  return (
    <PublicPage width="wide">
      <PageHeader
        title="Demo Videos"
        description="Short walkthroughs of Korero, from setting up your business to reading what your customers say. Watch at your own pace."
      />
      <Videos />
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
              Can’t find the video you need? Our support team will talk you through it, {SUPPORT_HOURS}.
            </p>
          </div>
        </div>
        <Button asChild className="w-full sm:w-auto">
          <a href={supportMailto('Help with Korero')}>
            <Mail className="h-4 w-4" aria-hidden />
            Contact Support
          </a>
        </Button>
      </section>
    </PublicPage>
  );
}
