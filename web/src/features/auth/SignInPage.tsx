import { FIELD_LABELS, signInSchema } from '@portfolio/common';
import { texts } from '@/config/texts';
import { AUTH_ALERT_AUTO_CLOSE_MS } from '@/config/ui';
import { Form, Formik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { Link } from '@/components/links';
import { paths } from '@/config/paths';
import { accountTexts } from '@/config/account-texts';
import { alertSuccess } from '@/lib/alerts';
import { useDocumentTitle } from '@/lib/document-title';
import { useHydrated } from '@/lib/use-hydrated';
import { signInWithEmail } from './api/account-requests';
import { signInErrorMessage } from './auth-errors';
import { AuthPasswordField, AuthTextField, AuthFormFooter } from './AuthFields';
import { AuthLoadingNote } from './AuthLoadingNote';
import { GoogleSignInButton } from './GoogleSignInButton';
import { useReturnPath } from './return-path';
import { useSession } from '@/lib/auth';

export function SignInPage() {
  useDocumentTitle(texts.header.signIn, accountTexts.signInDescription);
  const { loading, runAccountAction } = useSession();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const returnPath = useReturnPath();

  return (
    <section className="auth-card" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{texts.header.signIn}</h1>
      <Formik
        initialValues={{ email: '', password: '' }}
        validationSchema={signInSchema}
        onSubmit={async ({ email, password }, { setStatus }) => {
          setStatus(undefined);
          try {
            await runAccountAction(() => signInWithEmail(email.trim(), password));
            void alertSuccess(accountTexts.signedIn, AUTH_ALERT_AUTO_CLOSE_MS);
            navigate(returnPath, { replace: true });
          } catch (error) {
            setStatus(signInErrorMessage(error));
          }
        }}
      >
        {({ status, isSubmitting }) => (
          <Form noValidate className="auth-form">
            <AuthLoadingNote />
            <fieldset disabled={!hydrated} className="contents">
              <AuthTextField
                form="sign-in"
                name="email"
                label={FIELD_LABELS.email}
                type="email"
                autoComplete="email"
              />
              <AuthPasswordField
                form="sign-in"
                name="password"
                label={accountTexts.password}
                autoComplete="current-password"
              />
              <AuthFormFooter
                status={status}
                submitting={isSubmitting || loading}
                label={texts.header.signIn}
              />
            </fieldset>
          </Form>
        )}
      </Formik>
      <GoogleSignInButton />
      <p>
        {accountTexts.newHere}{' '}
        <Link to={paths.signUp} state={{ from: returnPath }}>
          {accountTexts.createAccount}
        </Link>
      </p>
    </section>
  );
}
