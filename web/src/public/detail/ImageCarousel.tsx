import type { PropertyDetailQuery } from '../../gql/graphql';
import { detailMessages } from '../../forms/detailMessages';
import { CarouselArrow } from '../lib/CarouselArrow';
import { useCarouselIndex } from '../lib/useCarouselIndex';
import { GALLERY_IMAGE_SIZES } from './galleryImage';

type DetailImage = NonNullable<PropertyDetailQuery['property']>['images'][number];

/** Photos of a property, 400 px high; arrows only with more than one photo. */
export function ImageCarousel({ images, title }: { images: DetailImage[]; title: string }) {
  const { index, step } = useCarouselIndex(images.length);

  if (images.length === 0) {
    return (
      <div className="gallery gallery--empty">
        <p>{detailMessages.noImages}</p>
      </div>
    );
  }

  return (
    <div className="gallery" role="region" aria-roledescription={detailMessages.roleCarousel} aria-label={detailMessages.gallery(title)}>
      <div className="gallery__track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {images.map((image, position) => (
          <img
            key={image.fileName}
            className="gallery__image"
            src={image.url}
            srcSet={image.srcSet}
            sizes={GALLERY_IMAGE_SIZES}
            width={1600}
            height={400}
            loading={position === 0 ? 'eager' : 'lazy'}
            fetchPriority={position === 0 ? 'high' : undefined}
            decoding={position === 0 ? undefined : 'async'}
            alt={detailMessages.photoAlt(title, position + 1, images.length)}
            aria-hidden={position === index ? undefined : true}
          />
        ))}
      </div>
      {images.length > 1 && (
        <>
          <CarouselArrow direction="previous" label={detailMessages.previousImage} onClick={() => step(-1)} />
          <CarouselArrow direction="next" label={detailMessages.nextImage} onClick={() => step(1)} />
          <p className="gallery__counter" aria-live="polite">
            {detailMessages.imageCounter(index + 1, images.length)}
          </p>
        </>
      )}
    </div>
  );
}
