import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { videoMessages } from '../../forms/videoMessages';
import { adminRoutes } from '../adminRoutes';
import { LoadedRecordFrame, RecordFormFrame } from '../records/RecordFormPage';
import { RecordHistoryTabs } from '../records/RecordHistoryTabs';
import { VideoQuery } from './videoDocuments';
import { VideoForm } from './VideoForm';

const texts = videoMessages.form;

function EditVideo({ id }: { id: string }) {
  const { data, loading, error } = useQuery(VideoQuery, { variables: { id }, fetchPolicy: 'network-only' });
  return (
    <LoadedRecordFrame
      title={texts.editTitle}
      listPath={adminRoutes.videos.list}
      record={data?.video}
      loading={loading}
      error={error}
      texts={texts}
    >
      {(video) => (
        <RecordHistoryTabs recordType="VIDEO" recordId={id}>
          <VideoForm loaded={video} />
        </RecordHistoryTabs>
      )}
    </LoadedRecordFrame>
  );
}

/** /app/videos/novo and /app/videos/editar/:id. */
export default function VideoFormPage() {
  const { id } = useParams();
  if (id === undefined) {
    return (
      <RecordFormFrame title={texts.newTitle}>
        <VideoForm key="novo" loaded={null} />
      </RecordFormFrame>
    );
  }
  return <EditVideo key={id} id={id} />;
}
