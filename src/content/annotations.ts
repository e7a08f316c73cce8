export { workflowAnnotations, underGitHubActions };
export type { Notice };

import type { ContentError } from './content-error';

/** A problem that does not stop the build but that the editor should see (e.g. a page grown too long). */
interface Notice {
  file: string;
  line?: number;
  column?: number;
  message: string;
}

// https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands#setting-an-error-message
// Each problem as a workflow command, so GitHub shows it on the changed line of a pull request.
function workflowAnnotations(errors: readonly ContentError[], warnings: readonly Notice[] = []): string[] {
  const errorLines = errors.map((error) =>
    command('error', error, [error.message, error.keyPath && `key: ${error.keyPath}`, error.hint && `hint: ${error.hint}`]),
  );
  const warningLines = warnings.map((warning) => command('warning', warning, [warning.message]));
  return [...errorLines, ...warningLines];
}

/** True when running as a step of a GitHub Actions workflow. */
function underGitHubActions(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.GITHUB_ACTIONS === 'true';
}

function command(kind: 'error' | 'warning', at: Notice, parts: (string | undefined)[]): string {
  const place = [`file=${property(at.file)}`];
  if (at.line) place.push(`line=${at.line}`);
  if (at.column) place.push(`col=${at.column}`);
  const message = parts.filter(Boolean).join('\n');
  return `::${kind} ${place.join(',')}::${data(message)}`;
}

// The runner's escaping: a message keeps its line breaks as %0A; a property also escapes ':' and ','.
function data(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

function property(text: string): string {
  return data(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}
