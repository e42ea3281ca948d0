import { useEffect, useRef } from 'react';

/**
 * A fresh copy of a parsed script element (one parsed from HTML is marked as already run and would never load), from
 * this page's origin whatever PUBLIC_URL says, so the app's CSP (script-src 'self') allows it. A unique query makes the
 * browser fetch it anew: a switched-off key's script (which draws nothing) may be in its cache for minutes.
 */
function runnable(parsed: HTMLScriptElement, fresh: string): HTMLScriptElement {
  const script = document.createElement('script');
  for (const attribute of [...parsed.attributes]) script.setAttribute(attribute.name, attribute.value);
  const src = parsed.getAttribute('src');
  if (src) {
    const url = new URL(src, window.location.href);
    script.src = `${url.pathname}?preview=${fresh}`;
  }
  return script;
}

/**
 * The public answer is cached for minutes (by browsers and CDNs, as it should be for visitors): fetched again here
 * with `cache: 'reload'`, with the widget's own request options, it replaces the cached copy, so the widget the preview
 * loads next draws the owner's latest choice rather than the one from five minutes ago.
 */
async function refreshAnswer(snippet: string): Promise<void> {
  const key = /data-korero-widget="([\w-]+)"/.exec(snippet)?.[1];
  if (!key) return;
  await fetch(`/api/showcase/${key}/reviews`, { credentials: 'omit', referrerPolicy: 'no-referrer', cache: 'reload' }).catch(() => null);
}

/**
 * The live preview is the real widget: the snippet the owner pastes, put into this page as it is into theirs, so its
 * script (/w/{key}.js, same origin) draws the widget in its own Shadow DOM with the published answer. What the owner
 * sees is what visitors see, rather than a second drawing of the widget's look that could drift from it. `version`
 * changes (a setting saved, a review hidden) put the snippet in again, so the widget asks for the answer again.
 */
export function WidgetPreview({ snippet, enabled, version }: { snippet: string; enabled: boolean; version: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || !enabled) return;
    let current = true;
    void refreshAnswer(snippet).then(() => {
      if (!current) return;
      const template = document.createElement('template');
      template.innerHTML = snippet;
      const content = document.importNode(template.content, true);
      const fresh = `${version}-${Date.now()}`;
      for (const parsed of [...content.querySelectorAll('script')]) parsed.replaceWith(runnable(parsed, fresh));
      element.replaceChildren(content);
    });
    return () => {
      current = false;
      element.replaceChildren();
    };
  }, [snippet, enabled, version]);

  return (
    <section aria-labelledby="showcase-preview-title" className="flex min-w-0 flex-col gap-2">
      <h3 id="showcase-preview-title" className="text-sm font-medium text-stone-800">
        Preview
      </h3>
      {enabled ? null : (
        <p className="rounded-lg border border-dashed border-stone-300 p-4 text-sm text-stone-600">
          Switched off: the snippet shows nothing on your website. Switch the widget on to see it here.
        </p>
      )}
      <div
        ref={box}
        data-testid="showcase-preview"
        className="min-w-0 overflow-hidden rounded-lg border border-stone-200 bg-white p-3"
        hidden={!enabled}
      />
    </section>
  );
}
