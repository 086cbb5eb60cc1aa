import { CURRENT_PRIVACY_NOTICE_VERSION } from '../../../../shared/privacy-notice';
import { privacyMessages } from '../../forms/privacyMessages';
import { PageMeta } from '../layout/PageMeta';
import { AgencySection } from './AgencySection';
import { noticeVersionDay } from './privacyNoticeText';
import { RequestsSection } from './RequestsSection';

const texts = privacyMessages;

/** A section of the notice that is a heading and a list, with an optional sentence leading into the list. */
function ListSection({ title, intro, items }: { title: string; intro?: string; items: readonly string[] }) {
  return (
    <section>
      <h2>{title}</h2>
      {intro && <p>{intro}</p>}
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /privacidade — the privacy notice (LGPD) every public form links to beside its button: who holds the data, what
 * each form collects and why, on which legal bases, who sees it, for how long, the person's rights and whom to ask.
 * It shows the version that the forms send with each message, so a stored consent names the text it accepted.
 */
export default function PrivacyPage() {
  return (
    <main id="conteudo" className="page">
      <PageMeta title={texts.pageTitle} description={texts.description} />
      <article className="page__inner">
        <h1>{texts.pageTitle}</h1>
        <p>
          <time dateTime={CURRENT_PRIVACY_NOTICE_VERSION}>{texts.version(noticeVersionDay(CURRENT_PRIVACY_NOTICE_VERSION))}</time>
        </p>
        <p>{texts.intro}</p>
        <AgencySection />
        <section>
          <h2>{texts.collected.title}</h2>
          <h3>{texts.collected.contactTitle}</h3>
          <p>{texts.collected.contact}</p>
          <h3>{texts.collected.registrationTitle}</h3>
          <p>{texts.collected.registration}</p>
          <h3>{texts.collected.chatTitle}</h3>
          <p>{texts.collected.chat}</p>
        </section>
        <ListSection title={texts.purposes.title} items={texts.purposes.items} />
        <ListSection title={texts.legalBases.title} intro={texts.legalBases.intro} items={texts.legalBases.items} />
        <ListSection title={texts.sharing.title} items={texts.sharing.items} />
        <ListSection title={texts.retention.title} items={texts.retention.items} />
        <section>
          <h2>{texts.consentRecord.title}</h2>
          <p>{texts.consentRecord.text}</p>
        </section>
        <ListSection title={texts.rights.title} intro={texts.rights.intro} items={texts.rights.items} />
        <RequestsSection />
        <section>
          <h2>{texts.changes.title}</h2>
          <p>{texts.changes.text}</p>
        </section>
      </article>
    </main>
  );
}
