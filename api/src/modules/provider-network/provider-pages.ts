import fs from 'node:fs';
import path from 'node:path';
import { Router, type Response } from 'express';
import { NotFoundError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import type { Services } from '../../services';
import { providerSpecialtyLabels, type ProviderSpecialty } from './provider-network.enums';
import type { ProviderProfileView, ProviderReviewView } from './provider-network.type';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside <script>: no "</script>" or "<!--" can close it early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const specialtyText = (profile: ProviderProfileView) =>
  profile.specializations.map((s) => providerSpecialtyLabels[s as ProviderSpecialty] ?? s).join(', ');

export function profileTitle(profile: ProviderProfileView): string {
  return profile.seoTitle ?? `${profile.displayName} | Casebridge providers`;
}

export function profileDescription(profile: ProviderProfileView): string {
  if (profile.seoDescription) return profile.seoDescription;
  const where = profile.city && profile.state ? ` in ${profile.city}, ${profile.state}` : '';
  const text = `${profile.displayName}${where}: ${specialtyText(profile) || 'personal injury care'}.${
    profile.averageRating !== null
      ? ` Rated ${profile.averageRating.toFixed(1)} of 5 by ${profile.reviewCount} verified patients.`
      : ''
  }`;
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

/**
 * schema.org data for a profile (decision 396): a MedicalClinic or a LegalService, its address,
 * languages and offers, and an AggregateRating from the published reviews (only when there are any).
 */
export function profileStructuredData(profile: ProviderProfileView, reviews: ProviderReviewView[], url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': profile.profileType === 'clinic' ? 'MedicalClinic' : 'LegalService',
    '@id': url,
    name: profile.displayName,
    url,
    description: profileDescription(profile),
    ...(profile.publicPhone ? { telephone: profile.publicPhone } : {}),
    ...(profile.publicEmail ? { email: profile.publicEmail } : {}),
    ...(profile.images.length ? { image: profile.images.map((image) => image.url) } : {}),
    ...(profile.city || profile.state
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(profile.city ? { addressLocality: profile.city } : {}),
            ...(profile.state ? { addressRegion: profile.state } : {}),
            addressCountry: 'US',
          },
        }
      : {}),
    areaServed: profile.coverageAreas,
    knowsLanguage: profile.languagesSpoken,
    ...(profile.profileType === 'clinic'
      ? { medicalSpecialty: profile.specializations.map((s) => providerSpecialtyLabels[s as ProviderSpecialty] ?? s) }
      : { knowsAbout: profile.specializations.map((s) => providerSpecialtyLabels[s as ProviderSpecialty] ?? s) }),
    ...(profile.socialLinks.length ? { sameAs: profile.socialLinks.map((link) => link.url) } : {}),
    ...(profile.averageRating !== null && profile.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: profile.averageRating.toFixed(2),
            reviewCount: profile.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.slice(0, 5).map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.reviewerName },
            datePublished: review.createdAt.toISOString().slice(0, 10),
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            ...(review.reviewTitle ? { name: review.reviewTitle } : {}),
            ...(review.reviewContent ? { reviewBody: review.reviewContent } : {}),
          })),
        }
      : {}),
  };
}

interface HeadParts {
  title: string;
  description: string;
  canonical: string;
  jsonLd: unknown | null;
  robots?: string;
  /** Plain HTML that search engines and readers without JavaScript get; the app replaces it. */
  body: string;
}

