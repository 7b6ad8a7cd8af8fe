/**
 * A task run every `everyMs` in the background (not keeping the process alive), never
 * twice at once; `stop` waits for the run in progress. `run` starts one now.
 */
export function createIntervalJob(task: () => Promise<unknown>, everyMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const run = () => {
    if (busy) return running;
    busy = true;
    running = task().finally(() => {
      busy = false;
    });
    return running;
  };
  return {
    run,
    start() {
      timer ??= setInterval(() => void run(), everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
