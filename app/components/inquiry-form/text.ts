/** The inquiry form's own words (SPEC §4, §8), shared with the no-JavaScript action (app/lib/inquiry-action.ts). */
export const INQUIRY_TEXT = {
  submit: "Send Inquiry",
  submitting: "Submitting...",
  successToast: "Inquiry sent. We'll be in touch shortly.",
  successTitle: "Thank you!",
  successPanel:
    "Your inquiry has been received. Our team will contact you shortly. If you don't find our email in your inbox, check spam.",
  submitAnother: "Submit another",
  failed: "Failed to submit. Please try again.",
  generic: "An error occurred.",
  failedToast: "Could not submit inquiry. Please try again.",
} as const;
