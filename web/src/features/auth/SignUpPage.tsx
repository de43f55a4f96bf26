import { AUTH_ALERT_AUTO_CLOSE_MS, IMAGE_INPUT_ACCEPT, signUpSchema } from '@portfolio/common';
import { Form, Formik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { describedByError, FormField } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';
import { paths } from '../../config/paths';
import { texts } from '../../config/texts';
import { alertSuccess } from '../../lib/alerts';
import { useDocumentTitle } from '../../lib/document-title';
import { signUpWithEmail } from './account-actions';
import { signUpErrorMessage } from './auth-errors';
import { GoogleSignInButton } from './GoogleSignInButton';
import { useReturnPath } from './return-path';
import { useSession } from './session';

interface SignUpValues {
  name: string;
  photo: File | null;
  email: string;
  password: string;
}

const initialValues: SignUpValues = { name: '', photo: null, email: '', password: '' };

export function SignUpPage() {
  useDocumentTitle('Sign Up', 'Create an account on the portfolio.');
  const { loading, runAccountAction } = useSession();
  const navigate = useNavigate();
  const returnPath = useReturnPath();

  return (
    <section className="auth-card" aria-labelledby="sign-up-title">
      <h1 id="sign-up-title">Sign Up</h1>
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
            void alertSuccess(texts.signedUp, AUTH_ALERT_AUTO_CLOSE_MS);
            navigate(returnPath, { replace: true });
          } catch (error) {
            setStatus(signUpErrorMessage(error));
          }
        }}
      >
        {({
          values,
          errors,
          touched,
          status,
          isSubmitting,
          handleChange,
          handleBlur,
          setFieldValue,
          setFieldTouched,
        }) => {
          const nameError = touched.name && errors.name;
          const photoError = touched.photo && errors.photo;
          const emailError = touched.email && errors.email;
          const passwordError = touched.password && errors.password;
          return (
            <Form noValidate className="auth-form">
              <FormField id="sign-up-name" label="Name" error={nameError}>
                <input
                  id="sign-up-name"
                  name="name"
                  autoComplete="name"
                  required
                  value={values.name}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  {...describedByError('sign-up-name', nameError)}
                />
              </FormField>
              <FormField id="sign-up-photo" label="Photo" error={photoError}>
                <input
                  id="sign-up-photo"
                  name="photo"
                  type="file"
                  accept={IMAGE_INPUT_ACCEPT}
                  required
                  onChange={(event) => {
                    void setFieldValue('photo', event.currentTarget.files?.[0] ?? null);
                    void setFieldTouched('photo', true, false);
                  }}
                  {...describedByError('sign-up-photo', photoError)}
                />
              </FormField>
              <FormField id="sign-up-email" label="Email" error={emailError}>
                <input
                  id="sign-up-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  value={values.email}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  {...describedByError('sign-up-email', emailError)}
                />
              </FormField>
              <FormField id="sign-up-password" label="Password" error={passwordError}>
                <PasswordInput
                  id="sign-up-password"
                  name="password"
                  autoComplete="new-password"
                  required
                  value={values.password}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  {...describedByError('sign-up-password', passwordError)}
                />
              </FormField>
              {status ? (
                <p className="form-error" role="alert">
                  {String(status)}
                </p>
              ) : null}
              <button type="submit" className="button" disabled={isSubmitting || loading}>
                Sign Up
              </button>
            </Form>
          );
        }}
      </Formik>
      <GoogleSignInButton />
      <p>
        Already registered?{' '}
        <Link to={paths.signIn} state={{ from: returnPath }}>
          Sign in
        </Link>
      </p>
    </section>
  );
}
