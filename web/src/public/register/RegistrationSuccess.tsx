import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { registerMessages } from '../../forms/registerMessages';
import { publicRoutes } from '../routes';

interface RegistrationSuccessProps {
  message: string;
  onRegisterAnother: () => void;
}

/** The server's confirmation after a registration; it takes the focus so that it is read out. */
export function RegistrationSuccess({ message, onRegisterAnother }: RegistrationSuccessProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  return (
    <div className="registration-success" role="status" tabIndex={-1} ref={panelRef}>
      <h2 className="registration-success__title">{registerMessages.success.title}</h2>
      <p>{message}</p>
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
