import { accountTexts } from '@/config/account-texts';

/** Shown while the email is unverified: the notice and the button that sends the verification email. */
export function EmailVerificationBanner({ onVerify }: { onVerify: () => void }) {
  return (
    <div className="profile-banner" role="region" aria-label="Email verification">
      <p>{accountTexts.emailNotVerified}</p>
      <button type="button" className="button" onClick={onVerify}>
        {accountTexts.verifyEmail}
      </button>
    </div>
  );
}
