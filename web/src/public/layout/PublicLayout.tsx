import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { messages } from '../../forms/messages';
import { CompanyProvider } from './CompanyProvider';
import { hydratedApart } from './hydratedApart';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

const Footer = hydratedApart(SiteFooter);

/**
 * Header, page and footer of every public page; a new page starts at the top. The page grows to fill the screen, so
 * that on a short page the footer sits at the bottom of the screen, right under the content.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <CompanyProvider>
      <div className="site">
        <a className="skip-link" href="#conteudo">
          {messages.site.skipToContent}
        </a>
        <SiteHeader />
        <Outlet />
        <Footer />
      </div>
    </CompanyProvider>
  );
}
