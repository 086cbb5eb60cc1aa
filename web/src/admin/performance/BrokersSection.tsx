import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useId } from 'react';
import { Bar } from 'react-chartjs-2';
import type { ChartOptions, TooltipItem } from 'chart.js';
import { performanceMessages } from '../../forms/performanceMessages';
import { formatInteger } from '../../lib/format';
import { formatMinutes, formatShare } from './performanceFormat';
import { responseChartData, type BrokerPerformance, type ResponseFigures } from './performanceCharts';
import { NoFigure } from './NoFigure';
import { TableRegion } from './TableRegion';
import './chartSetup';

const texts = performanceMessages.brokers;
/** Each broker's bars, and the room of the axis and the legend. */
const ROW_HEIGHT = 56;
const CHART_FRAME = 96;

const options: ChartOptions<'bar'> = {
  indexAxis: 'y',
  responsive: true,
  maintainAspectRatio: false,
  scales: {
    x: { beginAtZero: true, title: { display: true, text: texts.axis } },
    y: { grid: { display: false } },
  },
  plugins: {
    legend: { position: 'bottom' },
    tooltip: {
      callbacks: {
        label: (item: TooltipItem<'bar'>) => `${item.dataset.label ?? ''}: ${formatMinutes(item.parsed.x ?? 0)}`,
      },
    },
  },
};

/** One row of the table: a broker's figures, or the agency's. */
function FiguresCells({ figures }: { figures: ResponseFigures }) {
  return (
    <>
      <td>{formatInteger(figures.leads)}</td>
      <td>{formatInteger(figures.answered)}</td>
      <td>{figures.medianMinutes === null ? <NoFigure /> : formatMinutes(figures.medianMinutes)}</td>
      <td>{figures.p90Minutes === null ? <NoFigure /> : formatMinutes(figures.p90Minutes)}</td>
      <td>
        {figures.conversionRate === null ? (
          <NoFigure />
        ) : (
          performanceMessages.agency.conversionValue(formatShare(figures.conversionRate), figures.converted)
        )}
      </td>
    </>
  );
}

interface BrokersSectionProps {
  brokers: readonly BrokerPerformance[];
  agency: ResponseFigures;
}

/** 'Tempo até a primeira resposta, por corretor': the bars of each broker's times, and beside them the table of every figure. */
export function BrokersSection({ brokers, agency }: BrokersSectionProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <section className="performance-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-section-title">
        {texts.title}
      </h2>
      {brokers.length === 0 ? (
        <NonIdealState icon="people" description={texts.empty} />
      ) : (
        <div className="performance-section__body performance-section__body--wide-table">
          <figure className="performance-chart">
            <div className="performance-chart__canvas" style={{ height: CHART_FRAME + brokers.length * ROW_HEIGHT }}>
              <Bar
                data={responseChartData(brokers)}
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
                  <th scope="col">{texts.broker}</th>
                  <th scope="col">{texts.leads}</th>
                  <th scope="col">{texts.answered}</th>
                  <th scope="col">{texts.median}</th>
                  <th scope="col">{texts.p90}</th>
                  <th scope="col">{texts.conversion}</th>
                </tr>
              </thead>
              <tbody>
                {brokers.map((row) => (
                  <tr key={row.broker.id}>
                    <th scope="row">{row.broker.name}</th>
                    <FiguresCells figures={row.figures} />
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{texts.agencyRow}</th>
                  <FiguresCells figures={agency} />
                </tr>
              </tfoot>
            </HTMLTable>
          </TableRegion>
        </div>
      )}
    </section>
  );
}
