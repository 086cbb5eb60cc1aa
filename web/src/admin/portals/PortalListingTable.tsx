import { HTMLTable, Icon, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { portalLevelLabels, portalMessages } from '../../forms/portalMessages';
import type { PortalReportQuery } from '../../gql/graphql';
import { adminRoutes } from '../adminRoutes';

const texts = portalMessages.list;

export type PortalListingRow = PortalReportQuery['portalReport']['items'][number];

function place(row: PortalListingRow): string {
  return [row.city, row.neighborhood].filter((part): part is string => Boolean(part)).join(' / ');
}

/** 'Pronto para os portais', or every reason the property is held back. */
function Readiness({ row }: { row: PortalListingRow }) {
  if (row.ready) {
    return (
      <Tag intent="success" icon="tick-circle" large>
        {texts.ready}
      </Tag>
    );
  }
  return (
    <ul className="admin-portal-reasons" aria-label={texts.reasons(row.code)}>
      {row.reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}

/** One page of the properties marked for the portals: photo, code and title (to the form), place, level and readiness. */
export function PortalListingTable({ rows }: { rows: readonly PortalListingRow[] }) {
  return (
    // On a narrow screen the table scrolls sideways: keyboard users reach and scroll it by focusing it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1).
    <div className="admin-portal-table" role="region" aria-label={texts.label} tabIndex={0}>
      <HTMLTable className="admin-portal-table__table" striped>
        <thead>
          <tr>
            <th scope="col">{texts.columns.photo}</th>
            <th scope="col">{texts.columns.property}</th>
            <th scope="col">{texts.columns.place}</th>
            <th scope="col">{texts.columns.level}</th>
            <th scope="col">{texts.columns.readiness}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                {row.thumbnailUrl ? (
                  <img
                    className="admin-portal-thumb"
                    src={row.thumbnailUrl}
                    alt={texts.photoAlt(row.code)}
                    width={96}
                    height={72}
                    loading="lazy"
                  />
                ) : (
                  <span className="admin-portal-thumb admin-portal-thumb--none">
                    <Icon icon="media" aria-hidden />
                    <span>{texts.noPhoto}</span>
                  </span>
                )}
              </td>
              <td>
                <span className="admin-portal-code">{row.code}</span>
                <Link to={adminRoutes.properties.edit(row.id)}>{row.title}</Link>
              </td>
              <td>{place(row)}</td>
              <td>{portalLevelLabels[row.level]}</td>
              <td>
                <Readiness row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
