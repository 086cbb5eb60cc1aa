/** How the address last changed, as the router tells it: back/forward is 'POP'. */
export type AddressNavigation = 'POP' | 'PUSH' | 'REPLACE';

export interface AddressChange {
  /** Whether the fields take the address's value: a navigation did it, not a write of theirs. */
  fromNavigation: boolean;
  /** The writes still on their way to the screen, oldest first. */
  pending: string[];
}

/**
 * Tells a new value in the address (`key`) apart: one of the fields' own writes still on its way (`pending`)
 * leaves what is typed alone, while back/forward, a link or a pasted address puts the address's value in the
 * fields.
 */
export function settleAddressChange(pending: readonly string[], key: string, navigation: AddressNavigation): AddressChange {
  const own = navigation === 'POP' ? -1 : pending.indexOf(key);
  if (own === -1) return { fromNavigation: true, pending: [] };
  return { fromNavigation: false, pending: pending.slice(own + 1) };
}

/** The key the address will hold once every pending write has arrived. */
export function awaitedKey(pending: readonly string[], shown: string): string {
  return pending.at(-1) ?? shown;
}
