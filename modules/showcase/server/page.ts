import { createHash } from 'node:crypto';
import {
  isLanguageChoice,
  LANGUAGE_CHOICES,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  type LanguageChoice,
  type Translator,
  type Values,
} from '@korero/core/i18n';
import { escapeHtml as e } from '@korero/core/sdk';
import type { ShowcasePublicData } from '../contract/api.ts';
import { googleWriteReviewUrl } from './reviews.service.ts';
import { aboutText, DATE_LOCALES, ratingText, showcaseWords } from './words.ts';

/**
 * The public page (/b/{slug}): the widget's data as a plain HTML page, no script at all, phone first. Its one
 * stylesheet is inline and allowed by its hash in the page's own CSP, which is stricter than the app's (no script,
 * no inline styles but this one). No schema.org rating markup: Google treats a business's reviews of itself as spam.
 * Korero's words come from the showcase catalogue in the business's language (or ?lang=); reviews and replies are
 * their writers' own words and stay as written (issue 48).
 */
const CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f3f4f6}
main{max-width:40rem;margin:0 auto;padding:16px}header{display:flex;gap:12px;align-items:center;margin:8px 0 16px}
header img{border-radius:12px;object-fit:contain;background:#fff}h1{font-size:1.5rem;line-height:1.2;margin:0}
h2{font-size:1.15rem;margin:24px 0 8px}.r{margin:4px 0 0;color:#4b5563}.s{color:#b45309;letter-spacing:1px}
.b{display:inline-block;margin-top:4px;padding:12px 16px;border-radius:8px;background:#1d4ed8;color:#fff;font-weight:600;text-decoration:none}
ul{list-style:none;margin:0;padding:0;display:grid;gap:12px}li{background:#fff;border-radius:12px;padding:12px 14px;border:1px solid #e5e7eb}
li p{margin:4px 0;overflow-wrap:anywhere;white-space:pre-line}.m{color:#4b5563;font-size:.9rem}a{color:#1d4ed8}
li .p{margin:8px 0 0;padding-left:10px;border-left:3px solid #e5e7eb;color:#374151}
footer{margin:32px 0 8px;color:#4b5563;font-size:.85rem}
nav{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:0 12px;font-size:.9rem}nav a{display:inline-block;padding:10px 2px}
nav a[aria-current]{color:#1f2937;font-weight:700;text-decoration:none}`;
const CSS_HASH = `'sha256-${createHash('sha256').update(CSS).digest('base64')}'`;

/** The page's CSP: images from here or https (a logo), its one stylesheet, nothing else. */
export const PAGE_CSP = `default-src 'none'; style-src ${CSS_HASH}; img-src 'self' https: data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const stars = (n: number) => '★★★★★☆☆☆☆☆'.slice(5 - Math.round(n), 10 - Math.round(n));
const day = (iso: string, locales: string[]) =>
  new Date(iso).toLocaleDateString(locales, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Pacific/Auckland' });
const absolute = (publicUrl: string, url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);

/** A message as HTML: with "both", te reo then English at the same size, the English part marked as English. */
const html = (t: Translator) => (id: string, values?: Values) =>
  t
    .parts(id, values)
    .map((part, i) => (i === 0 ? e(part.text) : ` / <span lang="${LANGUAGE_TAGS[part.language]}">${e(part.text)}</span>`))
    .join('');

/** Links to the same page in each language; the one shown is marked current. Its label is in both languages always. */
function languageSwitch(t: Translator, url: string): string {
  const name = (c: LanguageChoice) => (c === 'both' ? `${LANGUAGE_NAMES.mi} + ${LANGUAGE_NAMES.en}` : LANGUAGE_NAMES[c]);
  const label = `${t.in('mi', 'page.language')} / ${t.in('en', 'page.language')}`;
  const links = LANGUAGE_CHOICES.map(
    (c) =>
      `<a href="${e(`${url}?lang=${c}`)}" lang="${c === 'en' ? 'en-NZ' : 'mi'}"${c === t.choice ? ' aria-current="page"' : ''}>${e(name(c))}</a>`,
  ).join('');
  return `<nav aria-label="${e(label)}">${links}</nav>`;
}

export function showcasePage(
  d: ShowcasePublicData & { placeId: string | null; logoUrl: string | null },
  page: { publicUrl: string; slug: string },
): string {
  const t = showcaseWords(d.language);
  const w = html(t);
  const dates = DATE_LOCALES[t.languages[0]!];
  const url = `${page.publicUrl}/b/${page.slug}`;
  const name = d.businessName;
  const rating = d.rating !== null ? ratingText(t, d.rating) : null;
  const description =
    rating !== null
      ? t.t('page.descriptionRated', { business: name, rating, count: d.count })
      : t.t('page.description', { business: name });
  const title = t.t('page.title', { business: name });
  const write = googleWriteReviewUrl(d.placeId);
  const logo = d.logoUrl && /^(\/|https:\/\/)/.test(d.logoUrl) ? absolute(page.publicUrl, d.logoUrl) : null;
  const reviews = d.reviews
    .map(
      (r) =>
        `<li><span class="s" role="img" aria-label="${e(t.t('reviews.stars', { rating: r.starRating }))}">${stars(r.starRating)}</span>${r.text ? `<p>${e(r.text)}</p>` : ''}<span class="m">${e(r.name)} · ${e(day(r.createdAt, dates))} · ${w(r.source === 'google' ? 'reviews.onGoogle' : 'reviews.byKorero')}</span>${
          r.reply ? `<p class="p">${w('reviews.replyFrom', { business: name })} ${e(r.reply)}</p>` : ''
        }</li>`,
    )
    .join('');
  // The count is what the rating counts; the list may hold fewer. And once the owner hides any, readers are told.
  const about = aboutText(w, d);
  return `<!doctype html><html lang="${LANGUAGE_TAGS[t.languages[0]!]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="data:,"><title>${e(title)}</title><meta name="description" content="${e(description)}"><link rel="canonical" href="${e(url)}">
<meta property="og:type" content="website"><meta property="og:title" content="${e(title)}"><meta property="og:description" content="${e(description)}"><meta property="og:url" content="${e(url)}">${logo ? `<meta property="og:image" content="${e(logo)}">` : ''}
<style>${CSS}</style></head><body><main>
${languageSwitch(t, url)}
<header>${logo ? `<img src="${e(logo)}" alt="" width="64" height="64">` : ''}<div><h1>${e(name)}</h1>${
    rating !== null
      ? `<p class="r"><strong>${e(rating)}</strong> <span class="s" role="img" aria-label="${e(t.t('reviews.stars', { rating }))}">${stars(d.rating!)}</span> · ${w('reviews.count', { count: d.count })}</p>`
      : ''
  }</div></header>
<section aria-labelledby="how"><h2 id="how">${w('page.how.heading')}</h2>${
    write
      ? `<p>${w('page.how.google', { business: name })}</p><a class="b" href="${e(write)}" rel="noopener">${w('page.how.googleButton')}</a>`
      : `<p>${w('page.how.ask', { business: name })}</p>`
  }</section>
<section aria-labelledby="recent"><h2 id="recent">${w('reviews.heading')}</h2>${about ? `<p class="m">${about}</p>` : ''}${reviews ? `<ul>${reviews}</ul>` : `<p>${w('reviews.none')}</p>`}${
    d.googleUrl ? `<p><a href="${e(d.googleUrl)}" rel="noopener">${w('reviews.seeAll')}</a></p>` : ''
  }</section>
<footer>${w('page.footer')}</footer>
</main></body></html>`;
}

/** The page for an address that shows nothing: no business to take a language from, so ?lang= or English. */
export function missingPage(asked: string | undefined): string {
  const t = showcaseWords(isLanguageChoice(asked) ? asked : 'en');
  const w = html(t);
  return `<!doctype html><html lang="${LANGUAGE_TAGS[t.languages[0]!]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${e(t.t('page.missing.title'))}</title><meta name="robots" content="noindex"><style>${CSS}</style></head><body><main><h1>${w('page.missing.heading')}</h1><p>${w('page.missing.text')}</p></main></body></html>`;
}
