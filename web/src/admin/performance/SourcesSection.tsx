import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useId } from 'react';
import { Bar } from 'react-chartjs-2';
import type { ChartOptions } from 'chart.js';
import { leadSourceLabels } from '../../forms/leadMessages';
import { performanceMessages } from '../../forms/performanceMessages';
import { formatInteger } from '../../lib/format';
import { formatNumericDay } from './performanceFormat';
import { sourcesChartData, sourcesInPeriod, weekCount, type PerformanceWeek } from './performanceCharts';
import { TableRegion } from './TableRegion';
import './chartSetup';

const texts = performanceMessages.sources;

const options: ChartOptions<'bar'> = {
  responsive: true,
  maintainAspectRatio: false,
  scales: {
    x: { stacked: true, grid: { display: false } },
    y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } },
  },
  plugins: { legend: { position: 'bottom' } },
};

/** 'Leads por origem, semana a semana': the stacked bars, and beside them the table of the same numbers. */
export function SourcesSection({ weeks }: { weeks: readonly PerformanceWeek[] }) {
  const titleId = useId();
  const descriptionId = useId();
  const sources = sourcesInPeriod(weeks);
  return (
    <section className="performance-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-section-title">
        {texts.title}
      </h2>
      {sources.length === 0 ? (
        <NonIdealState icon="inbox" description={texts.empty} />
      ) : (
        <div className="performance-section__body">
          <figure className="performance-chart">
            <div className="performance-chart__canvas">
              <Bar
                data={sourcesChartData(weeks, sources)}
                options={options}
                role="img"
                aria-label={texts.chartLabel}
                aria-describedby={descriptionId}
              />
            </div>
            <figcaption id={descriptionId} className="performance-chart__description">
              {texts.chartDescription}
            </figcaption>
          </figure>
          <TableRegion label={texts.tableCaption}>
            <HTMLTable compact striped>
              <caption>{texts.tableCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{texts.week}</th>
                  {sources.map((source) => (
                    <th key={source} scope="col">
                      {leadSourceLabels[source]}
                    </th>
                  ))}
                  <th scope="col">{texts.total}</th>
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={week.start}>
                    <th scope="row">{formatNumericDay(week.start)}</th>
                    {sources.map((source) => (
                      <td key={source}>{formatInteger(weekCount(week, source))}</td>
                    ))}
                    <td>{formatInteger(week.total)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </TableRegion>
        </div>
      )}
    </section>
  );
}
