import { messages } from '../../forms/messages';
import type { PublicNotification } from './useNotifications';

interface NotificationRegionProps {
  items: readonly PublicNotification[];
  onDismiss: (id: number) => void;
}

/** The page's notifications, in a live region that is always present so that each new one is read out. */
export function NotificationRegion({ items, onDismiss }: NotificationRegionProps) {
  return (
    <div className="notifications" role="status" aria-live="polite" aria-label={messages.notifications.region}>
      {items.map((item) => (
        <div key={item.id} className={`notification notification--${item.kind}`}>
          <p className="notification__text">{item.text}</p>
          <button
            type="button"
            className="notification__close"
            aria-label={messages.notifications.close}
            onClick={() => onDismiss(item.id)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
}
