import { Button } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { adminMessages } from '../../forms/adminMessages';
import { adminRoutes } from '../adminRoutes';
import { AlertsMenu } from './AlertsMenu';
import { UserMenu } from './UserMenu';

interface TopBarProps {
  menuId: string;
  menuCollapsed: boolean;
  onToggleMenu: () => void;
}

/** Menu toggle and title on the left; alerts and the user's avatar on the right. */
export function TopBar({ menuId, menuCollapsed, onToggleMenu }: TopBarProps) {
  const texts = adminMessages.shell;
  return (
    <header className="bp6-navbar admin-top-bar">
      <div className="admin-top-bar__group">
        <Button
          variant="minimal"
          icon="menu"
          aria-label={menuCollapsed ? texts.expandMenu : texts.collapseMenu}
          aria-expanded={!menuCollapsed}
          aria-controls={menuId}
          onClick={onToggleMenu}
        />
        <Link to={adminRoutes.dashboard} className="admin-top-bar__brand">
          {adminMessages.site.brand}
        </Link>
      </div>
      <div className="admin-top-bar__group">
        <AlertsMenu />
        <UserMenu />
      </div>
    </header>
  );
}
