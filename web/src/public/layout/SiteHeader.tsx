import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { messages } from '../../forms/messages';
import { useDisclosure } from '../../lib/useDisclosure';
import { publicRoutes } from '../routes';
import { useCompany } from './useCompany';

const menuIcon = 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z';
const closeIcon = 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z';

/**
 * The agency's name and the site's links in one row. On a narrow screen the links are behind a 'Menu' button
 * (a disclosure that closes on Escape, on a chosen link and on a change of page); on a wide one they show inline.
 */
export function SiteHeader() {
  const { company } = useCompany();
  const site = company?.name ?? messages.site.fallbackName;
  const menu = useDisclosure();
  const { pathname, search } = useLocation();
  const { close } = menu;
  useEffect(() => close(), [pathname, search, close]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={publicRoutes.HomePage} className="brand" aria-label={messages.header.homeLink(site)}>
          <svg className="brand__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
            <path d="M16 4 3 15h4v13h7v-8h4v8h7V15h4z" fill="currentColor" />
          </svg>
          <span className="brand__name">{site}</span>
        </Link>
        <nav aria-label={messages.header.navigation} className={menu.expanded ? 'site-nav site-nav--open' : 'site-nav'}>
          <button type="button" className="site-nav__toggle" {...menu.buttonProps}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={menu.expanded ? closeIcon : menuIcon} />
            </svg>
            {messages.header.menu}
          </button>
          <ul id={menu.panelId} className="site-nav__links">
            <li>
              <Link to={publicRoutes.rentListings} onClick={close}>
                {messages.header.rent}
              </Link>
            </li>
            <li>
              <Link to={publicRoutes.saleListings} onClick={close}>
                {messages.header.buy}
              </Link>
            </li>
            <li>
              <Link to={publicRoutes.launchListings} onClick={close}>
                {messages.header.launches}
              </Link>
            </li>
            <li>
              <a href={publicRoutes.cadastreSeuImovel} target="_blank" rel="noopener" className="site-nav__cta" onClick={close}>
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
