export { redactTokens };

// Invitation and reset links carry a one-time token in their path: logs keep the path without it.
function redactTokens(url: string): string {
  return url.replace(/^(\/api\/staff\/invitations\/|\/staff\/(?:invite|reset)\/)[^/?#]*/i, '$1[token]');
}
