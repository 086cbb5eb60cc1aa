import { trackingMessages as texts } from '../../forms/trackingMessages';

interface TrackingPhoto {
  fileName: string;
  cardUrl: string;
  srcSet: string;
}

interface TrackingPhotosProps {
  title: string;
  photos: readonly TrackingPhoto[];
}

/** The photos the owner sent, main photo first, each named by the property's title and its position. */
export function TrackingPhotos({ title, photos }: TrackingPhotosProps) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="tracking-photos-title">
      <h2 id="tracking-photos-title">{texts.photosTitle}</h2>
      <ul className="tracking-photos">
        {photos.map((photo, index) => (
          <li key={photo.fileName} className="tracking-photos__item">
            <img
              src={photo.cardUrl}
              srcSet={photo.srcSet}
              sizes="(min-width: 720px) 220px, 45vw"
              alt={texts.photoAlt(title, index + 1, photos.length)}
              loading={index < 4 ? 'eager' : 'lazy'}
              width={320}
              height={240}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
