import { Link } from 'react-router-dom';
import { messages } from '../../forms/messages';
import { publicRoutes } from '../routes';
import { useCompany } from './useCompany';

export function SiteHeader() {
  const { company } = useCompany();
  const site = company?.name ?? messages.site.fallbackName;

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={publicRoutes.HomePage} className="brand" aria-label={messages.header.homeLink(site)}>
          <svg className="brand__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
            <path d="M16 4 3 15h4v13h7v-8h4v8h7V15h4z" fill="currentColor" />
          </svg>
          <span className="brand__name">{site}</span>
        </Link>
        <nav aria-label={messages.header.navigation} className="site-nav">
          <ul>
            <li>
              <Link to={publicRoutes.rentListings}>{messages.header.rent}</Link>
            </li>
            <li>
              <Link to={publicRoutes.saleListings}>{messages.header.buy}</Link>
            </li>
            <li>
              <Link to={publicRoutes.launchListings}>{messages.header.launches}</Link>
            </li>
            <li>
              <a href={publicRoutes.cadastreSeuImovel} target="_blank" rel="noopener" className="site-nav__cta">
                {messages.header.registerProperty}
                <span className="visually-hidden"> {messages.header.opensInNewTab}</span>
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
