import type { InterfaceTextEntry, TextDirection } from '@portfolio/common';
import { interfaceTextEditorTexts as T } from '@/config/interface-text-editor-texts';
import { FieldError } from '@/components/FormField';

/**
 * A row's columns on a wide screen: the key, the English, the catalog's text (in a language that has a catalog),
 * the owner's own.
 */
export const rowColumns = (withCatalog: boolean) =>
  withCatalog ? 'lg:grid-cols-[minmax(0,14rem)_1fr_1fr_1.2fr]' : 'lg:grid-cols-[minmax(0,14rem)_1fr_1.2fr]';

/** One text: its key, English and catalog text, and the owner's own in a field, with a reset. */
export function InterfaceTextRow({
  entry,
  withCatalog,
  language,
  languageName,
  direction,
  value,
  error,
  readOnly,
  onChange,
}: {
  entry: InterfaceTextEntry;
  withCatalog: boolean;
  language: string;
  languageName: string;
  direction: TextDirection;
  value: string;
  error?: string;
  readOnly: boolean;
  onChange: (text: string) => void;
}) {
  const id = `interface-${entry.key.replaceAll('.', '-')}`;
  const described = [entry.arguments > 0 && `${id}-values`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <li
      className={`grid gap-2 border-b border-slate-200 p-4 last:border-b-0 lg:gap-4 ${rowColumns(withCatalog)}`}
    >
      <code className="text-xs break-all text-slate-600">{entry.key}</code>
      <p lang="en" dir="ltr" className="text-sm text-slate-800">
        <span className="sr-only">{T.englishColumn}: </span>
        {entry.english}
      </p>
      {withCatalog && (
        <p lang={language} dir={direction} className="text-sm text-slate-800">
          <span className="sr-only">{T.catalogColumn(languageName)}: </span>
          {entry.catalog ?? <span className="text-slate-500">{T.noCatalogText}</span>}
        </p>
      )}
      <div className="form-field content-start">
        <label htmlFor={id} className="sr-only">
          {T.ownLabel(entry.key)}
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            className="field-input min-w-0 flex-1"
            value={value}
            lang={language}
            dir={direction}
            placeholder={T.ownColumn}
            readOnly={readOnly}
            aria-invalid={error ? true : undefined}
            aria-describedby={described || undefined}
            onChange={(event) => onChange(event.target.value)}
          />
          {value !== '' && (
            <button
              type="button"
              className="btn-secondary"
              aria-label={T.resetLabel(entry.key)}
              onClick={() => onChange('')}
            >
              {T.reset}
            </button>
          )}
        </div>
        {entry.arguments > 0 && (
          <p id={`${id}-values`} className="text-xs text-slate-600">
            {T.values(entry.arguments)}
          </p>
        )}
        <FieldError id={id} error={error} />
      </div>
    </li>
  );
}
