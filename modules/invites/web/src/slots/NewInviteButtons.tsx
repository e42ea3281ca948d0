import { useNavigate } from 'react-router';
import { Plus } from 'lucide-react';
import { Button, type HeaderActionProps } from '@korero/web-kit';

/** header.primary: small in the header bar, full width in the phone menu. */
export function NewInviteHeaderButton({ placement }: HeaderActionProps) {
  const navigate = useNavigate();
  return (
    <Button size={placement === 'header' ? 'sm' : 'md'} icon={<Plus className="h-4 w-4" />} onClick={() => navigate('/invites')}>
      New Invite
    </Button>
  );
}

/** dashboard.hero: the welcome card's first action. */
export function NewInviteHeroButton() {
  const navigate = useNavigate();
  return (
    <Button size="lg" variant="inverse" icon={<Plus className="h-5 w-5" />} onClick={() => navigate('/invites')}>
      New Invite
    </Button>
  );
}
