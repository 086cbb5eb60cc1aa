import { Tag } from '@blueprintjs/core';
import { adminRoutes } from '../adminRoutes';
import { EditLink } from '../lists/RowActions';
import { useQuery } from '@apollo/client/react';
import { videoMessages, videoTypeLabels } from '../../forms/videoMessages';
import type { VideoListQuery as VideoListData } from '../../gql/graphql';
import { ActiveTag } from '../lists/ActiveTag';
import { type ListColumn } from '../lists/ListTable';
import { FilteredListScreen } from '../lists/FilteredListScreen';
import { VideoListQuery } from './videoDocuments';

const texts = videoMessages.list;

type VideoRow = VideoListData['videos'][number];

const titleOf = (row: VideoRow) => row.title;

const columns: readonly ListColumn<VideoRow>[] = [
  { name: texts.columns.title, width: 260, render: (row) => row.title },
  {
    name: texts.columns.description,
    width: 320,
    render: (row) => <span title={row.description ?? undefined}>{row.description ?? ''}</span>,
  },
  {
    name: texts.columns.type,
    width: 100,
    render: (row) => (
      <Tag intent={row.type === 'INTERNAL' ? 'primary' : 'warning'} minimal>
        {videoTypeLabels[row.type]}
      </Tag>
    ),
  },
  { name: texts.columns.status, width: 110, render: (row) => <ActiveTag active={row.isActive} /> },
  {
    name: texts.columns.actions,
    width: 80,
    interactive: true,
    render: (row) => <EditLink to={adminRoutes.videos.edit(row.id)} label={texts.edit(row.title)} />,
  },
];

/** /app/videos — every video, filtered by title on the client (search and page kept in the address), 10 per page. */
export default function VideoListPage() {
  const { data, loading, error } = useQuery(VideoListQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <FilteredListScreen
      texts={texts}
      addPath={adminRoutes.videos.create}
      rows={data?.videos}
      loading={loading}
      error={error}
      searchedText={titleOf}
      columns={columns}
    />
  );
}
