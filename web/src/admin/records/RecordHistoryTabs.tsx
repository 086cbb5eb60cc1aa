import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import { agendaMessages } from '../../forms/agendaMessages';
import { auditMessages } from '../../forms/auditMessages';
import type { AuditRecordType } from '../../gql/graphql';
import { areaPermissions } from '../access/areaPermissions';
import { keepsOwnAgenda } from '../access/ownAgenda';
import { LoadingState } from '../layout/LoadingState';
import { useSignedInSession } from '../session/SessionContext';
import type { RecordVisitKey } from './recordVisitKey';

const RecordHistory = lazy(() => import('./RecordHistory'));
const RecordVisits = lazy(() => import('./RecordVisits'));

const texts = auditMessages.history;
const RECORD_TABS = ['cadastro', 'visitas', 'historico'] as const;
type RecordTab = (typeof RECORD_TABS)[number];

interface RecordHistoryTabsProps {
  recordType: AuditRecordType;
  recordId: string;
  /** The first tab's title: 'Cadastro' unless the screen is not a form. */
  recordTab?: string;
  /** A lead, a client or a property: its 'Visitas' tab, for users who open the agenda. */
  visitsOf?: RecordVisitKey;
  /** The record's screen as it is without the tabs (its form). */
  children: ReactNode;
}

/** A tab's panel whose code and data load only once the tab is opened. */
function LazyPanel({ shown, children }: { shown: boolean; children: ReactNode }) {
  return shown ? <Suspense fallback={<LoadingState />}>{children}</Suspense> : <></>;
}

/**
 * A record's screen on tabs: the record itself (its form, kept while another tab is open), its 'Visitas' (a lead's, a
 * client's or a property's, for users who open the agenda) and its 'Histórico', whose code and entries load only once
 * their tab is opened.
 */
export function RecordHistoryTabs({ recordType, recordId, recordTab = texts.formTab, visitsOf, children }: RecordHistoryTabsProps) {
  const [tab, setTab] = useState<RecordTab>('cadastro');
  const { permissions, user } = useSignedInSession();
  const showsVisits = visitsOf !== undefined && (permissions.includes(areaPermissions.agenda) || keepsOwnAgenda(user.role));
  return (
    <Tabs
      id="abas-registro"
      className="admin-record-tabs"
      selectedTabId={tab}
      onChange={(next) => setTab(RECORD_TABS.find((known) => known === next) ?? 'cadastro')}
      large
    >
      <Tab id="cadastro" title={recordTab} panel={<>{children}</>} />
      {showsVisits && (
        <Tab
          id="visitas"
          title={agendaMessages.recordVisits.tab}
          panel={
            <LazyPanel shown={tab === 'visitas'}>
              <RecordVisits visitsOf={visitsOf} />
            </LazyPanel>
          }
        />
      )}
      <Tab
        id="historico"
        title={texts.tab}
        panel={
          <LazyPanel shown={tab === 'historico'}>
            <RecordHistory recordType={recordType} recordId={recordId} />
          </LazyPanel>
        }
      />
    </Tabs>
  );
}
