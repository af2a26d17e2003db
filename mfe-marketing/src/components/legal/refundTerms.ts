/** The refund policy's constants (document 2, §9). */
export const REFUND_REPORT_WINDOW_DAYS = 7;

export const PAYMENT_METHODS = ['credit or debit card', 'PayPal', 'bank transfer'] as const;
