import { Router } from 'express';
import sharp from 'sharp';
import { toCompanyAnswer } from '../normalize/company.js';
import type { AgencyApi } from '../rest/agency-api.js';

/** The site's brand colour (the web app's `--primary` and `theme-color`). */
const BRAND_COLOUR = '#0b5394';
/**
 * The site's name when the agency's cannot be read: the same text as `messages.site.fallbackName` in
 * web/src/forms/messages.ts, kept here because the gateway never imports the web app.
 */
export const FALLBACK_SITE_NAME = 'Imobiliária';
const SHARE_IMAGE_WIDTH = 1200;
const SHARE_IMAGE_HEIGHT = 630;
const JPEG_QUALITY = 80;
/** The name's widest line, and the bounds of its font size: large, yet never wider than the picture. */
const TEXT_WIDTH = 1080;
const MAX_FONT_SIZE = 120;
const MIN_FONT_SIZE = 32;
/** About how wide a bold sans-serif letter is, in ems. */
const LETTER_WIDTH_EM = 0.6;
const ONE_HOUR_SECONDS = 3600;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Control characters (never valid in SVG text) turned into spaces. */
function printable(text: string): string {
  return Array.from(text, (letter) => ((letter.codePointAt(0) ?? 0) < 0x20 ? ' ' : letter)).join('');
}

/** The picture as SVG: the name in white, centred on the brand colour, as large as fits. */
export function shareImageSvg(name: string): string {
  const text = printable(name).trim();
  const fitting = Math.floor(TEXT_WIDTH / (LETTER_WIDTH_EM * Math.max(text.length, 1)));
  const fontSize = Math.min(MAX_FONT_SIZE, Math.max(MIN_FONT_SIZE, fitting));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="${BRAND_COLOUR}"/>`,
    `<text x="50%" y="50%" fill="#ffffff" font-family="sans-serif" font-weight="bold" font-size="${fontSize}"`,
    ` text-anchor="middle" dominant-baseline="central">${escapeXml(text)}</text>`,
    '</svg>',
  ].join('');
}

/** The 1200×630 progressive JPEG of `shareImageSvg`. */
export function renderShareImage(name: string): Promise<Buffer> {
  return sharp(Buffer.from(shareImageSvg(name)))
    .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT)
    .jpeg({ quality: JPEG_QUALITY, progressive: true, mozjpeg: true })
    .toBuffer();
}

/** The agency's name from its company record; null when the API does not answer one. */
async function agencyName(api: AgencyApi): Promise<string | null> {
  try {
    const name = toCompanyAnswer(await api.company())?.name.trim() ?? '';
    return name === '' ? null : name;
  } catch {
    return null;
  }
}

/**
 * The picture, made on first request and kept in memory once it bears the agency's name. While the name
 * cannot be read, each request gets one with the fallback name, and the next tries the name again.
 */
function keptShareImage(api: AgencyApi): () => Promise<Buffer> {
  let kept: Promise<Buffer> | undefined;
  const make = async (): Promise<Buffer> => {
    const name = await agencyName(api);
    try {
      return await renderShareImage(name ?? FALLBACK_SITE_NAME);
    } finally {
      if (name === null) kept = undefined;
    }
  };
  return () => {
    kept ??= make().catch((error: unknown) => {
      kept = undefined;
      throw error;
    });
    return kept;
  };
}

/** `GET /share-image.jpg`: the branded link-preview picture for pages without a photo of their own. */
export function shareImageRouter(api: AgencyApi): Router {
  const router = Router();
  const shareImage = keptShareImage(api);
  router.get('/share-image.jpg', async (_req, res) => {
    const bytes = await shareImage();
    res.type('image/jpeg').set('Cache-Control', `public, max-age=${ONE_HOUR_SECONDS}`).send(bytes);
  });
  return router;
}
