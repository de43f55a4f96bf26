import { localizable } from '@portfolio/common';

/** The popups' own buttons (SweetAlert2 names them in English otherwise): they load with the popups only. */
export const alertTexts = localizable('alerts', {
  ok: 'OK',
  cancel: 'Cancel',
  close: 'Close this dialog',
});
