import type { ConsultantsQuery } from '../../gql/graphql';
import { messages } from '../../forms/messages';
import { consultantChatPath } from '../lib/chatLink';

export type Consultant = ConsultantsQuery['consultants'][number];

/** With this many consultants or fewer the strip is centred. */
const centredUpTo = 3;

/** Photo, name and CRECI of each consultant; those on duty get a direct chat link. */
export function ConsultantList({ consultants }: { consultants: readonly Consultant[] }) {
  if (consultants.length === 0) return <p className="empty-text">{messages.consultants.empty}</p>;

  return (
    <ul className={consultants.length <= centredUpTo ? 'consultants consultants--centred' : 'consultants'}>
      {consultants.map((consultant) => (
        <li key={consultant.id} className="consultant">
          {consultant.photoUrl ? (
            <img
              className="consultant__photo"
              src={consultant.photoUrl}
              width={96}
              height={96}
              loading="lazy"
              decoding="async"
              alt={messages.consultants.photoAlt(consultant.name)}
            />
          ) : (
            <span className="consultant__photo consultant__initial" aria-hidden="true">
              {consultant.name.trim().charAt(0).toUpperCase()}
            </span>
          )}
          <h3 className="consultant__name">{consultant.name}</h3>
          {consultant.creci && <p className="consultant__creci">{messages.consultants.creci(consultant.creci)}</p>}
          {consultant.onDuty && <p className="consultant__duty">{messages.consultants.onDuty}</p>}
          {consultant.onDuty && consultant.chatUrl && (
            <a
              className="button button--chat"
              href={consultantChatPath(consultant.id, '/')}
              target="_blank"
              rel="noopener"
              aria-label={messages.consultants.chatLabel(consultant.name)}
            >
              {messages.consultants.chat}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
