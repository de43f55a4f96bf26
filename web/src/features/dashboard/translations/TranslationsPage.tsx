import { useEffect, useState } from 'react';
import { translationsTexts as T } from '@/config/translations-texts';
import { useDocumentTitle } from '@/lib/document-title';
import { loadTranslationStatus, type TranslationStatus } from '@/features/dashboard/api/translation-requests';
import { InterfaceTextsLinks } from './InterfaceTextsLinks';
import { LanguagesPanel } from './LanguagesPanel';
import { TranslationStatusTable } from './TranslationStatusTable';

/** `/dashboard/translations`: the site's languages, and where every record stands in each. */
export function TranslationsPage() {
  useDocumentTitle(T.title);
  const [status, setStatus] = useState<TranslationStatus | 'failed'>();
  const load = () => loadTranslationStatus().then(setStatus, () => setStatus('failed'));
  useEffect(() => {
    void load();
  }, []);
  return (
    <div className="dashboard-page grid gap-6">
      <h1>{T.title}</h1>
      {status === 'failed' ? (
        <p className="form-error" role="alert">
          {T.loadFailed}
        </p>
      ) : !status ? (
        <p className="text-slate-600">{T.loading}</p>
      ) : (
        <>
          {/* A language added or removed adds or removes a column: the status is read again. */}
          <LanguagesPanel languages={status.languages} onSaved={() => void load()} />
          <InterfaceTextsLinks languages={status.languages} />
          <TranslationStatusTable others={status.languages.others} records={status.records} />
        </>
      )}
    </div>
  );
}
