/**
 * What the account's emails say (issue 26, issue 36 items 1 and 2): whole sentences in one place,
 * for the translation to come. A value goes into a sentence through its function, never by
 * joining pieces.
 */
export const ACCOUNT_MAIL = {
  passwordChangedSubject: "Your patient portal password was changed",
  passwordChanged: "The password of your patient portal account was just changed, and every other device and app signed in to it was signed out.",
  passwordReset: "The password of your patient portal account was just reset with a link sent to this address, and every device and app signed in to it was signed out.",
  passwordNotYou: "If you did not do this, reset your password now and call your clinic.",
  resetAction: "Reset my password",
  resetLinksVoided: "Password reset links we sent you before this no longer work.",
  emailChangeCancelledSubject: "Your patient portal email change was cancelled",
  signedOutEverywhere: "You signed out of the patient portal on every device and app.",
  emailChangeCancelled:
    "The change of your sign-in email that was waiting for its confirmation link is cancelled, and that link no longer works. If you still want to move to a new address, ask again on your profile.",
  emailChangeNotYou: "If you did not ask for that change, someone may know your password: change it now and call your clinic.",
} as const;
