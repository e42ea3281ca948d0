import { useNavigate } from 'react-router';
import { BookOpen, PlayCircle } from 'lucide-react';
import { Button } from '@korero/web-kit';
import { useDemoVideos } from '../demo-videos.ts';

/**
 * dashboard.hero: the how-to page, beside the welcome card's main action. It says "Videos" only when the deployment
 * has published some; otherwise it leads to the written guides and says so.
 */
export function HowToButton() {
  const navigate = useNavigate();
  const videos = useDemoVideos().data?.data.length ?? 0;
  return (
    <Button
      size="lg"
      variant="inverseGhost"
      icon={videos ? <PlayCircle className="h-5 w-5" /> : <BookOpen className="h-5 w-5" />}
      onClick={() => navigate('/demo-videos')}
    >
      {videos ? 'How-to Videos' : 'How-to Guides'}
    </Button>
  );
}
