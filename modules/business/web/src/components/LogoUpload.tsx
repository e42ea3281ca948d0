import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, Spinner, toast } from '@korero/web-kit';
import { businessClient } from '../../../contract/client.ts';
import { checkLogoFile, uploadLogo } from '../lib/upload-logo.ts';
import { PROFILE_KEY } from '../queries.ts';
import { subscriptionPage } from '@korero/module-subscription/contract/pages';

type State = 'idle' | 'uploading' | 'saved' | 'failed';

/** The logo: shown, replaced (resized to 200×200 JPEG in the browser) or removed. Saves at once. */
export function LogoUpload({
  logoUrl,
  businessName,
  shownToCustomers,
}: {
  logoUrl: string | null;
  businessName: string | null;
  shownToCustomers: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const [state, setState] = useState<State>('idle');
  const [removing, setRemoving] = useState(false);
  const initial = (businessName?.trim()[0] ?? 'K').toUpperCase();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkLogoFile(file);
    if (problem) return toast({ ...problem, variant: 'destructive' });
    setState('uploading');
    try {
      await uploadLogo(file);
      await client.invalidateQueries({ queryKey: PROFILE_KEY });
      setState('saved');
      const description = shownToCustomers
        ? 'Customers will see it on your review pages.'
        : 'Saved. Customers will see it once you are on Professional or Business.';
      toast({ title: 'Logo updated', description, variant: 'success' });
    } catch (error) {
      setState('failed');
      toast({ title: 'Upload failed', description: (error as Error).message, variant: 'destructive' });
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const remove = async () => {
    setRemoving(true);
    try {
      await businessClient.setLogo('');
      await client.invalidateQueries({ queryKey: PROFILE_KEY });
      toast({ title: 'Logo removed', variant: 'success' });
    } catch (error) {
      toast({ title: 'Failed to remove logo', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <div className="flex items-center gap-4" data-testid="logo-upload" data-state={state}>
      <div className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-stone-200 bg-white">
        {logoUrl ? (
          <img
            src={logoUrl}
            alt="Business logo"
            className="h-full w-full object-contain"
            onError={() => toast({ title: 'Logo load error', description: 'Could not load the logo image.', variant: 'destructive' })}
          />
        ) : (
          <span className="flex h-full w-full items-center justify-center bg-brand-700 text-2xl font-bold text-white" aria-hidden>
            {initial}
          </span>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            icon={state === 'uploading' ? <Spinner className="h-4 w-4" /> : <ImagePlus className="h-4 w-4" />}
            disabled={state === 'uploading'}
            onClick={() => input.current?.click()}
          >
            {state === 'uploading' ? 'Uploading…' : logoUrl ? 'Change Logo' : 'Upload Logo'}
          </Button>
          {logoUrl ? (
            <Button size="sm" variant="dangerGhost" icon={<Trash2 className="h-4 w-4" />} loading={removing} onClick={remove}>
              Remove
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-stone-500">PNG, JPEG or WebP, up to 5 MB. We resize it to fit 200 × 200.</p>
        {shownToCustomers ? null : (
          <p className="text-xs text-stone-600" data-testid="logo-plan-note">
            Your logo appears on customers&apos; review pages on Professional and Business.{' '}
            <Link to={subscriptionPage('/subscription')} className="font-medium text-brand-700 underline underline-offset-2">
              See plans
            </Link>
          </p>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/jpg,image/webp,.png,.jpg,.jpeg,.webp"
        className="sr-only"
        aria-label="Logo file"
        tabIndex={-1}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
    </div>
  );
}
