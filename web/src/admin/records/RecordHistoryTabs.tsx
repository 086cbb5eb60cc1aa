import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import { useSearchParams } from 'react-router-dom';
import { agendaMessages } from '../../forms/agendaMessages';
import { auditMessages } from '../../forms/auditMessages';
import type { AuditRecordType } from '../../gql/graphql';
import { areaPermissions } from '../access/areaPermissions';
import { keepsOwnAgenda } from '../access/ownAgenda';
import { LoadingState } from '../layout/LoadingState';
import { useSignedInSession } from '../session/SessionContext';
import type { RecordVisitKey } from './recordVisitKey';
import { useExtraRecordTabs } from './RecordTabsContext';

const RecordHistory = lazy(() => import('./RecordHistory'));
const RecordVisits = lazy(() => import('./RecordVisits'));

const texts = auditMessages.history;
/** The address's `?aba=` that opens the screen on a tab. */
const TAB_PARAMETER = 'aba';

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
 * client's or a property's, for users who open the agenda), the tabs other features add to its kind
 * (`RecordTabsContext`), and its 'Histórico'; each of the others loads only once opened. `?aba=` in the address opens
 * one (the top bar's overdue keys open a property on 'chaves').
 */
export function RecordHistoryTabs({ recordType, recordId, recordTab = texts.formTab, visitsOf, children }: RecordHistoryTabsProps) {
  const extraTabs = useExtraRecordTabs(recordType);
  const { permissions, user } = useSignedInSession();
  const showsVisits = visitsOf !== undefined && (permissions.includes(areaPermissions.agenda) || keepsOwnAgenda(user.role));
  const [searchParams] = useSearchParams();
  const asked = searchParams.get(TAB_PARAMETER);
  const known = (id: string | null) =>
    id === 'historico' || (id === 'visitas' && showsVisits) || extraTabs.some((tab) => tab.id === id) ? (id ?? 'cadastro') : 'cadastro';
  const [tab, setTab] = useState<string>(() => known(asked));
  useEffect(() => {
    if (asked !== null) setTab(known(asked));
    // Only a new address moves the tab; `known` follows the tabs, which do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
  return (
    <Tabs id="abas-registro" className="admin-record-tabs" selectedTabId={tab} onChange={(next) => setTab(known(String(next)))} large>
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
      {extraTabs.map((extra) => (
        <Tab key={extra.id} id={extra.id} title={extra.title} panel={tab === extra.id ? <>{extra.render(recordId)}</> : <></>} />
      ))}
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
