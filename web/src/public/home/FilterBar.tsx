import { useEffect, useId, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useQuery } from '@apollo/client/react';
import type { PropertyType } from '../../gql/graphql';
import { filterOperationLabels, messages, propertyTypeLabels } from '../../forms/messages';
import { bedroomOptions, filterOperations, filterPropertyTypes, type FilterOperation, type HomeFilters } from '../lib/homeFilters';
import { CitiesQuery } from '../queries';
import { PriceField } from './PriceField';
import { useTypedBeforeHydration } from '../../lib/useTypedBeforeHydration';

interface FilterBarProps {
  /** What the fields hold, applied or not yet. */
  draft: HomeFilters;
  onChange: Dispatch<SetStateAction<HomeFilters>>;
  /** Applies the fields. */
  onSearch: () => void;
  /** Empties the fields and applies that. */
  onClear: () => void;
}

function oneOf<T extends string>(options: readonly T[], value: string): T | null {
  return options.find((option) => option === value) ?? null;
}

/** Operação, Cidade, Tipo, Dormitórios and the price range; applied on Pesquisar, emptied by Limpar. */
export function FilterBar({ draft, onChange, onSearch, onClear }: FilterBarProps) {
  const { data, error } = useQuery(CitiesQuery);
  useEffect(() => {
    if (error) console.error(messages.filters.citiesLoadError, error);
  }, [error]);
  const id = useId();

  const cities = data?.cities ?? [];
  const cityMissing = draft.city !== null && !cities.some((entry) => entry.city === draft.city);
  const update = (change: Partial<HomeFilters>) => onChange((current) => ({ ...current, ...change }));
  const chooseOperation = (text: string) => update({ operation: oneOf<FilterOperation>(filterOperations, text) });
  const chooseCity = (text: string) => update({ city: text === '' ? null : text });
  const chooseType = (text: string) => update({ type: oneOf<PropertyType>(filterPropertyTypes, text) });
  const chooseBedrooms = (text: string) => update({ minBedrooms: text === '' ? null : Number(text) });
  const bedroomsText = draft.minBedrooms === null ? '' : String(draft.minBedrooms);
  const operationRef = useTypedBeforeHydration<HTMLSelectElement>(draft.operation ?? '', chooseOperation);
  const cityRef = useTypedBeforeHydration<HTMLSelectElement>(draft.city ?? '', chooseCity);
  const typeRef = useTypedBeforeHydration<HTMLSelectElement>(draft.type ?? '', chooseType);
  const bedroomsRef = useTypedBeforeHydration<HTMLSelectElement>(bedroomsText, chooseBedrooms);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch();
  };

  return (
    <div className="filters">
      <form role="search" aria-label={messages.filters.formLabel} className="filters__form" onSubmit={submit}>
        <div className="field filters__choice">
          <label htmlFor={`${id}-operation`}>{messages.filters.operation}</label>
          <select
            id={`${id}-operation`}
            ref={operationRef}
            value={draft.operation ?? ''}
            onChange={(event) => chooseOperation(event.target.value)}
          >
            <option value="">{messages.filters.anyOperation}</option>
            {filterOperations.map((operation) => (
              <option key={operation} value={operation}>
                {filterOperationLabels[operation]}
              </option>
            ))}
          </select>
        </div>
        <div className="field filters__choice">
          <label htmlFor={`${id}-city`}>{messages.filters.city}</label>
          <select id={`${id}-city`} ref={cityRef} value={draft.city ?? ''} onChange={(event) => chooseCity(event.target.value)}>
            <option value="">{messages.filters.anyCity}</option>
            {cityMissing && draft.city && <option value={draft.city}>{draft.city}</option>}
            {cities.map((entry) => (
              <option key={entry.city} value={entry.city}>
                {messages.filters.cityOption(entry.city, entry.count)}
              </option>
            ))}
          </select>
        </div>
        <div className="field filters__choice">
          <label htmlFor={`${id}-type`}>{messages.filters.type}</label>
          <select id={`${id}-type`} ref={typeRef} value={draft.type ?? ''} onChange={(event) => chooseType(event.target.value)}>
            <option value="">{messages.filters.anyType}</option>
            {filterPropertyTypes.map((type) => (
              <option key={type} value={type}>
                {propertyTypeLabels[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="field filters__choice">
          <label htmlFor={`${id}-bedrooms`}>{messages.filters.bedrooms}</label>
          <select id={`${id}-bedrooms`} ref={bedroomsRef} value={bedroomsText} onChange={(event) => chooseBedrooms(event.target.value)}>
            <option value="">{messages.filters.anyBedrooms}</option>
            {bedroomOptions.map((count, index) => (
              <option key={count} value={String(count)}>
                {messages.filters.bedroomOption(count, index === bedroomOptions.length - 1)}
              </option>
            ))}
          </select>
        </div>
        <PriceField
          id={`${id}-min-price`}
          label={messages.filters.minPrice}
          cents={draft.minPriceCents}
          onChange={(cents) => update({ minPriceCents: cents })}
        />
        <PriceField
          id={`${id}-max-price`}
          label={messages.filters.maxPrice}
          cents={draft.maxPriceCents}
          onChange={(cents) => update({ maxPriceCents: cents })}
        />
        <div className="filters__actions">
          <button type="button" className="button button--secondary" onClick={onClear}>
            {messages.filters.clear}
          </button>
          <button type="submit" className="button button--primary">
            {messages.filters.search}
          </button>
        </div>
      </form>
    </div>
  );
}
