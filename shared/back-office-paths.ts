/**
 * Back-office addresses the API writes into its mails, which the web app must open: one place for both. The token of a
 * new password's link goes after `#token=`, so no server or log ever sees it.
 */
export const PASSWORD_RESET_PAGE = '/app/redefinir-senha';
export const PASSWORD_RESET_TOKEN_PREFIX = '#token=';
