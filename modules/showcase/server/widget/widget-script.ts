/**
 * The widget, as it runs in the host page's browser (decision 0030). It is served as its own source text,
 * `(${koreroWidget})(document.currentScript)`, so it must stay self-contained: no imports, no names from outside,
 * nothing but the DOM. It finds its placeholders, fetches the public answer (no cookies, no referrer), and draws into
 * a shadow root with a constructed stylesheet (a strict host CSP refuses style attributes and <style> elements, not
 * adopted sheets); all text goes in as textContent. It reads nothing of the host page but its own placeholder's size.
 * Its words come made in the answer (`words`, in the business's language or the script address's ?lang=): it has no
 * catalogue of its own (issue 48).
 */
export function koreroWidget(script: HTMLOrSVGScriptElement | null): void {
  const src = script && 'src' in script ? script.src : '';
  const found = /^(https?:\/\/[^/]+)\/w\/([\w-]{22})\.js(?:[?#]|$)/.exec(src);
  // <script src=".../w/{key}.js?lang=mi"> asks for that language; without it, the business's choice.
  const lang = /[?&]lang=(en|mi|both)(?:[&#]|$)/.exec(src)?.[1];
  if (!found || !('adoptedStyleSheets' in Document.prototype) || !('attachShadow' in Element.prototype)) return;
  const origin = found[1]!;
  const key = found[2]!;
  const spots = Array.from(document.querySelectorAll<HTMLElement>(`[data-korero-widget="${key}"]`)).filter((s) => !s.shadowRoot);
  if (spots.length === 0) return;

  interface Review {
    name: string;
    starRating: number;
    text: string;
    source: 'google' | 'korero';
    createdAt: string;
    reply: string | null;
  }
  interface Data {
    businessName: string;
    rating: number | null;
    count: number;
    reviews: Review[];
    chosenByBusiness: boolean;
    googleUrl: string | null;
    theme: 'light' | 'dark' | 'brand';
    layout: 'badge' | 'carousel' | 'list';
    brandColour: string | null;
    words: Words;
  }
  interface Words {
    lang: string;
    dateLocales: string[];
    label: string;
    count: string;
    rating: string | null;
    stars: string[];
    about: string | null;
    seeAll: string;
    seeThem: string;
    onGoogle: string;
    byKorero: string;
    replyFrom: string;
    recent: string;
    readMore: string;
    showLess: string;
    previous: string;
    next: string;
  }
  const SMALLEST = { badge: 56, carousel: 200, list: 280 };

  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, cls?: string, text?: string): HTMLElementTagNameMap[K] => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  };
  const stars = (n: number, label: string) => {
    const s = el('span', 's', '★★★★★☆☆☆☆☆'.slice(5 - Math.round(n), 10 - Math.round(n)));
    s.setAttribute('role', 'img');
    s.setAttribute('aria-label', label);
    return s;
  };
  const link = (url: string | null, text: string) => {
    if (!url || !/^https:\/\//.test(url)) return null;
    const a = el('a', 'l', text);
    a.href = url;
    a.target = '_blank';
    a.rel = 'noopener noreferrer';
    return a;
  };
  // Dated in New Zealand, as the public page and Settings date them: the same review shows the same day everywhere.
  const day = (iso: string, locales: string[]) =>
    new Date(iso).toLocaleDateString(locales, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Pacific/Auckland' });

  const css = (d: Data, height: number) => {
    const dark = d.theme === 'dark';
    const brand = d.theme === 'brand' && d.brandColour && /^#[0-9a-f]{6}$/i.test(d.brandColour) ? d.brandColour : '#0f766e';
    const [bg, fg, muted, line, card, star, accent] = dark
      ? ['#111827', '#f9fafb', '#d1d5db', '#374151', '#1f2937', '#fbbf24', '#93c5fd']
      : [
          '#ffffff',
          '#1f2937',
          '#4b5563',
          '#e5e7eb',
          '#f9fafb',
          d.theme === 'brand' ? brand : '#b45309',
          d.theme === 'brand' ? brand : '#1d4ed8',
        ];
    return `:host{all:initial;display:block;height:${height}px;contain:strict;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:${fg}}
.w{box-sizing:border-box;height:100%;display:flex;flex-direction:column;gap:8px;padding:12px;border:1px solid ${line};border-radius:12px;background:${bg};overflow:hidden}
.b{justify-content:center}
.f{height:auto;max-height:100%}.f .list{flex:0 1 auto}
.h{display:flex;align-items:center;gap:4px 8px;flex-wrap:wrap;min-height:32px}
.r{font-weight:700;font-size:18px}.s{color:${star};letter-spacing:1px}.m{color:${muted};font-size:13px}
.g{flex:1}.n{margin:0}.l{color:${accent};font-size:13px}
.rail{flex:1;min-height:0;display:flex;gap:8px;overflow-x:auto;scroll-snap-type:x mandatory;scrollbar-width:none}
.rail>.c{flex:0 0 100%;scroll-snap-align:start}
.list{flex:1;min-height:0;overflow-y:auto;display:flex;flex-direction:column;gap:8px}
.c{box-sizing:border-box;padding:8px 10px;border-radius:8px;background:${card};display:flex;flex-direction:column;gap:2px;overflow:hidden}
.t{margin:0;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:3;overflow:hidden;overflow-wrap:anywhere}
.list .t{-webkit-line-clamp:6}
.list>.c{flex:0 0 auto}
.c.o{overflow-y:auto}.c.o .t{display:block;-webkit-line-clamp:unset}
.p{margin:4px 0 0;padding-left:8px;border-left:2px solid ${line};color:${muted};font-size:13px;overflow-wrap:anywhere}
.c .more{align-self:flex-start;width:auto;height:auto;min-height:24px;padding:0;border:0;border-radius:0;background:none;color:${accent};font-size:13px;text-decoration:underline}
button{font:inherit;color:${fg};background:${bg};border:1px solid ${line};border-radius:50%;width:32px;height:32px;cursor:pointer}
:focus-visible{outline:2px solid ${accent};outline-offset:1px}`;
  };

  const cardOf = (r: Review, w: Words) => {
    const c = el('article', 'c');
    c.append(stars(r.starRating, w.stars[r.starRating - 1] ?? ''));
    if (r.text) c.append(el('p', 't', r.text));
    c.append(el('span', 'm', `${r.name} · ${day(r.createdAt, w.dateLocales)} · ${r.source === 'google' ? w.onGoogle : w.byKorero}`));
    if (r.reply) c.append(el('p', 'p', `${w.replyFrom} ${r.reply}`));
    return c;
  };
  // A review cut short by its line limit gets "Read more", which opens it in its card (measured once drawn).
  const readMore = (root: ShadowRoot, w: Words) => {
    for (const t of Array.from(root.querySelectorAll<HTMLElement>('.t'))) {
      if (t.scrollHeight <= t.clientHeight + 1) continue;
      const b = el('button', 'more', w.readMore);
      b.type = 'button';
      b.setAttribute('aria-expanded', 'false');
      b.addEventListener('click', () => {
        const open = t.parentElement!.classList.toggle('o');
        b.textContent = open ? w.showLess : w.readMore;
        b.setAttribute('aria-expanded', String(open));
      });
      t.after(b);
    }
  };
  // "Showing 5 of 48 reviews." when the list holds fewer than the count; and who chose them, once any is hidden.
  const about = (d: Data) => (d.words.about ? el('p', 'm n', d.words.about) : null);

  const draw = (spot: HTMLElement, d: Data) => {
    // The placeholder's reserved height, kept exactly, so nothing around it moves (never less than the layout needs).
    const height = Math.max(Math.round(spot.getBoundingClientRect().height), SMALLEST[d.layout] ?? 56);
    const root = spot.attachShadow({ mode: 'open' });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css(d, height));
    root.adoptedStyleSheets = [sheet];
    const w = el('section', d.layout === 'badge' ? 'w b' : 'w');
    const words = d.words;
    w.setAttribute('aria-label', words.label);
    w.lang = words.lang;
    const head = el('div', 'h');
    if (d.rating !== null) head.append(el('span', 'r', d.rating.toFixed(1)), stars(d.rating, words.rating ?? ''));
    head.append(el('span', 'm g', words.count));
    const all = link(d.googleUrl, d.layout === 'badge' ? words.seeThem : words.seeAll);
    w.append(head);
    if (d.layout === 'badge') {
      if (all) head.append(all);
    } else if (d.layout === 'carousel') {
      const rail = el('div', 'rail');
      rail.setAttribute('role', 'region');
      rail.setAttribute('aria-label', words.recent);
      rail.tabIndex = 0;
      rail.append(...d.reviews.map((r) => cardOf(r, words)));
      if (d.reviews.length > 1)
        for (const [label, text, dir] of [
          [words.previous, '‹', -1],
          [words.next, '›', 1],
        ] as const) {
          const b = el('button', '', text);
          b.type = 'button';
          b.setAttribute('aria-label', label);
          b.addEventListener('click', () => rail.scrollBy({ left: dir * rail.clientWidth, behavior: 'smooth' }));
          head.append(b);
        }
      w.append(rail);
      const note = about(d);
      if (note) w.append(note);
      if (all) w.append(all);
    } else {
      // The list's card wraps its reviews: with few, the rest of the reserved height is the host page's own blank
      // space below it, not an empty box (the host element keeps the height, so nothing moves).
      w.classList.add('f');
      const list = el('div', 'list');
      list.setAttribute('role', 'region');
      list.setAttribute('aria-label', words.recent);
      list.tabIndex = 0;
      list.append(...d.reviews.map((r) => cardOf(r, words)));
      w.append(list);
      const note = about(d);
      if (note) w.append(note);
      if (all) w.append(all);
    }
    root.append(w);
    readMore(root, words);
  };

  fetch(`${origin}/api/showcase/${key}/reviews${lang ? `?lang=${lang}` : ''}`, { credentials: 'omit', referrerPolicy: 'no-referrer' })
    .then((res) => (res.ok ? (res.json() as Promise<{ data?: Data }>) : null))
    .then((body) => {
      if (body?.data?.words) for (const spot of spots) draw(spot, body.data);
    })
    .catch(() => {
      /* offline or switched off meanwhile: the host page stays as it was */
    });
}

/** The script served for a switched-on key. */
export const WIDGET_SCRIPT = `/*! Korero review widget */(${koreroWidget.toString()})(document.currentScript);\n`;
/** The script served for a key that is unknown, rotated or switched off: it does nothing, and says nothing. */
export const NO_WIDGET_SCRIPT = '/*! Korero review widget: not switched on */\n';
