import { texts } from '../../config/texts';

/** Shown while the email is unverified: the notice and the button that sends the verification email. */
export function EmailVerificationBanner({ onVerify }: { onVerify: () => void }) {
  return (
    <div className="profile-banner" role="region" aria-label="Email verification">
      <p>{texts.emailNotVerified}</p>
      <button type="button" className="button" onClick={onVerify}>
        {texts.verifyEmail}
      </button>
    </div>
  );
}
