/**
 * The accounts and profile pages' texts, word for word as users know them. Kept apart from `texts` so that the
 * public pages' first load does not carry them.
 */
export const accountTexts = {
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
  verified: 'Verified',
  notVerified: 'Not Verified',
  profileUpdated: 'Profile updated successfully.',
  profileUpdateFailed: 'Error updating profile.',
  incorrectOldPassword: 'Incorrect old password.',
  passwordChanged: 'Password changed successfully!',
  noDevices: 'No login devices found.',
} as const;
