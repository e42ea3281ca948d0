import { useId, useRef, useState } from 'react';
import { Camera, X } from 'lucide-react';
import { Button, Card, resizeToDataUrl, Spinner, toast, useT } from '@korero/web-kit';

export const MAX_PHOTOS = 3;
const MAX_BYTES = 5 * 1024 * 1024;

/** Up to three photos, each resized to fit 800 px at JPEG 0.8 before it leaves the phone. */
export function PhotoPicker({ photos, onChange }: { photos: string[]; onChange: (next: string[]) => void }) {
  const { t } = useT();
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
        toast({
          title: t('photos.invalidType.title'),
          description: t('photos.invalidType.text', { name: file.name }),
          variant: 'destructive',
        });
        continue;
      }
      if (file.size > MAX_BYTES) {
        toast({ title: t('photos.tooLarge.title'), description: t('photos.tooLarge.text', { name: file.name }), variant: 'destructive' });
        continue;
      }
      try {
        next.push(await resizeToDataUrl(file, 800, 0.8));
      } catch (error) {
        toast({ title: t('photos.failed'), description: (error as Error).message, variant: 'destructive' });
      }
    }
    if (leftOut > 0) {
      const added = next.length - photos.length;
      toast({
        title: t('photos.limit.title', { max: MAX_PHOTOS }),
        description: added > 0 ? t('photos.limit.added', { added, leftOut }) : t('photos.limit.already', { max: MAX_PHOTOS }),
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
            <Camera className="h-4 w-4 text-brand-700" aria-hidden /> {t('photos.heading')}{' '}
            <span className="text-sm font-normal text-stone-500">{t('common.optional')}</span>
          </p>
          <p className="text-xs text-stone-500">{t('photos.hint')}</p>
          {/* Why Add photo is disabled, beside it. */}
          {full ? (
            <p id={fullId} className="text-xs font-medium text-stone-700">
              {t('photos.full')}
            </p>
          ) : null}
        </div>
        <Button
          variant="outline"
          size="sm"
          // Wraps in 'both' ("Tāpiri whakaahua / Add photo" ran 80 px past a 390 px phone on one line).
          className="h-auto! min-h-11 max-w-36 py-1.5 whitespace-normal!"
          disabled={busy || full}
          aria-describedby={full ? fullId : undefined}
          onClick={() => input.current?.click()}
          icon={busy ? <Spinner className="h-4 w-4" /> : undefined}
        >
          {t('photos.add')}
        </Button>
      </div>
      {photos.length ? (
        <ul className="mt-3 grid grid-cols-3 gap-2" aria-label={t('photos.chosen')}>
          {photos.map((src, i) => (
            // oxlint-disable-next-line react/no-array-index-key -- the same photo may be picked twice: its place is its identity
            <li key={src.slice(-40) + i} className="relative aspect-square overflow-hidden rounded-lg border border-stone-200">
              <img src={src} alt={t('photos.alt', { n: i + 1 })} className="h-full w-full object-cover" />
              <button
                type="button"
                className="group absolute right-0 top-0 flex h-11 w-11 items-center justify-center text-stone-700 focus-visible:outline-2 focus-visible:outline-brand-700"
                aria-label={t('photos.remove', { n: i + 1 })}
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
        aria-label={t('photos.files')}
        tabIndex={-1}
        onChange={(e) => void add(e.target.files)}
      />
    </Card>
  );
}