function headTags(parts: HeadParts): string {
  return [
    `<title>${escapeHtml(parts.title)}</title>`,
    `<meta name="description" content="${escapeHtml(parts.description)}">`,
    `<link rel="canonical" href="${escapeHtml(parts.canonical)}">`,
    `<meta property="og:title" content="${escapeHtml(parts.title)}">`,
    `<meta property="og:description" content="${escapeHtml(parts.description)}">`,
    `<meta property="og:url" content="${escapeHtml(parts.canonical)}">`,
    `<meta property="og:type" content="website">`,
    parts.robots ? `<meta name="robots" content="${parts.robots}">` : '',
    parts.jsonLd ? `<script type="application/ld+json">${scriptJson(parts.jsonLd)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

function profileBody(profile: ProviderProfileView, reviews: ProviderReviewView[]): string {
  const rating =
    profile.averageRating !== null
      ? `<p>Rated ${profile.averageRating.toFixed(1)} of 5 from ${profile.reviewCount} verified review${profile.reviewCount === 1 ? '' : 's'}</p>`
      : '';
  const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
  return (
    `<main><h1>${escapeHtml(profile.displayName)}</h1>${rating}` +
    (profile.bio ? `<p>${escapeHtml(profile.bio)}</p>` : '') +
    (profile.specializations.length ? `<h2>Specializations</h2><p>${escapeHtml(specialtyText(profile))}</p>` : '') +
    (profile.coverageAreas.length ? `<h2>Areas served</h2>${list(profile.coverageAreas)}` : '') +
    (profile.languagesSpoken.length ? `<h2>Languages</h2>${list(profile.languagesSpoken)}` : '') +
    (reviews.length
      ? `<h2>Reviews</h2>${reviews
          .map(
            (r) =>
              `<article><h3>${escapeHtml(r.reviewTitle ?? `${r.rating} of 5`)}</h3><p>${r.rating} of 5 by ${escapeHtml(r.reviewerName)}</p>${
                r.reviewContent ? `<p>${escapeHtml(r.reviewContent)}</p>` : ''
              }</article>`,
          )
          .join('')}`
      : '') +
    `</main>`
  );
}

/**
 * The public provider pages as HTML a search engine reads without running JavaScript (decision
 * 396): /providers and /providers/:slug get the web app's index.html with the title, description,
 * canonical link and JSON-LD in its head and the profile as plain HTML in the root element (the app
 * replaces it when it starts). Without a built web app, a small page of its own. Mounted before the
 * web app's catch-all.
 */
export function providerPages(
  services: Services,
  options: { publicUrl: string; webDistDir: string; logger: Logger },
): Router {
  const router = Router();
  const base = options.publicUrl.replace(/\/$/, '');
  const indexFile = path.join(options.webDistDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;

  const template = (): string | null => {
    try {
      const stat = fs.statSync(indexFile);
      if (!cached || cached.mtimeMs !== stat.mtimeMs)
        cached = { mtimeMs: stat.mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
      return cached.html;
    } catch {
      return null;
    }
  };

  const send = (res: Response, status: number, parts: HeadParts) => {
    const html = template();
    const head = headTags(parts);
    let page: string;
    if (html) {
      page = html
        .replace(/<title>[\s\S]*?<\/title>/i, '')
        .replace(/<meta\s+name="description"[^>]*>/i, '')
        .replace('</head>', `    ${head}\n  </head>`)
        .replace(/<div id="root">\s*<\/div>/, `<div id="root">${parts.body}</div>`);
    } else {
      page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">\n    ${head}\n</head><body><div id="root">${parts.body}</div></body></html>`;
    }
    res.status(status).type('html').set('cache-control', 'no-cache').send(page);
  };

  router.get('/providers', async (_req, res, next) => {
    try {
      const page = await services.providerProfiles.search({ first: 50 });
      const url = `${base}/providers`;
      send(res, 200, {
        title: 'Find personal-injury clinics and attorneys | Casebridge providers',
        description:
          'Chiropractic, imaging, orthopedic and legal providers for personal-injury cases, with verified patient reviews.',
        canonical: url,
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          itemListElement: page.nodes.map((profile, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            url: `${base}/providers/${profile.profileSlug}`,
            name: profile.displayName,
          })),
        },
        body: `<main><h1>Find a provider</h1><ul>${page.nodes
          .map((p) => `<li><a href="/providers/${escapeHtml(p.profileSlug)}">${escapeHtml(p.displayName)}</a></li>`)
          .join('')}</ul></main>`,
      });
    } catch (error) {
      next(error);
    }
  });

  router.get('/providers/:slug', async (req, res, next) => {
    const slug = String(req.params.slug);
    try {
      const profile = await services.providerProfiles.bySlug(slug);
      const reviews = (await services.providerReviews.publicReviews(profile.id, 10)).nodes;
      const url = `${base}/providers/${profile.profileSlug}`;
      send(res, 200, {
        title: profileTitle(profile),
        description: profileDescription(profile),
        canonical: url,
        jsonLd: profileStructuredData(profile, reviews, url),
        body: profileBody(profile, reviews),
      });
    } catch (error) {
      if (error instanceof NotFoundError) {
        send(res, 404, {
          title: 'Provider not found | Casebridge providers',
          description: 'This provider page does not exist or is no longer public.',
          canonical: `${base}/providers`,
          jsonLd: null,
          robots: 'noindex',
          body: '<main><h1>Provider not found</h1><p><a href="/providers">Find a provider</a></p></main>',
        });
        return;
      }
      options.logger.error('provider page failed', { slug, error: String(error) });
      next(error);
    }
  });

  return router;
}
