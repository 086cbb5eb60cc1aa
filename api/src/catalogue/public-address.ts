import type { AddressPrivacy, PropertyRow } from '../db/schema.js';

/** The address columns of a property. */
type AddressColumns = Pick<PropertyRow, 'address' | 'number' | 'complement' | 'neighborhood' | 'city' | 'state' | 'zip_code'>;

/** What of a property's address may be shown: its columns, with those the choice keeps private set to null. */
export type PublicAddress = AddressColumns;

type PrivacySubject = AddressColumns & Pick<PropertyRow, 'address_privacy'>;

/**
 * The one rule of what of a property's address is public, for the site, its structured data, its link preview
 * and the portals' feed alike:
 * - 'full': everything staff typed;
 * - 'street': the street, without its number and complement;
 * - 'neighborhood': the neighbourhood, the city and the state; no street and no postal code (a CEP often names a
 *   street on its own).
 * The complement is public only with 'full'.
 */
export function publicAddress(property: PrivacySubject): PublicAddress {
  const privacy: AddressPrivacy = property.address_privacy;
  return {
    address: privacy === 'neighborhood' ? null : property.address,
    number: privacy === 'full' ? property.number : null,
    complement: privacy === 'full' ? property.complement : null,
    neighborhood: property.neighborhood,
    city: property.city,
    state: property.state,
    zip_code: privacy === 'neighborhood' ? null : property.zip_code,
  };
}

/**
 * The address the portals' feed sends: what `publicAddress` allows, plus the postal code whatever the choice, since
 * a portal needs it to place the listing; the feed's `displayAddress` (from `address_privacy`) tells the portal
 * to show no more than the neighbourhood.
 */
export function portalAddress(property: PrivacySubject): PublicAddress {
  return { ...publicAddress(property), zip_code: property.zip_code };
}
