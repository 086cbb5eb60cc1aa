/** Width of the property page's photos in each layout: the gallery and the preload of its first photo use the same. */
export const GALLERY_IMAGE_SIZES = '(max-width: 1199px) 100vw, 1168px';
