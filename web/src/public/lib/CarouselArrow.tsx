interface CarouselArrowProps {
  direction: 'previous' | 'next';
  /** What the button does, for screen readers, e.g. 'Imagem anterior'. */
  label: string;
  onClick: () => void;
}

/** The ‹ or › button on the side of a carousel. */
export function CarouselArrow({ direction, label, onClick }: CarouselArrowProps) {
  return (
    <button type="button" className={`carousel-arrow carousel-arrow--${direction}`} aria-label={label} onClick={onClick}>
      <span aria-hidden="true">{direction === 'previous' ? '‹' : '›'}</span>
    </button>
  );
}
