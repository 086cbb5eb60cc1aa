import { Icon } from '@blueprintjs/core';
import { NavLink } from 'react-router-dom';
import { adminMessages } from '../../forms/adminMessages';
import { useSignedInSession } from '../session/SessionContext';
import { visibleMenuEntries } from './menuEntries';

interface SideMenuProps {
  id: string;
  collapsed: boolean;
}

/** Home and the areas of the user's permissions; collapsed, it keeps only the icons. */
export function SideMenu({ id, collapsed }: SideMenuProps) {
  const { permissions, user } = useSignedInSession();
  return (
    <nav
      id={id}
      className={collapsed ? 'admin-side-menu admin-side-menu--collapsed' : 'admin-side-menu'}
      aria-label={adminMessages.shell.menu}
    >
      <ul className="admin-side-menu__list">
        {visibleMenuEntries(permissions, user.role).map((entry) => (
          <li key={entry.path}>
            <NavLink
              to={entry.path}
              className={({ isActive }) => (isActive ? 'admin-side-menu__link admin-side-menu__link--active' : 'admin-side-menu__link')}
              title={collapsed ? entry.label : undefined}
            >
              <Icon icon={entry.icon} size={18} aria-hidden />
              <span className={collapsed ? 'admin-visually-hidden' : 'admin-side-menu__label'}>{entry.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
