import type { FieldState, TextDirection, TranslatedValue } from '@portfolio/common';
import { describedByError, FieldError } from '@/components/FormField';
import { TRANSLATABLE_FIELD_LABELS, translationsTexts as T } from '@/config/translations-texts';
import { asText, isLongText } from './translation-lines';

/** Each field state's look beside its label. */
const FIELD_STATE_CLASSES: Record<FieldState['state'], string> = {
  translated: 'badge bg-brand-50 text-brand-800 ring-1 ring-brand-200',
  stale: 'badge bg-red-50 text-red-800 ring-1 ring-red-200',
  missing: 'badge',
};

/** One translatable field: the default text, read only, beside its translation's input and the field's state. */
export function TranslationField({
  field,
  source,
  sourceLanguage,
  language,
  direction,
  value,
  onChange,
  state,
  error,
  readOnly,
}: {
  field: string;
  source: TranslatedValue;
  sourceLanguage: string;
  language: string;
  direction: TextDirection;
  value: string;
  onChange: (value: string) => void;
  state: FieldState['state'];
  error?: string;
  readOnly: boolean;
}) {
  const id = `translation-${field.replaceAll('.', '-')}`;
  const label = TRANSLATABLE_FIELD_LABELS[field] ?? field;
  const isList = Array.isArray(source);
  const inputProps = {
    id,
    className: 'field-input',
    value,
    lang: language,
    dir: direction,
    readOnly,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    ...describedByError(id, error),
    'aria-describedby': [`${id}-source`, isList && `${id}-hint`, error && `${id}-error`]
      .filter(Boolean)
      .join(' '),
  };
  return (
    <div className="grid gap-3 border-b border-slate-200 pb-6 last:border-b-0 last:pb-0 lg:grid-cols-2">
      <div className="grid content-start gap-1">
        <p className="text-sm font-medium text-slate-700">{T.defaultText(sourceLanguage)}</p>
        <div
          id={`${id}-source`}
          lang={sourceLanguage}
          className="rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-wrap text-slate-800"
        >
          {asText(source)}
        </div>
      </div>
      <div className="form-field content-start">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label htmlFor={id}>{label}</label>
          <span className={FIELD_STATE_CLASSES[state]}>{T.fieldStates[state]}</span>
        </div>
        {isLongText(source) ? (
          <textarea {...inputProps} rows={field === 'body' ? 14 : isList ? Math.max(3, source.length) : 4} />
        ) : (
          <input {...inputProps} />
        )}
        {isList && (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {T.oneItemPerLine}
          </p>
        )}
        <FieldError id={id} error={error} />
      </div>
    </div>
  );
}
