import { useState, type InputHTMLAttributes } from 'react';
import { accountTexts } from '@/config/account-texts';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** A password input with a show/hide toggle that names what it does. */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="password-toggle"
        aria-label={visible ? accountTexts.hidePassword : accountTexts.showPassword}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? accountTexts.hide : accountTexts.show}
      </button>
    </div>
  );
}
