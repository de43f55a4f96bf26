import { localizable } from '@portfolio/common';

/**
 * The accounts and profile pages' texts, word for word as users know them. Kept apart from `texts` so that the
 * public pages' first load does not carry them.
 */
export const accountTexts = localizable('account', {
  /** Until the app can send the sign-in and sign-up forms. */
  loadingSignIn: 'Loading sign-in…',
  /** When the app's scripts could not be loaded: the forms cannot be sent. */
  signInUnavailable: 'Sign-in could not load. Check your connection, then',
  reloadPage: 'reload the page',
  signInDescription: 'Sign in to your portfolio account.',
  signUpTitle: 'Sign Up',
  signUpDescription: 'Create an account on the portfolio.',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  show: 'Show',
  hide: 'Hide',
  newHere: 'New here?',
  createAccount: 'Create an account',
  alreadyRegistered: 'Already registered?',
  signInLink: 'Sign in',
  withGoogle: 'Login with Google',
  invalidCredential: 'Invalid email or password.',
  emailInUse: 'The Email is Already in Use',
  somethingWentWrong: 'Something went wrong',
  googleFailed: 'Oops... Google Sign-In failed!',
  welcomeBack: 'Welcome Back! You’re already registered.',
  loginFailed: 'Something went wrong during login!',
  signedIn: 'User Logged in Successfully',
  signedUp: 'User SignUp Successful',
  emailNotVerified: 'Your email is not verified.',
  verifyEmail: 'Please Verify Email',
  verificationSentStatus: 'Verification email sent. Please check your inbox.',
  verificationSentTitle: 'Email Sent!',
  verificationSentText: 'A verification email has been sent to your inbox.',
  goToGmail: 'Go to Gmail',
  unknownUser: 'Unknown User',
  photo: 'Photo',
  verified: 'Verified',
  notVerified: 'Not Verified',
  profileUpdated: 'Profile updated successfully.',
  profileUpdateFailed: 'Error updating profile.',
  incorrectOldPassword: 'Incorrect old password.',
  passwordChanged: 'Password changed successfully!',
  noDevices: 'No login devices found.',
  deleteAccount: 'Delete my account',
  deleteAccountConfirm: 'Delete my account for good',
  deleteAccountWhat:
    'This deletes your account, your profile with its name and photo, and the list of devices you signed in from, with their IP addresses. It cannot be undone.',
  deleteAccountPassword: 'Enter your password to confirm.',
  deleteAccountGoogle: 'Google will ask you to sign in again to confirm.',
  deleteAccountWrongPassword: 'The password is not correct.',
  deleteAccountFailed: 'Your account could not be deleted. Please try again.',
  accountDeleted: 'Your account has been deleted.',
} as const);
