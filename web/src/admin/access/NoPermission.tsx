import { NonIdealState } from '@blueprintjs/core';
import { adminMessages } from '../../forms/adminMessages';
import { adminRoutes } from '../adminRoutes';
import { ButtonLink } from '../layout/ButtonLink';
import { usePageTitle } from '../layout/usePageTitle';

const texts = adminMessages.access;

/** What a user sees on a screen their permissions do not open. */
export function NoPermission() {
  usePageTitle(texts.title);
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{texts.title}</h1>
      <NonIdealState
        icon="lock"
        description={texts.description}
        action={<ButtonLink to={adminRoutes.dashboard} text={texts.backHome} icon="home" intent="primary" />}
      />
    </div>
  );
}
