import { useId, useRef, useState } from 'react';
import { Camera, X } from 'lucide-react';
import { Button, Card, resizeToDataUrl, Spinner, toast } from '@korero/web-kit';

export const MAX_PHOTOS = 3;
const MAX_BYTES = 5 * 1024 * 1024;

/** Up to three photos, each resized to fit 800 px at JPEG 0.8 before it leaves the phone. */
export function PhotoPicker({ photos, onChange }: { photos: string[]; onChange: (next: string[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const add = async (files: FileList | null) => {
    if (!files?.length) return;
    const list = [...files];
    setBusy(true);
    const next = [...photos];
    let leftOut = 0;
    for (const file of list) {
      // Full: the rest are left out (and the customer told how many), rather than refusing the whole pick.
      if (next.length >= MAX_PHOTOS) {
        leftOut++;
        continue;
      }
      if (!file.type.startsWith('image/')) {
        toast({ title: 'Invalid File Type', description: `"${file.name}" is not an image file.`, variant: 'destructive' });
        continue;
      }
      if (file.size > MAX_BYTES) {
        toast({ title: 'File Too Large', description: `"${file.name}" is larger than 5MB.`, variant: 'destructive' });
        continue;
      }
      try {
        next.push(await resizeToDataUrl(file, 800, 0.8));
      } catch (error) {
        toast({ title: 'Photo Processing Failed', description: (error as Error).message, variant: 'destructive' });
      }
    }
    if (leftOut > 0) {
      const added = next.length - photos.length;
      toast({
        title: `Up to ${MAX_PHOTOS} photos`,
        description:
          added > 0
            ? `We added the first ${added === 1 ? 'one' : added} and left out ${leftOut === 1 ? '1 more' : `${leftOut} more`}.`
            : `You already have ${MAX_PHOTOS}. Remove one to add another.`,
      });
    }
    onChange(next);
    setBusy(false);
    if (input.current) input.current.value = '';
  };

  const fullId = useId();
  const full = photos.length >= MAX_PHOTOS;
  return (
    <Card className="p-4" data-testid="photo-card">
      <div className="flex items-center justify-between gap-3">
        <div>
          <p className="flex items-center gap-2 font-medium text-stone-900">
            <Camera className="h-4 w-4 text-brand-700" aria-hidden /> Photos{' '}
            <span className="text-sm font-normal text-stone-500">(optional)</span>
          </p>
          <p className="text-xs text-stone-500">Up to 3. Only the business sees them; location data is removed.</p>
          {/* Why Add photo is disabled, beside it. */}
          {full ? (
            <p id={fullId} className="text-xs font-medium text-stone-700">
              You have added 3, the most. Remove one to add another.
            </p>
          ) : null}
        </div>
        <Button
          variant="outline"
          size="sm"
          className="min-h-11"
          disabled={busy || full}
          aria-describedby={full ? fullId : undefined}
          onClick={() => input.current?.click()}
          icon={busy ? <Spinner className="h-4 w-4" /> : undefined}
        >
          Add photo
        </Button>
      </div>
      {photos.length ? (
        <ul className="mt-3 grid grid-cols-3 gap-2" aria-label="Chosen photos">
          {photos.map((src, i) => (
            // oxlint-disable-next-line react/no-array-index-key -- the same photo may be picked twice: its place is its identity
            <li key={src.slice(-40) + i} className="relative aspect-square overflow-hidden rounded-lg border border-stone-200">
              <img src={src} alt={`Photo ${i + 1}`} className="h-full w-full object-cover" />
              <button
                type="button"
                className="group absolute right-0 top-0 flex h-11 w-11 items-center justify-center text-stone-700 focus-visible:outline-2 focus-visible:outline-brand-700"
                aria-label={`Remove photo ${i + 1}`}
                onClick={() => onChange(photos.filter((_, j) => j !== i))}
              >
                <span className="rounded-full bg-white/90 p-1 shadow group-hover:bg-white">
                  <X className="h-4 w-4" />
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        aria-label="Photo files"
        tabIndex={-1}
        onChange={(e) => void add(e.target.files)}
      />
    </Card>
  );
}
