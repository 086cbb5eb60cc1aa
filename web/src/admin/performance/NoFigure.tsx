import { performanceMessages } from '../../forms/performanceMessages';

/** A figure there is none of (no answered lead, no lead): a dash, read out as 'sem dados'. */
export function NoFigure() {
  return (
    <>
      <span aria-hidden="true">{performanceMessages.noValue}</span>
      <span className="admin-visually-hidden">{performanceMessages.noValueLabel}</span>
    </>
  );
}
