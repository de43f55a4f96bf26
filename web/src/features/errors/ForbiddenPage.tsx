import { texts } from '@/config/texts';
import { StatusPage } from './StatusPage';

/** Where the guards send anyone without the right role, and where an expired session lands. */
export function ForbiddenPage() {
  const { forbiddenTitle, forbiddenBody, forbiddenAction } = texts.errors;
  return <StatusPage code="403" title={forbiddenTitle} body={forbiddenBody} action={forbiddenAction} />;
}
