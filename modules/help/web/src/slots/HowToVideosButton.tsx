import { useNavigate } from 'react-router';
import { PlayCircle } from 'lucide-react';
import { Button } from '@korero/web-kit';

/** dashboard.hero: the demo videos, beside the welcome card's main action. */
export function HowToVideosButton() {
  const navigate = useNavigate();
  return (
    <Button size="lg" variant="inverseGhost" icon={<PlayCircle className="h-5 w-5" />} onClick={() => navigate('/demo-videos')}>
      How-to Videos
    </Button>
  );
}
