/** An error a caller caused; its message is shown to the person as it is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const unauthorized = (message = 'Not authenticated') => new HttpError(401, message);
export const forbidden = (message = 'Permission denied') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new HttpError(400, message, details);

/** SPEC §8: database error codes and the words a person sees for them. */
export const DATABASE_ERROR_MESSAGES: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: 'This item already exists.' },
  '23503': { status: 409, message: 'This operation cannot be completed because the item is in use.' },
  '23514': { status: 400, message: 'A value is outside what this field accepts.' },
  '22P02': { status: 400, message: 'A value has the wrong format.' },
  // A NUL or an invalid byte sequence in text: refused at the door (plugins/input-guard), this is the backstop.
  '22021': { status: 400, message: 'Text contains a character that cannot be stored.' },
  '22P05': { status: 400, message: 'Text contains a character that cannot be stored.' },
  '22007': { status: 400, message: 'A date is not a real date.' },
  '22008': { status: 400, message: 'A date is not a real date.' },
  '42P01': { status: 500, message: 'System error: Resource not found.' },
  '42501': { status: 403, message: 'You do not have permission to perform this action.' },
};

/** A policy's refusal as the HTTP error it stands for (401, 403 or 404 with the rule's words). */
export function throwIfRefused(
  decision: { allowed: true } | { allowed: false; reason: string; status: 401 | 403 | 404 },
): asserts decision is { allowed: true } {
  if (!decision.allowed) throw new HttpError(decision.status, decision.reason);
}
