import { lazy, Suspense } from 'react';
import { keyMessages } from '../../forms/keyMessages';
import { LoadingState } from '../layout/LoadingState';
import type { ExtraRecordTabs } from '../records/RecordTabsContext';

const PropertyKeysTab = lazy(() => import('../keys/PropertyKeysTab'));

/** The tabs features add to other features' records: a property's keys ('Chaves', `keys/`). */
export const recordTabs: ExtraRecordTabs = {
  PROPERTY: [
    {
      id: 'chaves',
      title: keyMessages.tab,
      render: (propertyId) => (
        <Suspense fallback={<LoadingState />}>
          <PropertyKeysTab propertyId={propertyId} />
        </Suspense>
      ),
    },
  ],
};
