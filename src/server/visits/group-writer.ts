export { groupWriter };

/**
 * Group commit: requests that arrive while a write is under way are written together by the next one, so under load
 * the database sees one multi-row insert per round instead of one transaction per request; alone, a request is
 * written at once. Each caller's promise settles when its own events are stored (or their write failed).
 */
function groupWriter<T>(write: (items: T[]) => Promise<void>, maxItems: number): (items: T[]) => Promise<void> {
  let waiting: { items: T[]; done: () => void; failed: (error: unknown) => void }[] = [];
  let writing = false;

  async function pump(): Promise<void> {
    if (writing || !waiting.length) return;
    writing = true;
    // Whole requests only, up to maxItems (a single larger request still goes alone).
    let count = 0;
    let take = 0;
    while (take < waiting.length && (take === 0 || count + waiting[take]!.items.length <= maxItems)) count += waiting[take++]!.items.length;
    const group = waiting.slice(0, take);
    waiting = waiting.slice(take);
    try {
      await write(group.flatMap((entry) => entry.items));
      for (const entry of group) entry.done();
    } catch (error) {
      for (const entry of group) entry.failed(error);
    } finally {
      writing = false;
      void pump();
    }
  }

  return (items) =>
    new Promise<void>((done, failed) => {
      waiting.push({ items, done, failed });
      void pump();
    });
}
