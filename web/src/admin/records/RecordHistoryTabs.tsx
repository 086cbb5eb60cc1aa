import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import { auditMessages } from '../../forms/auditMessages';
import type { AuditRecordType } from '../../gql/graphql';
import { LoadingState } from '../layout/LoadingState';

const RecordHistory = lazy(() => import('./RecordHistory'));

const texts = auditMessages.history;
type RecordTab = 'cadastro' | 'historico';

interface RecordHistoryTabsProps {
  recordType: AuditRecordType;
  recordId: string;
  /** The first tab's title: 'Cadastro' unless the screen is not a form. */
  recordTab?: string;
  /** The record's screen as it is without the tabs (its form). */
  children: ReactNode;
}

/**
 * A record's screen on two tabs: the record itself (its form, kept while the other tab is open), and its 'Histórico',
 * whose code and entries load only once the tab is opened.
 */
export function RecordHistoryTabs({ recordType, recordId, recordTab = texts.formTab, children }: RecordHistoryTabsProps) {
  const [tab, setTab] = useState<RecordTab>('cadastro');
  return (
    <Tabs
      id="abas-registro"
      className="admin-record-tabs"
      selectedTabId={tab}
      onChange={(next) => setTab(next === 'historico' ? 'historico' : 'cadastro')}
      large
    >
      <Tab id="cadastro" title={recordTab} panel={<>{children}</>} />
      <Tab
        id="historico"
        title={texts.tab}
        panel={
          tab === 'historico' ? (
            <Suspense fallback={<LoadingState />}>
              <RecordHistory recordType={recordType} recordId={recordId} />
            </Suspense>
          ) : (
            <></>
          )
        }
      />
    </Tabs>
  );
}
