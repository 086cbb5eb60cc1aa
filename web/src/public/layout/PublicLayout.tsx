import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { messages } from '../../forms/messages';
import { CompanyProvider } from './CompanyProvider';
import { hydratedApart } from './hydratedApart';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

const Footer = hydratedApart(SiteFooter);

/** Header, page and footer of every public page; a new page starts at the top. */
export function PublicLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <CompanyProvider>
      <a className="skip-link" href="#conteudo">
        {messages.site.skipToContent}
      </a>
      <SiteHeader />
      <Outlet />
      <Footer />
    </CompanyProvider>
  );
}
