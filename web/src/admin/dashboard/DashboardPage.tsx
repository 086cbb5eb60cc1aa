import { Callout, NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { adminMessages } from '../../forms/adminMessages';
import { adminRoutes } from '../adminRoutes';
import { InternalVideosQuery } from '../graphql/dashboard';
import { ButtonLink } from '../layout/ButtonLink';
import { LoadingState } from '../layout/LoadingState';
import { usePageTitle } from '../layout/usePageTitle';
import { firstNameOf } from '../session/sessionStore';
import { useSignedInSession } from '../session/SessionContext';
import { VideoCard } from '../layout/VideoCard';

const texts = adminMessages.dashboard;

/** The dashboard stays light: the newest videos only (the API lists them newest first); the rest are in the library. */
const dashboardVideoCount = 6;

/**
 * /app/dashboard — a greeting and the newest internal videos under 'Treinamentos e Comunicados'; 'Ver todos'
 * opens the whole library.
 */
export default function DashboardPage() {
  usePageTitle(texts.pageTitle);
  const { user } = useSignedInSession();
  const { data, loading, error } = useQuery(InternalVideosQuery);
  const videos = (data?.internalVideos ?? []).slice(0, dashboardVideoCount);

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{texts.welcome(firstNameOf(user.name))}</h1>
      <section className="admin-dashboard__videos" aria-labelledby="treinamentos-titulo">
        <div className="admin-page__header">
          <h2 id="treinamentos-titulo" className="admin-section-title">
            {texts.videosTitle}
          </h2>
          <ButtonLink to={adminRoutes.trainingLibrary} text={texts.seeAll} icon="video" variant="outlined" />
        </div>
        {loading && videos.length === 0 ? (
          <LoadingState />
        ) : error ? (
          <Callout intent="danger" role="alert">
            {texts.videosLoadError}
          </Callout>
        ) : videos.length === 0 ? (
          <NonIdealState icon="video" description={texts.noVideos} />
        ) : (
          <div className="admin-video-grid">
            {videos.map((video) => (
              <VideoCard key={video.id} video={video} headingLevel={3} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
