import { messages } from '../../forms/messages';
import { formatSquareMetres } from '../../lib/format';
import { GALLERY_IMAGE_SIZES } from '../detail/galleryImage';
import { priceText } from '../lib/price';
import type { ListingSubject, ServerHead } from './serverHead';
import { absoluteUrl, agencyStructuredData, listingStructuredData, withRealValues, type JsonValue } from './structuredData';

/** The agency's own link-preview image, served by the gateway. */
const AGENCY_SHARE_IMAGE = '/share-image.jpg';
/** Link-preview images are 1200×630, the size chat apps and social networks show whole. */
const SHARE_IMAGE_WIDTH = 1200;
const SHARE_IMAGE_HEIGHT = 630;

export interface HeadRequest {
  /** Scheme and host the visitor used (or PUBLIC_URL), without a trailing slash. */
  origin: string;
  /** Path and query of the page. */
  path: string;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON inside a script element: `<` written as \u003c so no text can close the element. */
function scriptJson(value: JsonValue | object): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeAttribute(String(content))}">`;

interface ShareCard {
  title: string;
  description: string;
  imageUrl: string;
  imageAlt: string;
}

/** The prices a preview names: both, labelled, for a property offered for sale and rent whose rent is known. */
function previewPrices(listing: ListingSubject): string[] {
  const { price, rentalPrice, operation } = listing;
  if (operation !== 'BOTH' || price === null || rentalPrice === null || rentalPrice === undefined) return [priceText(price, operation)];
  return [messages.share.salePrice(priceText(price, 'SALE')), messages.share.rentPrice(priceText(rentalPrice, 'RENT'))];
}

/** Where the property is, as far as its address privacy allows: the street (with its number when public), then the neighbourhood. */
function previewPlace(listing: ListingSubject): string | null {
  const street = listing.address.street?.trim();
  const number = listing.address.number?.trim() || null;
  const place = [street ? messages.address.streetLine(street, number) : null, listing.address.neighborhood?.trim() || null];
  return place.filter(Boolean).join(', ') || null;
}

function listingShareCard(head: ServerHead, origin: string): ShareCard | null {
  const listing = head.page?.listing;
  if (!listing) return null;
  const parts = [
    ...previewPrices(listing),
    listing.bedrooms > 0 ? messages.card.bedrooms(listing.bedrooms) : null,
    listing.area === null ? null : formatSquareMetres(listing.area),
    previewPlace(listing),
  ].filter((part): part is string => part !== null);
  const photo = listing.images[0];
  return {
    title: messages.share.propertyTitle(listing.title, listing.address.city?.trim() || null),
    description: messages.share.propertyDescription(parts),
    imageUrl: absoluteUrl(photo ? photo.shareUrl : AGENCY_SHARE_IMAGE, origin),
    imageAlt: messages.card.photoAlt(listing.title),
  };
}

/** The head of a private page: its title and description, `noindex`, and no address, preview or structured data. */
function privateHeadHtml(title: string, description: string): string {
  return [
    `<title>${escapeAttribute(title)}</title>`,
    meta('name', 'description', description),
    meta('name', 'robots', 'noindex, nofollow'),
  ].join('');
}

/**
 * The document head of a server-rendered public page: title, description, canonical address, the link
 * preview (Open Graph and Twitter card) and schema.org structured data (the agency, and the listing on a
 * property page).
 */
export function headHtml(head: ServerHead, { origin, path }: HeadRequest): string {
  const title = head.page?.title ?? messages.site.defaultTitle;
  const description = head.page?.description ?? messages.site.defaultDescription;
  if (head.noindex) return privateHeadHtml(title, description);
  const site = head.agency?.name ?? messages.site.fallbackName;
  const pageUrl = absoluteUrl(path, origin);
  const card = listingShareCard(head, origin) ?? {
    title,
    description,
    imageUrl: absoluteUrl(AGENCY_SHARE_IMAGE, origin),
    imageAlt: messages.share.agencyImageAlt(site),
  };
  const structuredData = [
    head.agency ? withRealValues(agencyStructuredData(head.agency, origin, AGENCY_SHARE_IMAGE)) : undefined,
    head.page?.listing ? withRealValues(listingStructuredData(head.page.listing, pageUrl, origin)) : undefined,
  ].filter((data) => data !== undefined);
  const mainPhoto = head.page?.listing?.images[0];
  return [
    // The first gallery photo is the page's largest paint: fetched from the head, not when the parser reaches it.
    mainPhoto
      ? `<link rel="preload" as="image" href="${escapeAttribute(mainPhoto.url)}" imagesrcset="${escapeAttribute(mainPhoto.srcSet)}" imagesizes="${GALLERY_IMAGE_SIZES}" fetchpriority="high">`
      : '',
    `<title>${escapeAttribute(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeAttribute(pageUrl)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:site_name', site),
    meta('property', 'og:url', pageUrl),
    meta('property', 'og:title', card.title),
    meta('property', 'og:description', card.description),
    meta('property', 'og:image', card.imageUrl),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', SHARE_IMAGE_WIDTH),
    meta('property', 'og:image:height', SHARE_IMAGE_HEIGHT),
    meta('property', 'og:image:alt', card.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', card.title),
    meta('name', 'twitter:description', card.description),
    meta('name', 'twitter:image', card.imageUrl),
    meta('name', 'twitter:image:alt', card.imageAlt),
    ...structuredData.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('');
}
