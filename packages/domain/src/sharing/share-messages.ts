/** Exact user-facing sharing strings (SPEC §5 and §8); server and web both use these. */
export const SHARE_MESSAGES = {
  groupNameRequired: 'Please provide a name for your chart group',
  chartsRequired: 'Please select at least one chart to share',
  passwordTooShort: 'Password must be at least 8 characters',
  expiryTooSoon: 'Expiration date must be at least tomorrow or later',
  signInToShareChart: 'Authentication required to share charts.',
  signInToShare: 'You must be logged in to share charts',
  notAvailable: 'This shared project page is no longer available or may have been deleted.',
  passwordRequired: 'Password required',
  expired: 'expired',
  enterPassword: 'Please enter a password.',
  incorrectPassword: 'Incorrect password. Please try again.',
  verifyFailed: 'An error occurred while verifying the password. Please try again.',
  shareIdMissing: 'Share ID is missing.',
  noProjectsForLink: 'No projects found for this link, or the link may have expired.',
  noProjectDataForLink: 'No project data found for this link, or the link may have expired.',
  // Not in the SPEC: messages for inputs its screens never send.
  duplicateChart: 'Each chart can be shared only once in a group',
  chartNameRequired: 'Please provide a name for the chart',
  pageNameRequired: 'Please provide a name for the page',
  invalidExpiry: 'Expiration must be a valid date and time',
  invalidChartType: 'Unknown chart type',
  emptySelection: 'Please select at least one project to share',
  noProjectsInSelection: 'None of the selected projects can be shared',
  pmRequired: 'Please choose a project manager',
  otherPmPage: 'You can only share your own PM page',
  notAllowedToShare: 'You do not have permission to share this page',
  shareNotFound: 'Share not found',
} as const;

/** 429 text of the password check's rate limit. */
export function retryInMessage(seconds: number): string {
  return `Please try again in ${Math.max(1, Math.ceil(seconds))} seconds`;
}
