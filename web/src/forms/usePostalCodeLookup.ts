import { useCallback, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useForm } from 'react-final-form';
import { graphql } from '../gql';
import { digitsOf } from './masks';

/** The address of a CEP, for the forms that fill it in. */
const PostalCodeQuery = graphql(`
  query PostalCode($cep: String!) {
    postalCode(cep: $cep) {
      found
      address {
        cep
        street
        neighborhood
        city
        state
      }
    }
  }
`);

/** The address fields a CEP lookup fills, as every property form names them. */
interface PostalAddressValues {
  zipCode?: string;
  street?: string;
  neighborhood?: string;
  city?: string;
  state?: string;
}

export type PostalCodeOutcome = 'found' | 'notFound' | 'failed';

export interface PostalCodeLookupOptions {
  /** Told how each lookup ended, to notify the user. */
  onOutcome: (outcome: PostalCodeOutcome) => void;
  /** The CEP field's text after a failed lookup. */
  failureFieldText: string;
}

export interface PostalCodeLookup {
  /** Looks the CEP up once it has 8 digits (and is not the one looked up last). */
  lookUpWhenComplete: (typed: string) => void;
  searching: boolean;
  /** The field text after a failed lookup, until the CEP changes. */
  problem: string | null;
}

/**
 * The CEP lookup of a property form: with 8 digits it asks the gateway and fills street, neighbourhood,
 * city and UF. Each outcome is reported; an answer for a CEP that was changed meanwhile is ignored.
 */
export function usePostalCodeLookup({ onOutcome, failureFieldText }: PostalCodeLookupOptions): PostalCodeLookup {
  const client = useApolloClient();
  const form = useForm<PostalAddressValues>();
  const [searching, setSearching] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const lastLookedUp = useRef<string | null>(null);

  const isCurrent = useCallback((digits: string) => digitsOf(form.getState().values.zipCode ?? '') === digits, [form]);

  const lookUp = useCallback(
    async (digits: string) => {
      setSearching(true);
      try {
        const { data } = await client.query({ query: PostalCodeQuery, variables: { cep: digits }, fetchPolicy: 'no-cache' });
        if (!isCurrent(digits)) return;
        const result = data?.postalCode;
        if (!result) throw new Error('postal code answer without data');
        if (result.found && result.address) {
          const { street, neighborhood, city, state } = result.address;
          form.batch(() => {
            if (street) form.change('street', street);
            if (neighborhood) form.change('neighborhood', neighborhood);
            if (city) form.change('city', city);
            if (state) form.change('state', state);
          });
          onOutcome('found');
        } else {
          onOutcome('notFound');
        }
      } catch {
        if (!isCurrent(digits)) return;
        lastLookedUp.current = null;
        setProblem(failureFieldText);
        onOutcome('failed');
      } finally {
        if (isCurrent(digits)) setSearching(false);
      }
    },
    [client, form, isCurrent, onOutcome, failureFieldText],
  );

  const lookUpWhenComplete = useCallback(
    (typed: string) => {
      const digits = digitsOf(typed);
      if (digits.length !== 8) {
        lastLookedUp.current = null;
        setProblem(null);
        setSearching(false);
        return;
      }
      if (digits === lastLookedUp.current) return;
      lastLookedUp.current = digits;
      setProblem(null);
      void lookUp(digits);
    },
    [lookUp],
  );

  return { lookUpWhenComplete, searching, problem };
}
