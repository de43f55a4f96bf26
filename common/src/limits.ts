/** Business constants of spec section 9 and the limits the API enforces. */
export const PASSWORD_MIN_LENGTH = 6;
export const STICKY_HEADER_THRESHOLD_PX = 200;
export const SESSION_EXPIRY_RELOAD_MS = 5000;
export const DEFAULT_LOCATION = '0,0';
export const DEFAULT_DEVICE_TYPE = 'unknown';
export const ALERT_AUTO_CLOSE_MS = 1500;
export const AUTH_ALERT_AUTO_CLOSE_MS = 2000;
export const ACCOUNT_CREATED_DISPLAY_LENGTH = 16;
export const SKILLS_COUNT = 12;

export const IMAGE_MAX_WIDTH_PX = 1600;
export const THUMBNAIL_WIDTH_PX = 480;
