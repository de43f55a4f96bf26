import { texts } from '@/config/texts';
import { StatusPage } from './StatusPage';

export function NotFoundPage() {
  const { notFoundTitle, notFoundBody, notFoundAction } = texts.errors;
  return <StatusPage code="404" title={notFoundTitle} body={notFoundBody} action={notFoundAction} />;
}
