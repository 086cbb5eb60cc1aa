import { lazy, Suspense } from 'react';
import { messages } from '../../forms/messages';

const ContactForm = lazy(() => import('./ContactForm'));

/** The 'Fale Conosco' section; its form's code arrives after the first paint, in its own chunk. */
export function ContactSection() {
  return (
    <section className="section section--tinted" aria-labelledby="contact-title" id="contato">
      <div className="section__inner contact">
        <div>
          <h2 id="contact-title" className="section__title">
            {messages.contact.title}
          </h2>
          <p>{messages.contact.intro}</p>
        </div>
        <Suspense fallback={<div className="contact__placeholder" />}>
          <ContactForm />
        </Suspense>
      </div>
    </section>
  );
}
