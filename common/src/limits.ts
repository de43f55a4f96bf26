/** Business constants and the limits the API enforces. */
export const DEFAULT_DEVICE_TYPE = 'unknown';

export const IMAGE_MAX_WIDTH_PX = 1600;
export const THUMBNAIL_WIDTH_PX = 480;
