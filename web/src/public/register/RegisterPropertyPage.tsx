import { useState } from 'react';
import { registerMessages } from '../../forms/registerMessages';
import { NotificationRegion } from '../layout/NotificationRegion';
import { PageMeta } from '../layout/PageMeta';
import { useNotifications } from '../layout/useNotifications';
import { RegistrationForm } from './RegistrationForm';
import { RegistrationSuccess } from './RegistrationSuccess';
import type { Registration } from './sendRegistration';

const texts = registerMessages;

/** /cadastre-seu-imovel — an owner registers a property, with photos, for the agency to review. */
export default function RegisterPropertyPage() {
  const { items, notify, dismiss } = useNotifications();
  const [confirmation, setConfirmation] = useState<Registration | null>(null);
  const [formKey, setFormKey] = useState(0);

  const registerAnother = () => {
    setConfirmation(null);
    setFormKey((key) => key + 1);
  };

  return (
    <main id="conteudo" className="page register">
      <PageMeta title={texts.pageTitle} description={texts.description} />
      <div className="page__inner register__inner">
        <h1>{texts.pageTitle}</h1>
        {confirmation === null ? (
          <>
            <p className="register__intro">{texts.intro}</p>
            <p className="register__note">{texts.requiredNote}</p>
            <RegistrationForm key={formKey} notify={notify} onRegistered={setConfirmation} />
          </>
        ) : (
          <RegistrationSuccess registration={confirmation} onRegisterAnother={registerAnother} />
        )}
      </div>
      <NotificationRegion items={items} onDismiss={dismiss} />
    </main>
  );
}
