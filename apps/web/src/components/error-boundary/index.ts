export { ErrorBoundary } from './error-boundary.tsx';
export { ErrorFallback, UNEXPECTED_ERROR_MESSAGE, describeError } from './error-fallback.tsx';
