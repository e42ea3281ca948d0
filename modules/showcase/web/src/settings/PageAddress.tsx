import { useId, useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { Button, FormError, Input, Label } from '@korero/web-kit';

/** The public page (/b/{slug}): a link to it, and its address, which the owner may change. Keyed by the slug. */
export function PageAddress({
  slug,
  pageUrl,
  saving,
  error,
  onSave,
}: {
  slug: string;
  pageUrl: string;
  saving: boolean;
  error: string | undefined;
  onSave: (slug: string) => void;
}) {
  const id = useId();
  // Drawn again (by key) when the saved slug changes, so the box starts from it.
  const [value, setValue] = useState(slug);
  const changed = value.trim().toLowerCase() !== slug;
  return (
    <div className="flex flex-col gap-3 border-t border-stone-200 pt-4">
      <div className="flex min-w-0 flex-col gap-1 text-sm text-stone-700">
        <p className="font-medium text-stone-800">Your public review page</p>
        <a
          href={pageUrl}
          target="_blank"
          rel="noopener"
          className="inline-flex min-w-0 items-center gap-1.5 break-all text-brand-700 underline"
        >
          {pageUrl} <ExternalLink className="h-4 w-4 shrink-0" aria-hidden />
        </a>
        <p className="text-xs text-stone-600">Your name, rating and the reviews the widget shows, with a way to review you.</p>
      </div>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (changed) onSave(value.trim().toLowerCase());
        }}
      >
        <Label htmlFor={id}>Page address</Label>
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="text-sm text-stone-600">/b/</span>
          <div className="min-w-0 flex-1 basis-40">
            <Input
              id={id}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              maxLength={60}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              invalid={Boolean(error)}
              aria-describedby={`${id}-hint`}
            />
          </div>
          {/* Enabled while unchanged too (saving then does nothing): a disabled button is skipped by Tab, so a keyboard user would not find it. */}
          <Button type="submit" variant="outline" loading={saving}>
            Save address
          </Button>
        </div>
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          Lower-case letters, digits and hyphens, 3 to 60 of them: e.g. rangi-plumbing.
        </p>
        <FormError message={error} />
      </form>
    </div>
  );
}
