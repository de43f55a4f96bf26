import { FIELD_LABELS, signUpSchema } from '@portfolio/common';
import { AUTH_ALERT_AUTO_CLOSE_MS } from '@/config/ui';
import { Form, Formik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { Link } from '@/components/links';
import { FormikPhotoField } from '@/components/FormikFields';
import { paths } from '@/config/paths';
import { accountTexts } from '@/config/account-texts';
import { alertSuccess } from '@/lib/alerts';
import { useDocumentTitle } from '@/lib/document-title';
import { useHydrated } from '@/lib/use-hydrated';
import { signUpWithEmail } from './api/account-requests';
import { signUpErrorMessage } from './auth-errors';
import { AuthPasswordField, AuthTextField, AuthFormFooter } from './AuthFields';
import { AuthLoadingNote } from './AuthLoadingNote';
import { GoogleSignInButton } from './GoogleSignInButton';
import { useReturnPath } from './return-path';
import { useSession } from '@/lib/auth';

interface SignUpValues {
  name: string;
  photo: File | null;
  email: string;
  password: string;
}

const initialValues: SignUpValues = { name: '', photo: null, email: '', password: '' };

export function SignUpPage() {
  useDocumentTitle(accountTexts.signUpTitle, accountTexts.signUpDescription);
  const { loading, runAccountAction } = useSession();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const returnPath = useReturnPath();

  return (
    <section className="auth-card" aria-labelledby="sign-up-title">
      <h1 id="sign-up-title">{accountTexts.signUpTitle}</h1>
      <Formik
        initialValues={initialValues}
        validationSchema={signUpSchema}
        onSubmit={async ({ name, photo, email, password }, { setStatus }) => {
          setStatus(undefined);
          if (!photo) return;
          try {
            await runAccountAction(() =>
              signUpWithEmail({ name: name.trim(), photo, email: email.trim(), password }),
            );
            void alertSuccess(accountTexts.signedUp, AUTH_ALERT_AUTO_CLOSE_MS);
            navigate(returnPath, { replace: true });
          } catch (error) {
            setStatus(signUpErrorMessage(error));
          }
        }}
      >
        {({ status, isSubmitting }) => (
          <Form noValidate className="auth-form">
            <AuthLoadingNote />
            <fieldset disabled={!hydrated} className="contents">
              <AuthTextField form="sign-up" name="name" label={FIELD_LABELS.name} autoComplete="name" />
              <FormikPhotoField id="sign-up-photo" required />
              <AuthTextField
                form="sign-up"
                name="email"
                label={FIELD_LABELS.email}
                type="email"
                autoComplete="email"
              />
              <AuthPasswordField
                form="sign-up"
                name="password"
                label={accountTexts.password}
                autoComplete="new-password"
              />
              <AuthFormFooter
                status={status}
                submitting={isSubmitting || loading}
                label={accountTexts.signUpTitle}
              />
            </fieldset>
          </Form>
        )}
      </Formik>
      <GoogleSignInButton />
      <p>
        {accountTexts.alreadyRegistered}{' '}
        <Link to={paths.signIn} state={{ from: returnPath }}>
          {accountTexts.signInLink}
        </Link>
      </p>
    </section>
  );
}
