import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { registerMessages } from '../../forms/registerMessages';
import { publicRoutes } from '../routes';
import type { Registration } from './sendRegistration';

interface RegistrationSuccessProps {
  registration: Registration;
  onRegisterAnother: () => void;
}

/**
 * The server's confirmation after a registration, with the owner's private tracking link (also mailed to the
 * e-mail the form gave); it takes the focus so that it is read out.
 */
export function RegistrationSuccess({ registration, onRegisterAnother }: RegistrationSuccessProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const [trackingAddress, setTrackingAddress] = useState(registration.trackingPath);
  useEffect(() => {
    panelRef.current?.focus();
  }, []);
  useEffect(() => {
    // The whole address, as the owner would copy it; the page's origin is known only in the browser.
    if (registration.trackingPath) setTrackingAddress(new URL(registration.trackingPath, window.location.origin).href);
  }, [registration.trackingPath]);

  return (
    <div className="registration-success" role="status" tabIndex={-1} ref={panelRef}>
      <h2 className="registration-success__title">{registerMessages.success.title}</h2>
      <p>{registration.message}</p>
      {registration.trackingPath && (
        <div className="registration-success__tracking-area">
          <p>{registerMessages.success.trackingIntro}</p>
          <Link
            to={registration.trackingPath}
            className="registration-success__tracking"
            aria-label={`${registerMessages.success.trackingLink}: ${trackingAddress ?? ''}`}
          >
            {trackingAddress}
          </Link>
          <p>{registerMessages.success.trackingMailed}</p>
        </div>
      )}
      <div className="registration-success__actions">
        <button type="button" className="button button--primary" onClick={onRegisterAnother}>
          {registerMessages.success.another}
        </button>
        <Link to={publicRoutes.HomePage} className="button button--secondary">
          {registerMessages.success.home}
        </Link>
      </div>
    </div>
  );
}
