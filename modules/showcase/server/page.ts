import { createHash } from 'node:crypto';
import { escapeHtml as e } from '@korero/core/sdk';
import type { ShowcasePublicData } from '../contract/api.ts';
import { googleWriteReviewUrl } from './reviews.service.ts';

/**
 * The public page (/b/{slug}): the widget's data as a plain HTML page, no script at all, phone first. Its one
 * stylesheet is inline and allowed by its hash in the page's own CSP, which is stricter than the app's (no script,
 * no inline styles but this one). No schema.org rating markup: Google treats a business's reviews of itself as spam.
 */
const CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f3f4f6}
main{max-width:40rem;margin:0 auto;padding:16px}header{display:flex;gap:12px;align-items:center;margin:8px 0 16px}
header img{border-radius:12px;object-fit:contain;background:#fff}h1{font-size:1.5rem;line-height:1.2;margin:0}
h2{font-size:1.15rem;margin:24px 0 8px}.r{margin:4px 0 0;color:#4b5563}.s{color:#b45309;letter-spacing:1px}
.b{display:inline-block;margin-top:4px;padding:12px 16px;border-radius:8px;background:#1d4ed8;color:#fff;font-weight:600;text-decoration:none}
ul{list-style:none;margin:0;padding:0;display:grid;gap:12px}li{background:#fff;border-radius:12px;padding:12px 14px;border:1px solid #e5e7eb}
li p{margin:4px 0;overflow-wrap:anywhere;white-space:pre-line}.m{color:#4b5563;font-size:.9rem}a{color:#1d4ed8}
li .p{margin:8px 0 0;padding-left:10px;border-left:3px solid #e5e7eb;color:#374151}
footer{margin:32px 0 8px;color:#4b5563;font-size:.85rem}`;
const CSS_HASH = `'sha256-${createHash('sha256').update(CSS).digest('base64')}'`;

/** The page's CSP: images from here or https (a logo), its one stylesheet, nothing else. */
export const PAGE_CSP = `default-src 'none'; style-src ${CSS_HASH}; img-src 'self' https: data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const stars = (n: number) => '★★★★★☆☆☆☆☆'.slice(5 - Math.round(n), 10 - Math.round(n));
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-NZ', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Pacific/Auckland' });
const absolute = (publicUrl: string, url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);

export function showcasePage(
  d: ShowcasePublicData & { placeId: string | null; logoUrl: string | null },
  page: { publicUrl: string; slug: string },
): string {
  const url = `${page.publicUrl}/b/${page.slug}`;
  const name = d.businessName;
  const rated = d.rating !== null ? `rated ${d.rating.toFixed(1)} out of 5 from ${d.count} review${d.count === 1 ? '' : 's'}` : null;
  const description = `${name}${rated ? `: ${rated}` : ''}. Read recent reviews from customers and leave your own.`;
  const write = googleWriteReviewUrl(d.placeId);
  const logo = d.logoUrl && /^(\/|https:\/\/)/.test(d.logoUrl) ? absolute(page.publicUrl, d.logoUrl) : null;
  const reviews = d.reviews
    .map(
      (r) =>
        `<li><span class="s" role="img" aria-label="${r.starRating} out of 5 stars">${stars(r.starRating)}</span>${r.text ? `<p>${e(r.text)}</p>` : ''}<span class="m">${e(r.name)} · ${day(r.createdAt)} · ${r.source === 'google' ? 'on Google' : 'Collected by Korero'}</span>${
          r.reply ? `<p class="p">Reply from ${e(name)}: ${e(r.reply)}</p>` : ''
        }</li>`,
    )
    .join('');
  // The count is what the rating counts; the list may hold fewer. And once the owner hides any, readers are told.
  const about = [
    d.reviews.length > 0 && d.reviews.length < d.count ? `Showing ${d.reviews.length} of ${d.count} reviews.` : '',
    d.chosenByBusiness ? `${e(name)} chose which reviews appear here.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="data:,"><title>${e(name)} reviews</title><meta name="description" content="${e(description)}"><link rel="canonical" href="${e(url)}">
<meta property="og:type" content="website"><meta property="og:title" content="${e(`${name} reviews`)}"><meta property="og:description" content="${e(description)}"><meta property="og:url" content="${e(url)}">${logo ? `<meta property="og:image" content="${e(logo)}">` : ''}
<style>${CSS}</style></head><body><main>
<header>${logo ? `<img src="${e(logo)}" alt="" width="64" height="64">` : ''}<div><h1>${e(name)}</h1>${
    d.rating !== null
      ? `<p class="r"><strong>${d.rating.toFixed(1)}</strong> <span class="s" role="img" aria-label="${d.rating.toFixed(1)} out of 5 stars">${stars(d.rating)}</span> · ${d.count} review${d.count === 1 ? '' : 's'}</p>`
      : ''
  }</div></header>
<section aria-labelledby="how"><h2 id="how">How to review</h2>${
    write
      ? `<p>Had work done by ${e(name)}? Tell others how it went on Google.</p><a class="b" href="${e(write)}" rel="noopener">Write a review on Google</a>`
      : `<p>Had work done by ${e(name)}? Ask them for their review link.</p>`
  }</section>
<section aria-labelledby="recent"><h2 id="recent">Recent reviews</h2>${about ? `<p class="m">${about}</p>` : ''}${reviews ? `<ul>${reviews}</ul>` : '<p>No reviews to show yet.</p>'}${
    d.googleUrl ? `<p><a href="${e(d.googleUrl)}" rel="noopener">See all reviews on Google</a></p>` : ''
  }</section>
<footer>Reviews posted on Google, and reviews collected by Korero whose customers agreed they may be shown here.</footer>
</main></body></html>`;
}

export const MISSING_PAGE = `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>Page not found</title><meta name="robots" content="noindex"><style>${CSS}</style></head><body><main><h1>This page is not available</h1><p>The business may have switched its review page off, or the address has changed.</p></main></body></html>`;
