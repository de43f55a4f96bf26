import type { TranslationState } from '@portfolio/common';
import { translationsTexts as T } from '@/config/translations-texts';

/** Each state's look: complete in the brand colour, a draft amber, changed since translated red, missing plain. */
const STATE_CLASSES: Record<TranslationState, string> = {
  complete: 'badge bg-brand-50 text-brand-800 ring-1 ring-brand-200',
  draft: 'badge badge-draft',
  stale: 'badge bg-red-50 text-red-800 ring-1 ring-red-200',
  missing: 'badge',
};

/** Where a record stands in a language, in words. */
export function StateBadge({ state }: { state: TranslationState }) {
  return <span className={STATE_CLASSES[state]}>{T.states[state]}</span>;
}
