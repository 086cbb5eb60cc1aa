import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { HOLIDAY_YEARS } from '../../../../shared/holiday-rules';
import { holidayMessages } from '../../forms/holidayMessages';
import { formatDate, formatWeekday } from '../../lib/format';
import { adminRoutes } from '../adminRoutes';
import { addressWithFilters } from '../lists/listAddress';
import { FilteredListScreen } from '../lists/FilteredListScreen';
import type { ListColumn } from '../lists/ListTable';
import { RowButton } from '../lists/RowActions';
import { DeleteHolidayDialog, type HolidayRow } from './DeleteHolidayDialog';
import { HolidaysQuery } from './holidayDocuments';
import { HolidayYearSwitch } from './HolidayYearSwitch';
import './holidays.css';

const texts = holidayMessages.list;

/** The year the address asks for (`ano`), or none: the API then answers the current year in São Paulo. */
function askedYear(params: URLSearchParams): number | null {
  const text = params.get('ano') ?? '';
  const year = Number(text);
  return /^\d{4}$/.test(text) && year >= HOLIDAY_YEARS.min && year <= HOLIDAY_YEARS.max ? year : null;
}

/** /app/feriados — one year's holidays (the year kept in the address), searched by name, each removable. */
export default function HolidayListPage() {
  const [params, setParams] = useSearchParams();
  const year = askedYear(params);
  const { data, previousData, loading, error, refetch } = useQuery(HolidaysQuery, {
    variables: { year },
    fetchPolicy: 'cache-and-network',
  });
  const [deleting, setDeleting] = useState<HolidayRow | null>(null);
  const shown = (data ?? previousData)?.holidays;

  const columns: readonly ListColumn<HolidayRow>[] = [
    { name: texts.columns.day, width: 200, render: (row) => formatDate(row.day) },
    { name: texts.columns.weekday, width: 150, render: (row) => formatWeekday(row.day) },
    { name: texts.columns.name, width: 320, render: (row) => row.name },
    {
      name: texts.columns.actions,
      width: 80,
      interactive: true,
      render: (row) => (
        <RowButton icon="trash" intent="danger" label={texts.delete(row.name, formatDate(row.day))} onClick={() => setDeleting(row)} />
      ),
    },
  ];

  return (
    <FilteredListScreen
      texts={texts}
      addPath={adminRoutes.holidays.create}
      rows={data?.holidays.items}
      loading={loading}
      error={error}
      searchedText={(row) => row.name}
      columns={columns}
      filters={
        <div className="holiday-filters">
          <p className="holiday-filters__intro">{texts.intro}</p>
          <HolidayYearSwitch
            year={shown?.year}
            onYear={(next) => setParams(addressWithFilters([{ name: 'ano', value: String(next), all: '' }]))}
          />
        </div>
      }
    >
      <DeleteHolidayDialog holiday={deleting} onClose={() => setDeleting(null)} onDeleted={() => void refetch()} />
    </FilteredListScreen>
  );
}
