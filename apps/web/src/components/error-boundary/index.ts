export { ErrorBoundary } from './error-boundary';
export { ErrorFallback, UNEXPECTED_ERROR_MESSAGE, describeError } from './error-fallback';
