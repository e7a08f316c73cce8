export { waitingText, waitingColor };

const minute = 60_000;

/** "Waiting 35 min", "Waiting 3 h 5 min" (office hours). */
function waitingText(ms: number): string {
  const minutes = Math.floor(ms / minute);
  if (minutes < 60) return `Waiting ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `Waiting ${hours} h${rest ? ` ${rest} min` : ''}`;
}

// Past the promise: red; near it: orange; otherwise blue.
function waitingColor(ms: number, answer: { promiseMs: number; warnAfterMs: number }): string {
  if (ms >= answer.promiseMs) return 'red';
  if (ms >= answer.warnAfterMs) return 'orange';
  return 'blue';
}
