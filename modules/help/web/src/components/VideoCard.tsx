import { useState } from 'react';
import { CirclePlay, Clock, ExternalLink, Play } from 'lucide-react';
import { Badge, Button, Card } from '@korero/web-kit';
import { DIFFICULTY_TONE, playerFor, VIDEO_ICONS, type PublishedDemoVideo } from '../demo-videos.ts';

function VideoIcon({ name }: { name: string }) {
  const Icon = VIDEO_ICONS[name] ?? CirclePlay;
  return <Icon className="h-5 w-5" aria-hidden />;
}

/**
 * A published video that plays on the page: a video file in the browser's player, or a YouTube or Vimeo player loaded
 * only when the owner presses Play (nothing reaches those sites before then). A link opens it in a new tab too.
 */
function VideoPlayer({ video }: { video: PublishedDemoVideo }) {
  const player = playerFor(video.url);
  const [started, setStarted] = useState(false);
  const frame = 'aspect-video w-full overflow-hidden rounded-lg bg-stone-900';
  if (player.kind === 'file') {
    return (
      <video className={frame} controls preload="metadata" src={player.src} title={video.title} data-testid="video-player">
        <a href={video.url}>Download the video</a>
      </video>
    );
  }
  if (started) {
    return (
      <iframe
        className={frame}
        src={`${player.src}?autoplay=1`}
        title={video.title}
        allow="autoplay; fullscreen; picture-in-picture"
        // The players (another origin, so the two allowances cannot reach this page) need their scripts and storage;
        // nothing else: no navigating this page, no forms.
        // oxlint-disable-next-line react/iframe-missing-sandbox
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        data-testid="video-player"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setStarted(true)}
      className={`${frame} group flex flex-col items-center justify-center gap-2 text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700`}
    >
      <span className="rounded-full bg-white/15 p-4 transition-colors group-hover:bg-white/25">
        <Play className="h-8 w-8" aria-hidden />
      </span>
      <span className="text-sm font-medium">
        Play video<span className="sr-only">: {video.title}</span>
      </span>
    </button>
  );
}

export function VideoCard({ video }: { video: PublishedDemoVideo }) {
  return (
    <Card className="flex w-full flex-col gap-4 p-5" data-testid="video-card">
      <VideoPlayer video={video} />
      <div className="flex items-start justify-between gap-3">
        <h3 className="flex items-center gap-2 text-lg font-semibold leading-snug text-stone-900">
          <span className="shrink-0 rounded-lg bg-brand-50 p-2 text-brand-700">
            <VideoIcon name={video.icon} />
          </span>
          {video.title}
        </h3>
        <Badge tone={DIFFICULTY_TONE[video.difficulty]}>{video.difficulty}</Badge>
      </div>
      <p className="flex-1 text-sm leading-6 text-stone-600">{video.description}</p>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-600">
        <span className="flex items-center gap-1.5">
          <Clock className="h-4 w-4" aria-hidden />
          <span className="sr-only">Duration </span>
          {video.duration}
        </span>
        <Button asChild variant="link" size="sm">
          <a href={video.url} target="_blank" rel="noopener noreferrer">
            Open in a new tab<span className="sr-only">: {video.title}</span>
            <ExternalLink className="h-3.5 w-3.5" aria-hidden />
          </a>
        </Button>
      </div>
    </Card>
  );
}
