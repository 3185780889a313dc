// User-visible account texts, copied exactly from SPEC §8 (error catalogue).

export const AUTH_TOASTS = {
  inputErrorTitle: "Input Error",
  signInFailedTitle: "Authentication Error",
  signInFailedFallback: "Failed to sign in. Please try again.",
  signInSuccess: { title: "Welcome back!", description: "You have successfully signed in." },
  resetFailedTitle: "Reset Failed",
  resetFailedFallback: "Failed to send reset email",
  resetSent: { title: "Reset Email Sent", description: "Check your email for password reset instructions." },
  googleSignInFailedTitle: "Google Sign-In Failed",
  googleSignUpFailedTitle: "Google Sign-Up Failed",
  signUpFailedTitle: "Registration Failed",
  signUpFailedFallback: "Failed to create account. Please try again.",
  signUpSuccess: {
    title: "Account Created!",
    description: "Please check your email to verify your account. You can start using the platform immediately.",
  },
  logoutSuccess: { title: "Logged Out", description: "You have been successfully logged out." },
  logoutFailed: { title: "Logout Error", description: "There was an error logging out. Please try again." },
  /** Not in the spec (it does not show the new-password screen): the product's wording. */
  passwordUpdated: { title: "Password Updated", description: "Your new password is set and you are signed in." },
} as const;
