import { useState, type ReactNode } from 'react';
import { adminMessages } from '../../forms/adminMessages';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

const sideMenuId = 'menu-do-painel';

/** The frame of every signed-in screen: top bar, side menu and the screen itself. */
export function AdminShell({ children }: { children: ReactNode }) {
  const [menuCollapsed, setMenuCollapsed] = useState(false);
  return (
    <div className="admin-app admin-shell">
      <a className="admin-skip-link" href="#conteudo">
        {adminMessages.site.skipToContent}
      </a>
      <TopBar menuId={sideMenuId} menuCollapsed={menuCollapsed} onToggleMenu={() => setMenuCollapsed((collapsed) => !collapsed)} />
      <div className="admin-shell__frame">
        <SideMenu id={sideMenuId} collapsed={menuCollapsed} />
        <main id="conteudo" className="admin-shell__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
