import { CirclePlay, Clock, ExternalLink, Play } from 'lucide-react';
import { Badge, Button, Card } from '@korero/web-kit';
import { DIFFICULTY_TONE, VIDEO_ICONS, type DemoVideo } from '../demo-videos.ts';

function VideoIcon({ name }: { name: string }) {
  const Icon = VIDEO_ICONS[name] ?? CirclePlay;
  return <Icon className="h-6 w-6" aria-hidden />;
}

export function VideoCard({ video }: { video: DemoVideo }) {
  const noteId = `${video.id}-note`;
  const note = video.comingSoon ? 'We’re still making this one.' : video.url ? null : 'This deployment hasn’t published the link yet.';

  return (
    <Card className="flex w-full flex-col p-5" data-testid="video-card">
      <div className="flex items-start justify-between gap-3">
        <span className={video.comingSoon ? 'rounded-xl bg-stone-100 p-3 text-stone-500' : 'rounded-xl bg-brand-50 p-3 text-brand-700'}>
          <VideoIcon name={video.icon} />
        </span>
        <div className="flex flex-wrap justify-end gap-1.5">
          {video.comingSoon ? <Badge tone="info">Coming Soon</Badge> : null}
          <Badge tone={DIFFICULTY_TONE[video.difficulty]}>{video.difficulty}</Badge>
        </div>
      </div>
      <h2 className="mt-4 text-lg font-semibold leading-snug text-stone-900">{video.title}</h2>
      <p className="mt-2 flex-1 text-sm leading-6 text-stone-600">{video.description}</p>
      <p className="mt-4 flex items-center gap-1.5 text-sm text-stone-500">
        <Clock className="h-4 w-4" aria-hidden />
        <span>
          <span className="sr-only">Duration </span>
          {video.duration}
        </span>
      </p>
      <div className="mt-4 border-t border-stone-100 pt-4">
        {video.url && !video.comingSoon ? (
          <Button asChild className="w-full">
            <a href={video.url} target="_blank" rel="noopener noreferrer">
              <Play className="h-4 w-4" aria-hidden />
              Watch Video
              <span className="sr-only">: {video.title} (opens in a new tab)</span>
              <ExternalLink className="h-3.5 w-3.5 opacity-70" aria-hidden />
            </a>
          </Button>
        ) : (
          <>
            <Button className="w-full" variant={video.comingSoon ? 'outline' : 'primary'} disabled aria-describedby={noteId}>
              <Play className="h-4 w-4" aria-hidden />
              Watch Video
            </Button>
            <p id={noteId} className="mt-2 text-center text-xs text-stone-500">
              {note}
            </p>
          </>
        )}
      </div>
    </Card>
  );
}
