import { alertTexts } from '@/config/alert-texts';
import { ALERT_AUTO_CLOSE_MS } from '@/config/ui';
import type { SweetAlertOptions } from 'sweetalert2';

// SweetAlert2 is loaded on first use, so that pages that never show an alert never download it. Its own buttons are
// named in the page's language.
async function fire(options: SweetAlertOptions) {
  const { default: Swal } = await import('sweetalert2');
  return Swal.fire({
    confirmButtonText: alertTexts.ok,
    cancelButtonText: alertTexts.cancel,
    closeButtonAriaLabel: alertTexts.close,
    ...options,
  });
}

/** A success toast-like popup that closes by itself. */
export function alertSuccess(title: string, timer: number = ALERT_AUTO_CLOSE_MS, text?: string) {
  return fire({ icon: 'success', title, text, timer, showConfirmButton: false });
}

export function alertInfo(title: string, timer: number = ALERT_AUTO_CLOSE_MS) {
  return fire({ icon: 'info', title, timer, showConfirmButton: false });
}

export function alertWarning(title: string, text?: string) {
  return fire({ icon: 'warning', title, text });
}

export function alertError(title: string, text?: string, confirmButtonText = alertTexts.ok) {
  return fire({ icon: 'error', title, text, confirmButtonText });
}

/** Asks before something that cannot be undone; resolves true when confirmed. */
export async function confirmDanger(
  title: string,
  text: string,
  confirmButtonText: string,
): Promise<boolean> {
  const result = await fire({ icon: 'warning', title, text, confirmButtonText, showCancelButton: true });
  return result.isConfirmed;
}

/** A popup with a button that opens a link in a new tab. */
export async function alertWithLink(title: string, text: string, buttonText: string, href: string) {
  const result = await fire({
    icon: 'success',
    title,
    text,
    confirmButtonText: buttonText,
    showCloseButton: true,
  });
  if (result.isConfirmed) window.open(href, '_blank', 'noopener,noreferrer');
}
