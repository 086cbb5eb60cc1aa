/**
 * Whether a house number stands alone in a text ('…, 835', '835 -', '"4321"'), rather than inside a longer token
 * such as a photo's random file name ('ce4f9d2ee1aff835.jpg'): a page that hides the number may still show it there.
 */
export function holdsHouseNumber(text: string, houseNumber: string): boolean {
  return new RegExp(`(?<![\\w.])${houseNumber.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`).test(text);
}
