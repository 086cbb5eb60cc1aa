import { createContext, useContext, type ReactNode } from 'react';
import type { AuditRecordType } from '../../gql/graphql';

/** A tab another feature adds to a kind of record's screen (the property's 'Chaves'), between the form and its history. */
export interface ExtraRecordTab {
  /** Its id, also the `?aba=` that opens the screen on it. */
  id: string;
  title: string;
  /** Its panel for one record, rendered only while the tab is open. */
  render: (recordId: string) => ReactNode;
}

export type ExtraRecordTabs = Partial<Record<AuditRecordType, readonly ExtraRecordTab[]>>;

const RecordTabsContext = createContext<ExtraRecordTabs>({});

/** Given by the route table, which alone may join features: the extra tabs of each kind of record. */
export function RecordTabsProvider({ tabs, children }: { tabs: ExtraRecordTabs; children: ReactNode }) {
  return <RecordTabsContext.Provider value={tabs}>{children}</RecordTabsContext.Provider>;
}

export function useExtraRecordTabs(recordType: AuditRecordType): readonly ExtraRecordTab[] {
  return useContext(RecordTabsContext)[recordType] ?? [];
}
