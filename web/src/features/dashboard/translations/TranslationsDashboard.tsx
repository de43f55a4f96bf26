import { useParams } from 'react-router-dom';
import { INTERFACE_SEGMENT } from '../dashboard-paths';
import { InterfaceTextsPage } from './InterfaceTextsPage';
import { TranslationEditorPage } from './TranslationEditorPage';
import { TranslationsPage } from './TranslationsPage';

/**
 * `/dashboard/translations/*`: the status, `{kind}/{id}/{language}`, a record's editor, or `interface/{language}`,
 * the interface's texts in a language. One route in the router for all, since the router's table is part of every
 * first load.
 */
export function TranslationsDashboard() {
  const rest = useParams()['*'] ?? '';
  const [kind, id, language, ...more] = rest.split('/');
  if (kind === INTERFACE_SEGMENT && id && !language) return <InterfaceTextsPage key={id} language={id} />;
  if (kind && id && language && more.length === 0) {
    return <TranslationEditorPage key={rest} kind={kind} id={id} language={language} />;
  }
  return <TranslationsPage />;
}
