/** Texts the spec quotes, kept word for word (typographic apostrophes included). */
export const texts = {
  notFoundTitle: 'Page Not Found',
  notFoundBody: 'Sorry, the page you’re looking for doesn’t exist.',
  notFoundAction: 'Go Home',
  forbiddenTitle: '403 Forbidden',
  forbiddenBody: 'You don’t have permission to access this page.',
  forbiddenAction: 'Go Back Home',
} as const;
