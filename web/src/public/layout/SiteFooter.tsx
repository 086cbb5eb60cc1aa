import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../forms/messages';
import { addressLines, phoneHref } from '../lib/contactDetails';
import { publicRoutes } from '../routes';
import { useCompany } from './useCompany';

export function SiteFooter() {
  const { company, error } = useCompany();
  useEffect(() => {
    if (error) console.error(messages.footer.companyLoadError, error);
  }, [error]);

  const site = company?.name ?? messages.site.fallbackName;
  const lines = company ? addressLines(company.address) : [];
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-contact" className="site-footer__block">
          <h2 id="footer-contact" className="site-footer__title">
            {messages.footer.contact}
          </h2>
          <p className="site-footer__name">{site}</p>
          {lines.length > 0 && (
            <address className="site-footer__address">
              <span className="visually-hidden">{messages.footer.address}: </span>
              {lines.map((line) => (
                <span key={line} className="site-footer__line">
                  {line}
                </span>
              ))}
            </address>
          )}
          {company?.creci && <p>{messages.footer.creci(company.creci)}</p>}
          {company?.phone && (
            <p>
              {messages.footer.phone}: <a href={phoneHref(company.phone)}>{company.phone}</a>
            </p>
          )}
          {company?.email && (
            <p>
              {messages.footer.email}: <a href={`mailto:${company.email}`}>{company.email}</a>
            </p>
          )}
        </section>
        <nav aria-labelledby="footer-listings" className="site-footer__block">
          <h2 id="footer-listings" className="site-footer__title">
            {messages.footer.listings}
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to={publicRoutes.saleListings}>{messages.footer.saleListings}</Link>
            </li>
            <li>
              <Link to={publicRoutes.rentListings}>{messages.footer.rentListings}</Link>
            </li>
            <li>
              <Link to={publicRoutes.horarios}>{messages.footer.hours}</Link>
            </li>
            <li>
              <Link to={publicRoutes.privacidade}>{messages.footer.privacy}</Link>
            </li>
          </ul>
        </nav>
        {(company?.chatUrl || company?.email) && (
          <section aria-labelledby="footer-social" className="site-footer__block">
            <h2 id="footer-social" className="site-footer__title">
              {messages.footer.social}
            </h2>
            <ul className="social-links">
              {company.chatUrl && (
                <li>
                  <a href={company.chatUrl} target="_blank" rel="noopener" aria-label={messages.footer.whatsapp(site)}>
                    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                      <path
                        fill="currentColor"
                        d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.2c0-.1-.2-.2-.4-.3z"
                      />
                    </svg>
                  </a>
                </li>
              )}
              {company.email && (
                <li>
                  <a href={`mailto:${company.email}`} aria-label={messages.footer.emailLink(site)}>
                    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                      <path
                        fill="currentColor"
                        d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3zM5.2 7 12 11.5 18.8 7z"
                      />
                    </svg>
                  </a>
                </li>
              )}
            </ul>
          </section>
        )}
      </div>
      <p className="site-footer__copyright">{messages.footer.copyright(year, site)}</p>
    </footer>
  );
}
