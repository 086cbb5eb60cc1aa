/**
 * The photo limits of a property (spec §5 and §9), which the API enforces, the gateway applies to the uploads it
 * streams on, and the forms check before sending.
 */

/** 15 MB per photo. */
export const PHOTO_MAX_BYTES = 15_728_640;

/** One main photo. */
export const MAIN_PHOTOS_MAX = 1;

/** Up to 19 photos besides the main one. */
export const OTHER_PHOTOS_MAX = 19;
