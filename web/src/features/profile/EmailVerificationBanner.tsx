import { accountTexts } from '@/config/account-texts';
import { profileTexts as T } from '@/config/profile-texts';

/** Shown while the email is unverified: the notice and the button that sends the verification email. */
export function EmailVerificationBanner({ onVerify }: { onVerify: () => void }) {
  return (
    <div className="profile-banner" role="region" aria-label={T.emailVerification}>
      <p>{accountTexts.emailNotVerified}</p>
      <button type="button" className="button" onClick={onVerify}>
        {accountTexts.verifyEmail}
      </button>
    </div>
  );
}
