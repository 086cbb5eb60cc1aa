import type { PropertyDetailQuery } from '../../gql/graphql';
import { iptuPeriodicityLabels, operationLabels, propertyTypeLabels } from '../../forms/messages';
import { detailMessages } from '../../forms/detailMessages';
import { formatCurrency, formatDate, formatInteger, formatMetres, formatSquareMetres } from '../../lib/format';

type DetailProperty = NonNullable<PropertyDetailQuery['property']>;

interface Fact {
  label: string;
  value: string;
}

function positive(value: number | null): value is number {
  return value !== null && value > 0;
}

/** General info, areas in m², lot front and back in m, IPTU and the land fields that apply. */
export function propertyFacts(property: DetailProperty): { general: Fact[]; areas: Fact[] } {
  const labels = detailMessages.labels;
  const general: Fact[] = [
    { label: labels.type, value: propertyTypeLabels[property.type] },
    { label: labels.operation, value: operationLabels[property.operation] },
  ];
  const counts: [string, number][] = [
    [labels.bedrooms, property.bedrooms],
    [labels.suites, property.suites],
    [labels.bathrooms, property.bathrooms],
    [labels.garage, property.garage],
  ];
  for (const [label, count] of counts) if (count > 0) general.push({ label, value: formatInteger(count) });
  if (property.iptuValue !== null) {
    const periodicity = property.iptuPeriodicity ? iptuPeriodicityLabels[property.iptuPeriodicity] : null;
    general.push({ label: labels.iptu, value: detailMessages.iptuValue(formatCurrency(property.iptuValue), periodicity) });
  }
  if (property.subdivisionName?.trim()) general.push({ label: labels.subdivisionName, value: property.subdivisionName });
  if (property.deliveryDate?.trim()) general.push({ label: labels.deliveryDate, value: formatDate(property.deliveryDate) });
  if (property.readyToBuild !== null && property.type === 'LAND') {
    general.push({ label: labels.readyToBuild, value: property.readyToBuild ? detailMessages.yes : detailMessages.no });
  }

  const areas: Fact[] = [];
  const squareMetres: [string, number | null][] = [
    [labels.area, property.area],
    [labels.totalArea, property.totalArea],
    [labels.usableArea, property.usableArea],
    [labels.builtArea, property.builtArea],
    [labels.lotArea, property.lotArea],
  ];
  for (const [label, value] of squareMetres) if (positive(value)) areas.push({ label, value: formatSquareMetres(value) });
  if (positive(property.lotFront)) areas.push({ label: labels.lotFront, value: formatMetres(property.lotFront) });
  if (positive(property.lotBack)) areas.push({ label: labels.lotBack, value: formatMetres(property.lotBack) });
  return { general, areas };
}

function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="facts">
      {facts.map((fact) => (
        <div key={fact.label} className="facts__item">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PropertyFacts({ property }: { property: DetailProperty }) {
  const { general, areas } = propertyFacts(property);
  return (
    <>
      <section aria-labelledby="detail-general">
        <h2 id="detail-general">{detailMessages.generalInfo}</h2>
        <FactList facts={general} />
      </section>
      {areas.length > 0 && (
        <section aria-labelledby="detail-areas">
          <h2 id="detail-areas">{detailMessages.areas}</h2>
          <FactList facts={areas} />
        </section>
      )}
    </>
  );
}
