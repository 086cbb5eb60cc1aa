import { HTMLTable, Tag } from '@blueprintjs/core';
import { keyMessages } from '../../forms/keyMessages';
import type { PropertyKeysQuery } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';

const texts = keyMessages.history;
const columns = texts.columns;

type Checkout = NonNullable<PropertyKeysQuery['propertyKeys']>['history'][number];

/** 'dd/mm/aaaa hh:mm (Nome)', or the time alone when no one is named. */
function when(at: string, by: { name: string } | null | undefined): string {
  return by ? texts.by(formatDateTime(at), by.name) : formatDateTime(at);
}

/** The property's newest loans of its keys, newest first. */
export function KeyHistoryTable({ history }: { history: readonly Checkout[] }) {
  return (
    <section className="admin-keys__history" aria-labelledby="historico-chaves">
      <h3 id="historico-chaves">{texts.title}</h3>
      {history.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <HTMLTable aria-label={texts.tableLabel} striped>
          <thead>
            <tr>
              <th scope="col">{columns.key}</th>
              <th scope="col">{columns.broker}</th>
              <th scope="col">{columns.out}</th>
              <th scope="col">{columns.due}</th>
              <th scope="col">{columns.back}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((checkout) => (
              <tr key={checkout.id}>
                <td>{checkout.keyLabel}</td>
                <td>{checkout.broker.name}</td>
                <td>{when(checkout.checkedOutAt, checkout.checkedOutBy)}</td>
                <td>
                  {formatDateTime(checkout.dueAt)}
                  {checkout.overdue && (
                    <Tag intent="danger" className="admin-keys__overdue">
                      {keyMessages.overdue}
                    </Tag>
                  )}
                </td>
                <td>{checkout.checkedInAt ? when(checkout.checkedInAt, checkout.checkedInBy) : texts.notBack}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
