import type { CardImageFieldsFragment } from '../../gql/graphql';
import { messages } from '../../forms/messages';

interface CardPhotoProps {
  /** The photo, or nothing for the 'no photo' text. */
  image: CardImageFieldsFragment | null | undefined;
  /** The image's width in each layout, for the browser to pick a source. */
  sizes: string;
  alt: string;
}

/** A card's 4:3 photo, loaded lazily, or the 'no photo' text. */
export function CardPhoto({ image, sizes, alt }: CardPhotoProps) {
  if (!image) return <span className="card__no-photo">{messages.card.noPhoto}</span>;
  return <img src={image.cardUrl} srcSet={image.srcSet} sizes={sizes} width={640} height={480} loading="lazy" decoding="async" alt={alt} />;
}
