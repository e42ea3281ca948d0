import { Copy } from 'lucide-react';
import { Button, copyText, toast } from '@korero/web-kit';

/** The HTML to paste, read-only, with a Copy button. It wraps on a phone rather than widening the page. */
export function SnippetBox({ snippet }: { snippet: string }) {
  const copy = async () => {
    if (await copyText(snippet))
      toast({
        title: 'Snippet copied',
        description: "Paste it into your website's HTML where the reviews should show.",
        variant: 'success',
      });
    else toast({ title: 'Copy failed', description: 'Select the snippet above and copy it by hand.', variant: 'destructive' });
  };
  return (
    <div className="flex flex-col gap-2">
      <p id="showcase-snippet-label" className="text-sm font-medium text-stone-800">
        Snippet for your website
      </p>
      <pre
        aria-labelledby="showcase-snippet-label"
        data-testid="showcase-snippet"
        // Focusable, so a keyboard can reach and select it.
        tabIndex={0}
        className="max-h-48 overflow-auto rounded-lg border border-stone-200 bg-stone-50 p-3 font-mono text-xs break-all whitespace-pre-wrap text-stone-800"
      >
        <code>{snippet}</code>
      </pre>
      <div>
        <Button variant="outline" icon={<Copy className="h-4 w-4" aria-hidden />} onClick={() => void copy()}>
          Copy snippet
        </Button>
      </div>
    </div>
  );
}
