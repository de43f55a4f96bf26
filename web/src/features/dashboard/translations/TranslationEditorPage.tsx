import {
  DEFAULT_SITE_LANGUAGES,
  KNOWN_LANGUAGES,
  isLanguageCode,
  SITE_RECORD_LABEL,
  textDirection,
  type FieldState,
} from '@portfolio/common';
import { useEffect, useState } from 'react';
import { Link } from '@/components/links';
import { paths } from '@/config/paths';
import { translationsTexts as T } from '@/config/translations-texts';
import { alertSuccess } from '@/lib/alerts';
import { useDocumentTitle } from '@/lib/document-title';
import {
  loadTranslation,
  saveTranslation,
  type TranslationEdit,
} from '@/features/dashboard/api/translation-requests';
import { reportSaveRefusal } from '@/features/dashboard/api/request-failure';
import { StateBadge } from './StateBadge';
import { TranslationField } from './TranslationField';
import { asText, fieldsToSave } from './translation-lines';
import { DashboardLink } from '../DashboardHeadings';

/** The language the default texts are in: the API's `PUT /languages` changes the other languages only. */
const DEFAULT_LANGUAGE = DEFAULT_SITE_LANGUAGES.default;

/** A record's translation into one language: each field's default text beside its translation, and its state. */
export function TranslationEditorPage({
  kind,
  id,
  language,
}: {
  kind: string;
  id: string;
  language: string;
}) {
  const languageName = isLanguageCode(language) ? KNOWN_LANGUAGES[language] : language;
  const [edit, setEdit] = useState<TranslationEdit | 'failed'>();
  const [inputs, setInputs] = useState<Record<string, string>>({});
  const [published, setPublished] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const record = edit && edit !== 'failed' ? asText(edit.source.title) || SITE_RECORD_LABEL : '';
  useDocumentTitle(record ? T.editorTitle(record, languageName) : T.title);

  useEffect(() => {
    loadTranslation(kind, id, language).then(
      (loaded) => {
        setEdit(loaded);
        setInputs(
          Object.fromEntries(
            Object.keys(loaded.source).map((f) => [f, asText(loaded.translation?.fields[f])]),
          ),
        );
        setPublished(loaded.translation?.published ?? false);
      },
      () => setEdit('failed'),
    );
  }, [kind, id, language]);

  if (edit === 'failed')
    return (
      <p className="form-error" role="alert">
        {T.editorLoadFailed} <Link to={paths.dashboardTranslations}>{T.backToStatus}</Link>
      </p>
    );
  if (!edit) return <p className="text-slate-600">{T.editorLoading}</p>;
  const source = edit.source;

  async function save() {
    setBusy(true);
    setErrors({});
    try {
      const saved = await saveTranslation(kind, id, language, {
        fields: fieldsToSave(source, inputs),
        published,
      });
      setEdit({ ...saved, source });
      void alertSuccess(T.saved);
    } catch (failure) {
      reportSaveRefusal(failure, setErrors, T.saveFailed);
    } finally {
      setBusy(false);
    }
  }

  const stateOf = (field: string): FieldState['state'] =>
    edit.fields.find((state) => state.field === field)?.state ?? 'missing';
  return (
    <div className="dashboard-page grid gap-6">
      <DashboardLink to={paths.dashboardTranslations}>{T.backToStatus}</DashboardLink>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1>{T.editorTitle(record, languageName)}</h1>
        <StateBadge state={edit.state} />
      </div>
      <form
        className="panel grid gap-6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {edit.fields.map(({ field }) => (
          <TranslationField
            key={field}
            field={field}
            source={source[field] ?? ''}
            sourceLanguage={DEFAULT_LANGUAGE}
            language={language}
            direction={textDirection(language)}
            value={inputs[field] ?? ''}
            onChange={(value) => setInputs((current) => ({ ...current, [field]: value }))}
            state={stateOf(field)}
            error={errors[field]}
            readOnly={busy}
          />
        ))}
        {(errors._ ?? errors.language) && (
          <p className="form-error" role="alert">
            {errors._ ?? errors.language}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-4">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={published}
              onChange={(event) => setPublished(event.target.checked)}
              aria-describedby="published-hint"
            />
            {T.published}
          </label>
          <span id="published-hint" className="text-sm text-slate-600">
            {T.publishedHint}
          </span>
          <button type="submit" className="btn-primary ml-auto" disabled={busy}>
            {busy ? T.saving : T.save}
          </button>
        </div>
      </form>
    </div>
  );
}
