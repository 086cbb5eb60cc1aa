import { performanceMessages } from '../../forms/performanceMessages';
import { formatInteger } from '../../lib/format';
import { formatMinutes, formatShare } from './performanceFormat';
import type { ResponseFigures } from './performanceCharts';
import { NoFigure } from './NoFigure';

const texts = performanceMessages.agency;

interface AgencySummaryProps {
  figures: ResponseFigures;
  assigned: number;
}

/** The agency's figures for the period, each with its name. */
export function AgencySummary({ figures, assigned }: AgencySummaryProps) {
  const entries = [
    { label: texts.leads, value: formatInteger(figures.leads) },
    { label: texts.assigned, value: formatInteger(assigned) },
    { label: texts.answered, value: formatInteger(figures.answered) },
    { label: texts.median, value: figures.medianMinutes === null ? <NoFigure /> : formatMinutes(figures.medianMinutes) },
    { label: texts.p90, value: figures.p90Minutes === null ? <NoFigure /> : formatMinutes(figures.p90Minutes) },
    {
      label: texts.conversion,
      value: figures.conversionRate === null ? <NoFigure /> : texts.conversionValue(formatShare(figures.conversionRate), figures.converted),
    },
  ];
  return (
    <section className="performance-summary" aria-labelledby="desempenho-imobiliaria">
      <h2 id="desempenho-imobiliaria" className="admin-section-title">
        {texts.title}
      </h2>
      <dl className="performance-summary__list">
        {entries.map((entry) => (
          <div key={entry.label} className="performance-summary__item">
            <dt>{entry.label}</dt>
            <dd>{entry.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
