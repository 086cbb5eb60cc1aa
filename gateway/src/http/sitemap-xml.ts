import type { SitemapEntry } from '../normalize/sitemap-entry.js';

/** Public pages listed in the sitemap besides the property pages. */
const STATIC_PAGES = ['/', '/horarios', '/cadastre-seu-imovel', '/privacidade'] as const;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const IMAGE_NAMESPACE = 'http://www.google.com/schemas/sitemap-image/1.1';

/** The start of a property sitemap; its `<url>` entries follow page by page, then `URLSET_END`. */
export const PROPERTY_URLSET_START = `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:image="${IMAGE_NAMESPACE}">\n`;
export const URLSET_END = '</urlset>\n';

/** The sitemap index (sitemaps.org): one `<sitemap>` per child file, given by its path. */
export function sitemapIndexXml(origin: string, paths: readonly string[]): string {
  const entries = paths.map((path) => `  <sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>\n`);
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('')}</sitemapindex>\n`;
}

/** The sitemap of the public pages that are not property pages. */
export function pagesSitemapXml(origin: string): string {
  const entries = STATIC_PAGES.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>\n`);
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('')}${URLSET_END}`;
}

/** The `<url>` entries of some properties: the page, its last change and one `<image:image>` per photo. */
export function propertyUrlsXml(origin: string, entries: readonly SitemapEntry[]): string {
  return entries.map((entry) => propertyUrlXml(origin, entry)).join('');
}

function propertyUrlXml(origin: string, entry: SitemapEntry): string {
  const lines = [`    <loc>${escapeXml(`${origin}/imovel/${encodeURIComponent(entry.slug)}`)}</loc>\n`];
  if (entry.lastModified !== null) lines.push(`    <lastmod>${escapeXml(entry.lastModified)}</lastmod>\n`);
  for (const url of entry.imageUrls) lines.push(`    <image:image><image:loc>${escapeXml(url)}</image:loc></image:image>\n`);
  return `  <url>\n${lines.join('')}  </url>\n`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
