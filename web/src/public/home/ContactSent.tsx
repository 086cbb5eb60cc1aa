import { useEffect, useRef } from 'react';
import { messages } from '../../forms/messages';

interface ContactSentProps {
  confirmation: string;
  onWriteAnother: () => void;
}

/** The contact form's success screen; it takes the focus so that the confirmation is read out. */
export function ContactSent({ confirmation, onWriteAnother }: ContactSentProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  return (
    <div className="contact__sent" role="status" tabIndex={-1} ref={panelRef}>
      <h3 className="contact__sent-title">{messages.contact.sentTitle}</h3>
      <p>{confirmation}</p>
      <button type="button" className="button button--secondary" onClick={onWriteAnother}>
        {messages.contact.sendAnother}
      </button>
    </div>
  );
}
