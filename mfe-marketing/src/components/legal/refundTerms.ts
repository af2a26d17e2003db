/**
 * The refund policy's terms: all sales final; dissatisfaction reported within this many days of
 * completion; a cancellation before delivery is refunded in full; payment in advance by these methods.
 */
export const REFUND_REPORT_WINDOW_DAYS = 7;

export const PAYMENT_METHODS = ['credit or debit card', 'PayPal', 'bank transfer'] as const;
