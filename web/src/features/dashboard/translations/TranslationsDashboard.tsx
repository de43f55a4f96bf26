import { useParams } from 'react-router-dom';
import { TranslationEditorPage } from './TranslationEditorPage';
import { TranslationsPage } from './TranslationsPage';

/**
 * `/dashboard/translations/*`: the status, or `{kind}/{id}/{language}`, a record's editor. One route in the router
 * for both, since the router's table is part of every first load.
 */
export function TranslationsDashboard() {
  const rest = useParams()['*'] ?? '';
  const [kind, id, language, ...more] = rest.split('/');
  if (kind && id && language && more.length === 0) {
    return <TranslationEditorPage key={rest} kind={kind} id={id} language={language} />;
  }
  return <TranslationsPage />;
}
