export { errorWithoutValues };
export type { LoggedError };

/** What the log keeps of an error. */
interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

// An error as the log keeps it: what failed and where, never the values it carried. A database error holds the
// statement's parameters (a visitor's name, e-mail, phone) and the failing row in its detail; neither is written.
function errorWithoutValues(error: Error): LoggedError {
  const { code, statusCode, severity, routine } = error as Error & Record<string, unknown>;
  return {
    type: error.name,
    message: error.message,
    ...(code === undefined ? {} : { code }),
    ...(statusCode === undefined ? {} : { statusCode }),
    ...(severity === undefined ? {} : { severity, routine }),
    stack: error.stack ?? '',
    ...(error.cause instanceof Error ? { cause: errorWithoutValues(error.cause) } : {}),
  };
}
