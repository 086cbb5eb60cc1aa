import { useCallback } from 'react';
import { maskZipCode } from './masks';
import { usePostalCodeLookup, type PostalCodeOutcome } from './usePostalCodeLookup';

interface PostalCodeTexts {
  searching: string;
  found: string;
  notFound: string;
  failure: string;
  /** The CEP field's text after a failed lookup; the notice's text when absent. */
  failureField?: string;
}

interface PostalCodeFieldOptions<K extends string> {
  notify: (kind: K, text: string) => void;
  /** The notice kind of each outcome, as the side's notifications name them (a constant, so the lookup stays stable). */
  kinds: Readonly<Record<PostalCodeOutcome, K>>;
  texts: PostalCodeTexts;
}

/**
 * The CEP field of an address: masked, looked up at 8 digits (filling street, neighbourhood, city and UF),
 * each outcome notified. Returns the props of the text field that draws it, whatever its widget.
 */
export function usePostalCodeField<K extends string>({ notify, kinds, texts }: PostalCodeFieldOptions<K>) {
  const onOutcome = useCallback(
    (outcome: PostalCodeOutcome) => {
      const text = outcome === 'found' ? texts.found : outcome === 'notFound' ? texts.notFound : texts.failure;
      notify(kinds[outcome], text);
    },
    [notify, kinds, texts],
  );
  const postalCode = usePostalCodeLookup({ onOutcome, failureFieldText: texts.failureField ?? texts.failure });
  return {
    name: 'zipCode',
    inputMode: 'numeric' as const,
    mask: maskZipCode,
    onTyped: postalCode.lookUpWhenComplete,
    problem: postalCode.problem,
    status: postalCode.searching ? texts.searching : null,
  };
}
