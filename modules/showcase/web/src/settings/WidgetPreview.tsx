import { useEffect, useRef } from 'react';

/** A fresh copy of a parsed script element: one parsed from HTML is marked as already run and would never load. */
function runnable(parsed: HTMLScriptElement): HTMLScriptElement {
  const script = document.createElement('script');
  for (const attribute of [...parsed.attributes]) script.setAttribute(attribute.name, attribute.value);
  // Korero's own script, loaded from this page's origin whatever PUBLIC_URL says, so the app's CSP (script-src 'self') allows it.
  const src = parsed.getAttribute('src');
  if (src) {
    const url = new URL(src, window.location.href);
    script.src = `${url.pathname}${url.search}`;
  }
  return script;
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
    const template = document.createElement('template');
    template.innerHTML = snippet;
    const content = document.importNode(template.content, true);
    for (const parsed of [...content.querySelectorAll('script')]) parsed.replaceWith(runnable(parsed));
    element.replaceChildren(content);
    return () => element.replaceChildren();
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
